import type { PublicUser } from '../domain/user'
import type { AstrologerProfiles } from './ports/astrologer-profiles'
import type { Realtime } from '../consultations/ports/realtime'
import type { AstrologerStatus } from '../consultations/rules'
import type { GetOwnAstrologerProfile } from './astrologer-own-profile'

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

  async execute(input: { user: PublicUser; status: AstrologerStatus }): Promise<{ isOnline: boolean }> {
    const { online } = input.status
    const profile = await this.own.execute({ user: input.user })
    await this.profiles.setOnline(profile.id, online)
    await this.realtime.broadcast({ type: 'presence', astrologerId: profile.id, isOnline: online })
    return { isOnline: online }
  }
}
