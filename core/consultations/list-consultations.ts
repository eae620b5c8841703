import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { AstrologerProfiles } from '../astrologers/ports/astrologer-profiles'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import { type ConsultationListQuery, toConsultationView } from './rules'
import { chatElapsedMs } from './billing'

/**
 * The caller's consultations, newest first (GET /api/consultations): as customer, and for an astrologer
 * account also those with their profile. `?status=requested,active`, `?role=customer|astrologer`.
 */
export class ListConsultations {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly profiles: AstrologerProfiles,
    private readonly clock: Clock,
    private readonly leaseMs: number,
  ) {}

  async execute(input: { user: PublicUser; query: ConsultationListQuery; order?: 'asc' | 'desc' }): Promise<ConsultationView[]> {
    const { query } = input
    const profile = input.user.role === 'astrologer' && query.role !== 'customer' ? await this.profiles.findByUserId(input.user.id, 'en') : null
    const asCustomer = query.role !== 'astrologer'
    if (!asCustomer && !profile) return []
    const records = await this.consultations.list({
      customerId: asCustomer ? input.user.id : undefined,
      astrologerId: profile?.id,
      statuses: query.status,
      limit: query.limit,
      order: input.order,
    })
    const now = this.clock.now()
    return records.map((r) => toConsultationView(r, chatElapsedMs(r, now, this.leaseMs)))
  }
}
