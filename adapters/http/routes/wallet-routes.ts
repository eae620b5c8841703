import { Router } from 'express'
import type { GetWallet } from '../../../core/wallet/get-wallet'
import type { RechargeWallet } from '../../../core/wallet/recharge-wallet'
import { requireUser } from '../auth-middleware'

export interface WalletRouteDeps {
  getWallet: GetWallet
  rechargeWallet: RechargeWallet
}

/**
 * The signed-in user's wallet: GET /api/wallet (balance and history, `?before=<id>&limit=`) and
 * POST /api/wallet/recharge (`Idempotency-Key` honoured). GET /api/wallet/packages is public (content routes).
 */
export function walletRoutes(deps: WalletRouteDeps): Router {
  const router = Router()
  router.get('/', requireUser(), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.getWallet.execute(req.user!.id, req.query))
  })
  router.post('/recharge', requireUser(), async (req, res) => {
    const order = await deps.rechargeWallet.execute({ userId: req.user!.id, body: req.body ?? {}, idempotencyKey: req.get('Idempotency-Key') ?? null })
    res.setHeader('Cache-Control', 'no-store')
    res.status(201).json(order)
  })
  return router
}
