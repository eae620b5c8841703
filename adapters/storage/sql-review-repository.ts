import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { PublicReview, ReviewView } from '../../core/domain/consultation'
import { ConflictError } from '../../core/errors'
import type { NewReview, ReviewRepository } from '../../core/consultations/ports/review-repository'
import { publicFirstName } from '../../core/consultations/rules'
import type { Database } from './schema'
import { isUniqueViolation } from './sql-errors'

/**
 * Reviews, and the astrologer's rating and count recomputed from them in the same transaction.
 * The figures an astrologer had before the first real review (the demo seed's) are kept once as a
 * baseline (`review_baseline_*`); afterwards `reviews = baseline + real` and `rating` is the weighted mean.
 * A profile created on the platform starts from 0 reviews, so its figures are its real reviews only.
 */
export class SqlReviewRepository implements ReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(review: NewReview): Promise<ReviewView> {
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('astrologers')
          .set({ review_baseline_count: sql`coalesce(review_baseline_count, reviews)`, review_baseline_rating: sql`coalesce(review_baseline_rating, rating)` })
          .where('id', '=', review.astrologerId)
          .execute()
        await tx
          .insertInto('consultation_reviews')
          .values({
            consultation_id: review.consultationId,
            astrologer_id: review.astrologerId,
            customer_id: review.customerId,
            rating: review.rating,
            text: review.text,
            created_at: review.at,
          })
          .execute()
        const totals = await tx
          .selectFrom('consultation_reviews')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('rating').as('total')])
          .where('astrologer_id', '=', review.astrologerId)
          .executeTakeFirstOrThrow()
        const base = await tx.selectFrom('astrologers').select(['review_baseline_count', 'review_baseline_rating']).where('id', '=', review.astrologerId).executeTakeFirstOrThrow()
        const baseCount = Number(base.review_baseline_count ?? 0)
        const baseRating = Number(base.review_baseline_rating ?? 0)
        const count = baseCount + Number(totals.n)
        const rating = count === 0 ? 0 : (baseRating * baseCount + Number(totals.total ?? 0)) / count
        await tx
          .updateTable('astrologers')
          .set({ reviews: count, rating: Math.round(Math.min(5, Math.max(0, rating)) * 100) / 100 })
          .where('id', '=', review.astrologerId)
          .execute()
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('This consultation already has a review', 'CONSULTATION.ALREADY_REVIEWED')
      throw error
    }
    return { rating: review.rating, text: review.text, createdAt: review.at.toISOString() }
  }

  async listForAstrologer(astrologerId: string, page: { limit: number; before?: Date }): Promise<PublicReview[]> {
    let query = this.db
      .selectFrom('consultation_reviews as r')
      .innerJoin('users as u', 'u.id', 'r.customer_id')
      .select(['r.consultation_id', 'r.rating', 'r.text', 'r.created_at', 'u.name'])
      .where('r.astrologer_id', '=', astrologerId)
    if (page.before) query = query.where('r.created_at', '<', page.before)
    const rows = await query.orderBy('r.created_at', 'desc').limit(page.limit).execute()
    return rows.map((r) => ({
      id: reviewId(r.consultation_id),
      rating: Number(r.rating),
      text: r.text,
      customerName: publicFirstName(r.name),
      createdAt: new Date(r.created_at).toISOString(),
    }))
  }
}

/** A review's public id: derived from its consultation's, which stays private. */
function reviewId(consultationId: string): string {
  return `rev-${createHash('sha256').update(consultationId).digest('base64url').slice(0, 16)}`
}
