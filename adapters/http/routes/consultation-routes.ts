import { Router } from 'express'
import type { AcceptConsultation } from '../../../core/consultations/accept-consultation'
import type { DeclineConsultation } from '../../../core/consultations/decline-consultation'
import type { DecideConsultationRefund } from '../../../core/consultations/decide-consultation-refund'
import type { EndConsultation } from '../../../core/consultations/end-consultation'
import type { GetConsultation } from '../../../core/consultations/get-consultation'
import type { ListChatMessages } from '../../../core/consultations/list-chat-messages'
import type { ListConsultations } from '../../../core/consultations/list-consultations'
import type { ListRefundRequests } from '../../../core/consultations/list-refund-requests'
import type { MarkChatRead } from '../../../core/consultations/mark-chat-read'
import type { RequestConsultation } from '../../../core/consultations/request-consultation'
import type { RequestConsultationRefund } from '../../../core/consultations/request-consultation-refund'
import type { SendChatMessage } from '../../../core/consultations/send-chat-message'
import { requireUser } from '../auth-middleware'

export interface ConsultationRouteDeps {
  requestConsultation: RequestConsultation
  acceptConsultation: AcceptConsultation
  declineConsultation: DeclineConsultation
  endConsultation: EndConsultation
  listConsultations: ListConsultations
  getConsultation: GetConsultation
  listChatMessages: ListChatMessages
  sendChatMessage: SendChatMessage
  markChatRead: MarkChatRead
  requestConsultationRefund: RequestConsultationRefund
  decideConsultationRefund: DecideConsultationRefund
  listRefundRequests: ListRefundRequests
}

/**
 * /api/consultations (docs/ui-contract.md "Consultations and chat"): a customer requests a chat, the
 * astrologer accepts or declines, either ends it; messages and read receipts over HTTP as a fallback to
 * the socket; the refund request. Reviews are in review-routes.ts.
 */
export function consultationRoutes(deps: ConsultationRouteDeps): Router {
  const router = Router()
  const signedIn = requireUser()
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  router.post('/', requireUser('customer'), async (req, res) => {
    const consultation = await deps.requestConsultation.execute({ customer: req.user!, body: req.body ?? {}, idempotencyKey: req.get('Idempotency-Key') ?? null })
    res.status(201).json(consultation)
  })
  router.get('/', signedIn, async (req, res) => {
    res.json(await deps.listConsultations.execute({ user: req.user!, query: req.query }))
  })
  router.get('/:id', signedIn, async (req, res) => {
    res.json(await deps.getConsultation.execute({ user: req.user!, consultationId: req.params.id as string }))
  })
  router.post('/:id/accept', signedIn, async (req, res) => {
    res.json(await deps.acceptConsultation.execute({ user: req.user!, consultationId: req.params.id as string }))
  })
  router.post('/:id/decline', signedIn, async (req, res) => {
    res.json(await deps.declineConsultation.execute({ user: req.user!, consultationId: req.params.id as string }))
  })
  router.post('/:id/end', signedIn, async (req, res) => {
    res.json(await deps.endConsultation.execute({ user: req.user!, consultationId: req.params.id as string }))
  })
  router.get('/:id/messages', signedIn, async (req, res) => {
    res.json(await deps.listChatMessages.execute({ user: req.user!, consultationId: req.params.id as string, query: req.query }))
  })
  router.post('/:id/messages', signedIn, async (req, res) => {
    res.status(201).json(await deps.sendChatMessage.execute({ user: req.user!, consultationId: req.params.id as string, body: req.body ?? {} }))
  })
  router.post('/:id/read', signedIn, async (req, res) => {
    await deps.markChatRead.execute({ user: req.user!, consultationId: req.params.id as string, body: req.body ?? {} })
    res.status(204).end()
  })
  router.post('/:id/refund-request', signedIn, async (req, res) => {
    res.status(201).json(await deps.requestConsultationRefund.execute({ user: req.user!, consultationId: req.params.id as string, body: req.body ?? {} }))
  })
  return router
}

/** Admin refund queue under /api/admin: GET /refund-requests, POST /refund-requests/{consultationId}/grant|deny. */
export function adminConsultationRoutes(deps: ConsultationRouteDeps): Router {
  const router = Router()
  const admin = requireUser('admin')
  router.get('/refund-requests', admin, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.listRefundRequests.execute({ admin: req.user!, query: req.query }))
  })
  for (const decision of ['grant', 'deny'] as const)
    router.post(`/refund-requests/:id/${decision}`, admin, async (req, res) => {
      res.json(await deps.decideConsultationRefund.execute({ admin: req.user!, consultationId: req.params.id as string, decision, body: req.body ?? {} }))
    })
  return router
}
