import { Router } from 'express'
import type { GenerateKundli } from '../../../core/use-cases/generate-kundli'

/** POST /api/kundli (the kundli form's fields; GET /api/kundli is a declared read, core/kundli/endpoints.ts): public. */
export function kundliRoutes(deps: { generateKundli: GenerateKundli }): Router {
  const router = Router()
  router.post('/kundli', async (req, res) => {
    res.json(await deps.generateKundli.executeForm(req.body))
  })
  return router
}
