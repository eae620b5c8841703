import { Router } from 'express'
import type { ListContactMessages } from '../../../core/use-cases/list-contact-messages'
import type { SubmitContactMessage } from '../../../core/use-cases/submit-contact-message'
import { requireUser } from '../auth-middleware'

export interface ContactRouteDeps {
  submitContactMessage: SubmitContactMessage
  listContactMessages: ListContactMessages
}

/** POST /api/contact (anyone, limited per address) and GET /api/admin/responses (admins). */
export function contactRoutes(deps: ContactRouteDeps): Router {
  const router = Router()
  router.post('/contact', async (req, res) => {
    res.status(201).json(await deps.submitContactMessage.execute({ body: req.body, ip: req.ip ?? 'unknown' }))
  })
  router.get('/admin/responses', requireUser('admin'), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.listContactMessages.execute())
  })
  return router
}
