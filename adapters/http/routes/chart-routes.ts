import { Router } from 'express'
import type { DeleteSavedChart } from '../../../core/kundli/delete-saved-chart'
import type { ListSavedCharts } from '../../../core/kundli/list-saved-charts'
import type { SaveChart } from '../../../core/kundli/save-chart'
import { requireUser } from '../auth-middleware'

export interface ChartRouteDeps {
  saveChart: SaveChart
  listSavedCharts: ListSavedCharts
  deleteSavedChart: DeleteSavedChart
}

/** The signed-in user's saved charts: GET, POST and DELETE /api/charts. */
export function chartRoutes(deps: ChartRouteDeps): Router {
  const router = Router()
  router.use(requireUser())
  router.get('/', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.listSavedCharts.execute(req.user!.id))
  })
  router.post('/', async (req, res) => {
    res.status(201).json(await deps.saveChart.execute(req.user!.id, req.body))
  })
  router.delete('/:id', async (req, res) => {
    await deps.deleteSavedChart.execute(req.user!.id, req.params.id)
    res.status(204).end()
  })
  return router
}
