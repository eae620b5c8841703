import { Router } from 'express'
import type { ListContactMessages } from '../../../core/use-cases/list-contact-messages'
import type { SubmitContactMessage } from '../../../core/use-cases/submit-contact-message'
import type { AnswerContactMessage } from '../../../core/use-cases/answer-contact-message'
import type { ManageUsers } from '../../../core/use-cases/manage-users'
import { requireUser } from '../auth-middleware'

export interface ContactRouteDeps {
  submitContactMessage: SubmitContactMessage
  listContactMessages: ListContactMessages
  answerContactMessage: AnswerContactMessage
  manageUsers: ManageUsers
}

/** POST /api/contact (anyone, limited per address); GET /api/admin/responses and POST …/{id}/reply (admins). */
export function contactRoutes(deps: ContactRouteDeps): Router {
  const router = Router()
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
  // Users and roles (issue 12).
  router.get('/admin/users', requireUser('admin'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.manageUsers.search(req.query))
  })
  router.put('/admin/users/:id/role', requireUser('admin'), async (req, res) => res.json(await deps.manageUsers.changeRole(req.user!, String(req.params.id), req.body)))
  router.post('/admin/users/:id/suspend', requireUser('admin'), async (req, res) => res.json(await deps.manageUsers.setSuspended(req.user!, String(req.params.id), true)))
  router.post('/admin/users/:id/restore', requireUser('admin'), async (req, res) => res.json(await deps.manageUsers.setSuspended(req.user!, String(req.params.id), false)))
  return router
}
