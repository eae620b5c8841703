import type { OnboardAstrologers } from '../../../core/astrologers/onboard-astrologers'
import { Router } from 'express'
import type { ListContactMessages } from '../../../core/administration/list-contact-messages'
import type { SubmitContactMessage } from '../../../core/administration/submit-contact-message'
import type { AnswerContactMessage } from '../../../core/administration/answer-contact-message'
import { requireUser } from '../auth-middleware'

export interface ContactRouteDeps {
  submitContactMessage: SubmitContactMessage
  listContactMessages: ListContactMessages
  answerContactMessage: AnswerContactMessage
  onboardAstrologers: OnboardAstrologers
}

/** POST /api/contact (anyone, limited per address); GET /api/admin/responses and POST …/{id}/reply (admins). */
export function contactRoutes(deps: ContactRouteDeps): Router {
  const router = Router()
  // Astrologers apply to join (public, limited per address); admins decide under /api/admin.
  router.post('/astrologer-applications', async (req, res) => {
    res.status(201).json(await deps.onboardAstrologers.apply(req.body ?? {}, req.ip ?? 'unknown'))
  })
  router.post('/contact', async (req, res) => {
    res.status(201).json(await deps.submitContactMessage.execute({ body: req.body, ip: req.ip ?? 'unknown' }))
  })
  router.get('/admin/responses', requireUser('admin'), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.listContactMessages.execute())
  })
  router.post('/admin/responses/:id/reply', requireUser('admin'), async (req, res) => {
    res.json(await deps.answerContactMessage.execute(req.user!, String(req.params.id), req.body))
  })
  return router
}
