import type { ReviewView } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, ForbiddenError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { ReviewRepository } from './ports/review-repository'
import type { ReviewInput } from './rules'
import { loadAsParticipant } from './consultation-access'

/**
 * The customer rates and reviews a chat that took place (accepted, now ended), once. The astrologer's
 * rating and review count are recomputed from the reviews in the same transaction.
 */
export class ReviewConsultation {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; consultationId: string; review: ReviewInput }): Promise<ReviewView> {
    const { rating, text } = input.review
    const { record, role } = await loadAsParticipant(this.consultations, input.consultationId, input.user)
    if (role !== 'customer') throw new ForbiddenError('Only the customer can review this chat')
    if (record.status !== 'ended' || !record.acceptedAt) throw new ConflictError('A chat can be reviewed once it has taken place and ended', 'CONSULTATION.NOT_ENDED')
    if (record.review) throw new ConflictError('This consultation already has a review', 'CONSULTATION.ALREADY_REVIEWED')
    return this.reviews.add({ consultationId: record.id, astrologerId: record.astrologerId, customerId: record.customerId, rating, text, at: this.clock.now() })
  }
}
