import type { OwnAstrologerProfile } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { AstrologerProfiles } from './ports/astrologer-profiles'
import type { AstrologerProfileUpdate } from '../consultations/rules'
import type { GetOwnAstrologerProfile } from './astrologer-own-profile'

/**
 * The astrologer edits their profile: English bio, languages, specialties, rate (rupees a minute) and how
 * many chats they take at once. A new rate applies to requests made from now on; running chats keep theirs.
 */
export class UpdateAstrologerProfile {
  constructor(
    private readonly profiles: AstrologerProfiles,
    private readonly own: GetOwnAstrologerProfile,
  ) {}

  async execute(input: { user: PublicUser; patch: AstrologerProfileUpdate }): Promise<OwnAstrologerProfile> {
    const profile = await this.own.execute({ user: input.user })
    await this.profiles.update(profile.id, input.patch)
    return this.own.execute({ user: input.user })
  }
}
