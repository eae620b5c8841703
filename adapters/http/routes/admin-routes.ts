import { Router } from 'express'
import type { ListOutbox } from '../../../core/use-cases/list-outbox'
import { requireUser } from '../auth-middleware'

/** Admin-only reads; anonymous callers get 401, other roles 403. */
export function adminRoutes(deps: { listOutbox: ListOutbox }): Router {
  const router = Router()
  router.use(requireUser('admin'))
  router.get('/outbox', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.listOutbox.execute())
  })
  return router
}
