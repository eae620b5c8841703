import { Router } from 'express'
import type { ReviewConsultation } from '../../../core/consultations/review-consultation'
import { requireUser } from '../auth-middleware'

export interface ReviewRouteDeps {
  reviewConsultation: ReviewConsultation
}

/** Under /api: POST /consultations/{id}/review (the customer, once, after the chat). */
export function reviewRoutes(deps: ReviewRouteDeps): Router {
  const router = Router()
  router.post('/consultations/:id/review', requireUser(), async (req, res) => {
    res.status(201).json(await deps.reviewConsultation.execute({ user: req.user!, consultationId: req.params.id as string, body: req.body ?? {} }))
  })
  return router
}
