import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { AuditLog } from '../shared/ports/audit-log'
import type { ChatBilling } from './ports/chat-billing'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { type RefundDeny, type RefundGrant, toConsultationView } from './rules'
import { chatChargeReference } from '../wallet/rules'
import { requireRole } from '../accounts/require-role'

/** What the admin decided, with the decision's own fields. */
type RefundDecision = { decision: 'grant'; grant: RefundGrant } | { decision: 'deny'; deny: RefundDeny }

/**
 * An admin grants or denies a customer's refund request. A grant gives back the last `minutes` paid
 * minutes (all of them when left out) through ChatBilling.refund, each charge at most once, so a retry
 * after a failure half-way refunds nothing twice. The decision is final, and audited.
 */
export class DecideConsultationRefund {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly billing: ChatBilling,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { admin: PublicUser; consultationId: string } & RefundDecision): Promise<ConsultationView> {
    const admin = requireRole(input.admin, 'admin')
    const record = await this.consultations.findById(input.consultationId)
    if (!record || !record.refund) throw new NotFoundError('No refund request for this consultation')
    if (record.refund.status !== 'requested') throw new ConflictError(`This refund request was already ${record.refund.status}`, 'CONSULTATION.REFUND_DECIDED')
    const at = this.clock.now()
    let decided
    if (input.decision === 'deny') {
      const { note } = input.deny
      decided = await this.consultations.decideRefund(record.id, { status: 'denied', note, refundedPaise: 0, decidedBy: admin.id, at })
    } else {
      const { minutes, note } = input.grant
      const count = Math.min(minutes ?? record.billedMinutes, record.billedMinutes)
      let refunded = 0
      for (let minute = record.billedMinutes; minute > record.billedMinutes - count; minute--) {
        const reference = chatChargeReference(record.id, minute)
        const refund = await this.billing.refund({ chargeReference: reference, reason: `Refund granted: ${record.refund.reason}`.slice(0, 500), idempotencyKey: `refund:${reference}` })
        refunded += refund.amount
      }
      decided = await this.consultations.decideRefund(record.id, { status: 'granted', note: note || null, refundedPaise: refunded, decidedBy: admin.id, at })
    }
    if (!decided) throw new ConflictError('This refund request was decided meanwhile', 'CONSULTATION.REFUND_DECIDED')
    await this.audit.record({
      actorId: admin.id,
      actorEmail: admin.email,
      action: `refund.${input.decision}`,
      target: `consultation:${record.id}`,
      before: { status: 'requested', reason: record.refund.reason },
      after: { status: decided.refund?.status, refundedPaise: decided.refund?.refundedPaise ?? 0, note: decided.refund?.note ?? null },
    })
    return toConsultationView(decided)
  }
}
