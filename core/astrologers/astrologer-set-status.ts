import type { PublicUser } from '../domain/user'
import type { AstrologerProfiles } from '../ports/astrologer-profiles'
import type { Realtime } from '../ports/realtime'
import { astrologerStatusSchema } from '../rules/consultation'
import type { GetOwnAstrologerProfile } from './astrologer-own-profile'
import { validate } from '../shared/validate'

/**
 * The astrologer goes online (takes new chat requests) or offline (takes none; running chats go on).
 * Every connected socket hears of it (`presence` with astrologerId), so lists update live.
 */
export class SetAstrologerStatus {
  constructor(
    private readonly profiles: AstrologerProfiles,
    private readonly own: GetOwnAstrologerProfile,
    private readonly realtime: Realtime,
  ) {}

  async execute(input: { user: PublicUser; body: unknown }): Promise<{ isOnline: boolean }> {
    const { online } = validate(astrologerStatusSchema, input.body ?? {})
    const profile = await this.own.execute({ user: input.user })
    await this.profiles.setOnline(profile.id, online)
    await this.realtime.broadcast({ type: 'presence', astrologerId: profile.id, isOnline: online })
    return { isOnline: online }
  }
}
