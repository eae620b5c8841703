import type { OwnAstrologerProfile } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { NotFoundError } from '../errors'
import type { AstrologerProfiles } from './ports/astrologer-profiles'
import { languageOrDefault } from '../shared/language'
import { requireRole } from '../accounts/require-role'

/** The signed-in astrologer's own profile (404 for an astrologer account without one). */
export class GetOwnAstrologerProfile {
  constructor(private readonly profiles: AstrologerProfiles) {}

  async execute(input: { user: PublicUser; lang?: string }): Promise<OwnAstrologerProfile> {
    const user = requireRole(input.user, 'astrologer')
    const profile = await this.profiles.findByUserId(user.id, languageOrDefault(input.lang))
    if (!profile) throw new NotFoundError('This account has no astrologer profile')
    return profile
  }
}
