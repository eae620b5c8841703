import { Router } from 'express'
import type { GetAstrologerProfile } from '../../../core/use-cases/astrologer-get-profile'
import type { ListAstrologerReviews } from '../../../core/use-cases/list-astrologer-reviews'
import type { ReviewConsultation } from '../../../core/use-cases/review-consultation'
import { requireUser } from '../auth-middleware'

export interface ReviewRouteDeps {
  reviewConsultation: ReviewConsultation
  listAstrologerReviews: ListAstrologerReviews
  getAstrologerProfile: GetAstrologerProfile
}

/**
 * Under /api: POST /consultations/{id}/review (the customer, once, after the chat), and the public
 * GET /astrologers/{idOrSlug} (profile with live availability) and GET /astrologers/{idOrSlug}/reviews.
 */
export function reviewRoutes(deps: ReviewRouteDeps): Router {
  const router = Router()
  router.post('/consultations/:id/review', requireUser(), async (req, res) => {
    res.status(201).json(await deps.reviewConsultation.execute({ user: req.user!, consultationId: req.params.id as string, body: req.body ?? {} }))
  })
  router.get('/astrologers/:idOrSlug', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=10')
    res.json(await deps.getAstrologerProfile.execute({ idOrSlug: req.params.idOrSlug as string, lang: typeof req.query.lang === 'string' ? req.query.lang : undefined }))
  })
  router.get('/astrologers/:idOrSlug/reviews', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=30')
    res.json(await deps.listAstrologerReviews.execute({ idOrSlug: req.params.idOrSlug as string, query: req.query }))
  })
  return router
}
