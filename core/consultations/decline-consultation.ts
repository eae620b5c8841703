import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, ForbiddenError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { toConsultationView } from './rules'
import { loadAsParticipant } from './consultation-access'
import type { ConsultationNotifier } from './consultation-notifier'

/** The astrologer turns a request down; the customer is told at once. Declining twice answers the same. */
export class DeclineConsultation {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly notifier: ConsultationNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string }): Promise<ConsultationView> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role !== 'astrologer') throw new ForbiddenError('Only the astrologer can decline this chat')
    if (record.status === 'declined') return toConsultationView(record)
    const declined = await this.consultations.transition(record.id, { from: ['requested'], to: 'declined', at: this.clock.now(), reason: null })
    if (!declined) throw new ConflictError('Only a pending request can be declined', 'CONSULTATION.NOT_REQUESTED')
    await this.notifier.notify(declined)
    return toConsultationView(declined)
  }
}
