import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, ForbiddenError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { type RefundRequestInput, toConsultationView } from './rules'
import { loadAsParticipant } from './consultation-access'

/** The customer asks for their money back for an ended chat that cost something; an admin decides. Once per chat. */
export class RequestConsultationRefund {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; request: RefundRequestInput }): Promise<ConsultationView> {
    const { reason } = input.request
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role !== 'customer') throw new ForbiddenError('Only the customer can ask for a refund')
    if (record.status !== 'ended') throw new ConflictError('A refund can be requested once the chat has ended', 'CONSULTATION.NOT_ENDED')
    if (record.chargedPaise - record.refundedPaise <= 0) throw new ConflictError('Nothing was charged for this chat', 'CONSULTATION.NOTHING_CHARGED')
    if (record.refund) throw new ConflictError('A refund was already requested for this consultation', 'CONSULTATION.REFUND_EXISTS')
    return toConsultationView(await this.consultations.requestRefund(record.id, { reason, at: this.clock.now() }))
  }
}
