import { Router, type Response } from 'express'
import type { FindMuhurat } from '../../../core/use-cases/find-muhurat'
import type { GetPanchang } from '../../../core/use-cases/get-panchang'
import type { GetPanchangMonth } from '../../../core/use-cases/get-panchang-month'
import type { GetPanchangToday } from '../../../core/use-cases/get-panchang-today'
import type { ListFestivals } from '../../../core/use-cases/list-festivals'

/** The year-long and search-heavy ones may run on worker threads (core/ports/heavy-computation.ts). */
export interface PanchangRouteDeps {
  getPanchang: GetPanchang
  getPanchangToday: GetPanchangToday
  getPanchangMonth: Pick<GetPanchangMonth, 'execute'>
  listFestivals: Pick<ListFestivals, 'execute'>
  findMuhurat: Pick<FindMuhurat, 'execute'>
}

/** A date-and-place answer never changes: browsers and proxies may keep it a day (Express adds a weak ETag). */
function cacheable(res: Response, seconds = 86_400): void {
  res.setHeader('Cache-Control', `public, max-age=${seconds}`)
}

/**
 * The panchang calls (mounted under /api; shared/API.md): GET /panchang, /panchang/today,
 * /panchang/month, /festivals and /muhurat. All public; bad input is a 400 with field issues
 * (the use cases' ValidationError through the error middleware); answers carry Cache-Control and an ETag,
 * and a matching If-None-Match is answered 304.
 */
export function panchangRoutes(deps: PanchangRouteDeps): Router {
  const router = Router()
  router.get('/panchang/today', async (_req, res) => {
    const body = await deps.getPanchangToday.execute()
    cacheable(res, 60)
    res.json(body)
  })
  router.get('/panchang/month', async (req, res) => {
    const body = await deps.getPanchangMonth.execute(req.query)
    cacheable(res)
    res.json(body)
  })
  router.get('/panchang', async (req, res) => {
    const body = await deps.getPanchang.execute(req.query)
    cacheable(res)
    res.json(body)
  })
  router.get('/festivals', async (req, res) => {
    const body = await deps.listFestivals.execute(req.query)
    cacheable(res)
    res.json(body)
  })
  router.get('/muhurat', async (req, res) => {
    const body = await deps.findMuhurat.execute(req.query)
    cacheable(res)
    res.json(body)
  })
  return router
}
