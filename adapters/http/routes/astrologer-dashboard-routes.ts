import { Router } from 'express'
import type { GetAstrologerEarnings } from '../../../core/astrologers/astrologer-earnings'
import type { GetOwnAstrologerProfile } from '../../../core/astrologers/astrologer-own-profile'
import type { SetAstrologerStatus } from '../../../core/astrologers/astrologer-set-status'
import type { UpdateAstrologerProfile } from '../../../core/astrologers/astrologer-update-profile'
import type { ListConsultations } from '../../../core/consultations/list-consultations'
import { CONSULTATION_PAGE_SIZE } from '../../../core/rules/consultation'
import { requireUser } from '../auth-middleware'

export interface AstrologerDashboardRouteDeps {
  getOwnAstrologerProfile: GetOwnAstrologerProfile
  updateAstrologerProfile: UpdateAstrologerProfile
  setAstrologerStatus: SetAstrologerStatus
  getAstrologerEarnings: GetAstrologerEarnings
  listConsultations: ListConsultations
}

/**
 * The signed-in astrologer, under /api/astrologer: GET/PATCH /me (profile), POST /me/status (online or
 * offline), GET /me/requests (pending chat requests, oldest first), GET /me/earnings (from the ledger).
 */
export function astrologerDashboardRoutes(deps: AstrologerDashboardRouteDeps): Router {
  const router = Router()
  const astrologer = requireUser('astrologer')
  const lang = (value: unknown) => (typeof value === 'string' ? value : undefined)
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  router.get('/me', astrologer, async (req, res) => {
    res.json(await deps.getOwnAstrologerProfile.execute({ user: req.user!, lang: lang(req.query.lang) }))
  })
  router.patch('/me', astrologer, async (req, res) => {
    res.json(await deps.updateAstrologerProfile.execute({ user: req.user!, body: req.body ?? {} }))
  })
  router.post('/me/status', astrologer, async (req, res) => {
    res.json(await deps.setAstrologerStatus.execute({ user: req.user!, body: req.body ?? {} }))
  })
  router.get('/me/requests', astrologer, async (req, res) => {
    res.json(await deps.listConsultations.execute({ user: req.user!, query: { role: 'astrologer', status: ['requested'], limit: CONSULTATION_PAGE_SIZE }, order: 'asc' }))
  })
  router.get('/me/earnings', astrologer, async (req, res) => {
    res.json(await deps.getAstrologerEarnings.execute({ user: req.user!, query: req.query }))
  })
  return router
}
