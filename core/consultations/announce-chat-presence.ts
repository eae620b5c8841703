import type { ConsultationRepository } from './ports/consultation-repository'
import type { Realtime } from './ports/realtime'
import { participantRole } from './rules'

/**
 * A user's sockets came (first one) or went (last one, on every instance): the other party of each of
 * their open consultations gets a `presence` event.
 */
export class AnnounceChatPresence {
  constructor(
    private readonly consultations: Pick<ConsultationRepository, 'listOpenForUser'>,
    private readonly realtime: Realtime,
  ) {}

  async execute(input: { userId: string; online: boolean }): Promise<void> {
    if (!input.online && (await this.realtime.isConnected(input.userId))) return
    const open = await this.consultations.listOpenForUser(input.userId)
    await Promise.all(
      open.map((record) => {
        const from = participantRole(record, input.userId)
        const other = from === 'customer' ? record.astrologerUserId : record.customerId
        if (!from || !other) return Promise.resolve()
        return this.realtime.publish([other], { type: 'presence', consultationId: record.id, userId: input.userId, from, online: input.online })
      }),
    )
  }
}
