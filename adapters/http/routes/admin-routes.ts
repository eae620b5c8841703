import { Router, type RequestHandler } from 'express'
import type { GetAdminDashboard } from '../../../core/administration/get-admin-dashboard'
import type { ListAuditLog } from '../../../core/administration/list-audit-log'
import type { ListOutbox } from '../../../core/administration/list-outbox'
import type { GetAnalyticsFunnel } from '../../../core/administration/record-analytics'
import type { OnboardAstrologers } from '../../../core/astrologers/onboard-astrologers'
import type { ManageUsers } from '../../../core/administration/manage-users'
import type { ManageSettings } from '../../../core/administration/platform-settings'
import { requireUser } from '../auth-middleware'

export interface AdminRouteDeps {
  listOutbox: ListOutbox
  listAuditLog: ListAuditLog
  manageSettings: ManageSettings
  getAdminDashboard: GetAdminDashboard
  manageUsers: ManageUsers
  getAnalyticsFunnel: GetAnalyticsFunnel
  onboardAstrologers: OnboardAstrologers
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}

/**
 * Administration under /api/admin (anonymous callers get 401, other roles 403): the mail outbox, the
 * dashboard's figures, the audit log, the settings, and users and roles.
 */
export function adminRoutes(deps: AdminRouteDeps): Router {
  const router = Router()
  router.use(requireUser('admin'))
  router.get('/outbox', noStore, async (_req, res) => res.json(await deps.listOutbox.execute()))
  router.get('/dashboard', noStore, async (_req, res) => res.json(await deps.getAdminDashboard.execute()))
  router.get('/analytics/funnel', noStore, async (req, res) => res.json(await deps.getAnalyticsFunnel.execute(req.query)))
  router.get('/audit', noStore, async (req, res) => res.json(await deps.listAuditLog.execute(req.query)))
  router.get('/settings', noStore, async (_req, res) => res.json(await deps.manageSettings.get()))
  router.put('/settings', async (req, res) => res.json(await deps.manageSettings.update(req.user!, req.body)))
  router.get('/astrologer-applications', noStore, async (req, res) => res.json(await deps.onboardAstrologers.list(req.query)))
  router.post('/astrologer-applications/:id/approve', async (req, res) => res.json(await deps.onboardAstrologers.approve(req.user!, String(req.params.id), req.body ?? {})))
  router.post('/astrologer-applications/:id/reject', async (req, res) => res.json(await deps.onboardAstrologers.reject(req.user!, String(req.params.id), req.body ?? {})))
  router.get('/recharge-packages', noStore, async (_req, res) => res.json(await deps.manageSettings.rechargePackages()))
  router.put('/recharge-packages', async (req, res) => res.json(await deps.manageSettings.replaceRechargePackages(req.user!, req.body)))
  router.get('/users', noStore, async (req, res) => res.json(await deps.manageUsers.search(req.query)))
  router.put('/users/:id/role', async (req, res) => res.json(await deps.manageUsers.changeRole(req.user!, String(req.params.id), req.body)))
  router.post('/users/:id/suspend', async (req, res) => res.json(await deps.manageUsers.setSuspended(req.user!, String(req.params.id), true)))
  router.post('/users/:id/restore', async (req, res) => res.json(await deps.manageUsers.setSuspended(req.user!, String(req.params.id), false)))
  return router
}
