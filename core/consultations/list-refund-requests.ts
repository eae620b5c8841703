import { z } from 'zod'
import type { ConsultationView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { ConsultationRepository } from './ports/consultation-repository'
import { toConsultationView } from './rules'
import { requireRole } from '../accounts/require-role'

/** GET /api/admin/refund-requests query. */
export const refundRequestListSchema = z.object({
  status: z.enum(['requested', 'granted', 'denied']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
})
type RefundRequestListQuery = z.output<typeof refundRequestListSchema>

/** Refund requests for admins, oldest first (`?status=requested` for the queue). */
export class ListRefundRequests {
  constructor(private readonly consultations: ConsultationRepository) {}

  async execute(input: { admin: PublicUser; query: RefundRequestListQuery }): Promise<ConsultationView[]> {
    requireRole(input.admin, 'admin')
    return (await this.consultations.listRefundRequests(input.query)).map((r) => toConsultationView(r))
  }
}
