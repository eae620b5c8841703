import type { ConsultationWithBill } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { ConsultationRepository } from './ports/consultation-repository'
import { loadAsParticipant } from './consultation-access'
import type { ConsultationNotifier } from './consultation-notifier'

/** One consultation with its running bill, for a participant (the customer's copy has their balance) or an admin. */
export class GetConsultation {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly notifier: ConsultationNotifier,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string }): Promise<ConsultationWithBill> {
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user, { allowAdmin: true })
    const { consultation, bill } = await this.notifier.snapshot(record, role === 'customer' || role === 'admin')
    return { ...consultation, bill }
  }
}
