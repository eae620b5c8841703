import { z } from 'zod'
import type { PublicReview } from '../domain/consultation'
import { NotFoundError } from '../errors'
import type { AstrologerProfiles } from '../astrologers/ports/astrologer-profiles'
import type { ReviewRepository } from '../consultations/ports/review-repository'

/** GET /api/astrologers/{idOrSlug}/reviews?limit=&before= */
export const reviewPageSchema = z.object({
  idOrSlug: z.string(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.iso.datetime({ offset: true }).optional(),
})

/** An astrologer's real reviews, newest first (`?limit=&before=<createdAt of the last one>`). */
export class ListAstrologerReviews {
  constructor(
    private readonly profiles: AstrologerProfiles,
    private readonly reviews: ReviewRepository,
  ) {}

  async execute(page: z.output<typeof reviewPageSchema>): Promise<PublicReview[]> {
    const astrologer = await this.profiles.find(page.idOrSlug, 'en')
    if (!astrologer) throw new NotFoundError('No such astrologer')
    return this.reviews.listForAstrologer(astrologer.id, { limit: page.limit, before: page.before ? new Date(page.before) : undefined })
  }
}
