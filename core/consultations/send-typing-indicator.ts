import type { PublicUser } from '../domain/user'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { Realtime } from './ports/realtime'
import { loadAsParticipant } from './consultation-access'

/** A participant is (or stopped) typing in an active chat: the other party is told; nothing is stored. */
export class SendTypingIndicator {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly realtime: Realtime,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; typing: boolean }): Promise<void> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (record.status !== 'active' || role === 'admin') return
    const other = role === 'customer' ? record.astrologerUserId : record.customerId
    if (other) await this.realtime.publish([other], { type: 'typing', consultationId: record.id, userId: input.user.id, from: role, typing: input.typing === true })
  }
}
