import type { ConsultationView, EndReason } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { toConsultationView } from './rules'
import { chatElapsedMs } from './billing'
import { loadAsParticipant } from './consultation-access'
import type { ChatClockControl } from './consultation-clock'
import type { ConsultationNotifier } from './consultation-notifier'

/**
 * Either party ends a chat (an admin may too). The chat time stops now: no minute that starts later is
 * billed. A pending request ended by the customer is cancelled, by the astrologer declined. Ending
 * something already over answers it unchanged.
 */
export class EndConsultation {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly notifier: ConsultationNotifier,
    private readonly control: ChatClockControl,
    private readonly clock: Clock,
    private readonly leaseMs: number,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string }): Promise<ConsultationView> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user, { allowAdmin: true })
    const now = this.clock.now()
    if (record.status === 'requested') {
      const to = role === 'astrologer' ? 'declined' : 'cancelled'
      const closed = await this.consultations.transition(record.id, { from: ['requested'], to, at: now, reason: null })
      if (closed) {
        await this.notifier.notify(closed)
        return toConsultationView(closed)
      }
    } else if (record.status === 'active') {
      const reason: EndReason = role === 'customer' ? 'customer_ended' : role === 'astrologer' ? 'astrologer_ended' : 'admin_ended'
      const elapsedMs = chatElapsedMs(record, now, this.leaseMs)
      const ended = await this.consultations.transition(record.id, { from: ['active'], to: 'ended', at: now, reason, elapsedMs })
      if (ended) {
        this.control.untrack(ended.id)
        await this.notifier.notify(ended, { elapsedMs })
        return toConsultationView(ended)
      }
    }
    const current = (await this.consultations.findById(record.id)) ?? record
    return toConsultationView(current, chatElapsedMs(current, now, this.leaseMs))
  }
}
