import { Router } from 'express'
import type { GenerateKundli } from '../../../core/use-cases/generate-kundli'

/** GET /api/kundli (query) and POST /api/kundli (the spec's kundli form): public, cacheable by URL. */
export function kundliRoutes(deps: { generateKundli: GenerateKundli }): Router {
  const router = Router()
  router.get('/kundli', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400')
    res.json(await deps.generateKundli.execute(req.query))
  })
  router.post('/kundli', async (req, res) => {
    res.json(await deps.generateKundli.executeForm(req.body))
  })
  return router
}
