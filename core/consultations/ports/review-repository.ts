import type { PublicReview, ReviewView } from '../../domain/consultation'

export interface NewReview {
  consultationId: string
  astrologerId: string
  customerId: string
  rating: number
  text: string
  at: Date
}

/**
 * Reviews after a consultation: at most one per consultation. Adding one recomputes the astrologer's
 * rating and review count in the same transaction (docs/chat.md: reviews imported with the seed count as
 * a baseline, real reviews are added to it).
 */
export interface ReviewRepository {
  /** ConflictError `CONSULTATION.ALREADY_REVIEWED` when the consultation has a review. */
  add(review: NewReview): Promise<ReviewView>
  listForAstrologer(astrologerId: string, page: { limit: number; before?: Date }): Promise<PublicReview[]>
}
export const ReviewRepository = Symbol('ReviewRepository')
