import type { PublicUser } from '../domain/user'
import { ForbiddenError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { MessageRepository } from './ports/message-repository'
import type { Realtime } from './ports/realtime'
import type { ReadReceipt } from './rules'
import { loadAsParticipant } from './consultation-access'

/** A participant has read the other party's messages up to a seq: stored, and both parties get a `read` receipt. */
export class MarkChatRead {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly messages: MessageRepository,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; receipt: ReadReceipt }): Promise<void> {
    const { upToSeq } = input.receipt
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role === 'admin') throw new ForbiddenError('Only the participants can mark messages read')
    const from = role === 'customer' ? 'astrologer' : 'customer'
    const at = this.clock.now()
    const marked = await this.messages.markRead(record.id, from, Math.min(upToSeq, record.lastSeq), at)
    if (marked === null) return
    const to = [record.customerId, ...(record.astrologerUserId ? [record.astrologerUserId] : [])]
    await this.realtime.publish(to, { type: 'read', consultationId: record.id, receipt: 'read', from, upToSeq: marked, at: at.toISOString() })
  }
}
