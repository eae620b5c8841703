import { randomUUID } from 'node:crypto'
import { Router } from 'express'
import type { AdjustWallet } from '../../../core/wallet/adjust-wallet'
import type { AuditLedger } from '../../../core/wallet/audit-ledger'
import type { ListPayments } from '../../../core/wallet/list-payments'
import { requireUser } from '../auth-middleware'

export interface AdminWalletRouteDeps {
  adjustWallet: AdjustWallet
  listPayments: ListPayments
  auditLedger: AuditLedger
}

/**
 * Admin money tools under /api/admin: POST /wallet/adjust (201, the new entry; `Idempotency-Key` honoured,
 * a fresh key otherwise), GET /payments (recent recharge orders), GET /wallet/audit (do the books balance?).
 */
export function adminWalletRoutes(deps: AdminWalletRouteDeps): Router {
  const router = Router()
  const admin = requireUser('admin')
  router.post('/wallet/adjust', admin, async (req, res) => {
    const entry = await deps.adjustWallet.execute({ actor: req.user!, body: req.body ?? {}, idempotencyKey: req.get('Idempotency-Key') ?? randomUUID() })
    res.status(201).json(entry)
  })
  router.get('/payments', admin, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.listPayments.execute(req.query))
  })
  router.get('/wallet/audit', admin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.auditLedger.execute())
  })
  return router
}
