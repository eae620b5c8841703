import type { Bill, ChatMessage, ConsultationRecord, ConsultationView, ParticipantRole } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ForbiddenError } from '../errors'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { MessageRepository } from './ports/message-repository'
import { loadAsParticipant } from './consultation-access'
import type { ConsultationNotifier } from './consultation-notifier'

export const SYNC_PAGE = 500

/**
 * A (re)connected client catches up on one chat: the stored messages after the last seq it holds (a page
 * at a time; ask again from the last one when a full page came), and the consultation with its bill.
 */
export class SyncChat {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly messages: MessageRepository,
    private readonly notifier: ConsultationNotifier,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; afterSeq: number }): Promise<{
    record: ConsultationRecord
    role: ParticipantRole
    messages: ChatMessage[]
    consultation: ConsultationView
    bill: Bill
  }> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role === 'admin') throw new ForbiddenError('Only the participants can follow a chat')
    const afterSeq = Number.isSafeInteger(input.afterSeq) && input.afterSeq > 0 ? input.afterSeq : 0
    const [messages, snapshot] = await Promise.all([this.messages.listAfter(record.id, afterSeq, SYNC_PAGE), this.notifier.snapshot(record, role === 'customer')])
    return { record, role, messages, ...snapshot }
  }
}
