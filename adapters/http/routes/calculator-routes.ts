import { Router } from 'express'
import type { GetDoshas } from '../../../core/use-cases/get-doshas'
import type { GetLalKitab } from '../../../core/use-cases/get-lal-kitab'
import type { GetMarriageAstrology } from '../../../core/use-cases/get-marriage-astrology'
import type { GetSadeSati } from '../../../core/use-cases/get-sade-sati'
import type { ListIngresses } from '../../../core/use-cases/list-ingresses'
import type { GetTransits } from '../../../core/use-cases/get-transits'

/** The calculators' use cases (issue 10). */
export interface CalculatorRouteDeps {
  getDoshas: GetDoshas
  getSadeSati: GetSadeSati
  getTransits: GetTransits
  listIngresses: ListIngresses
  getLalKitab: GetLalKitab
  getMarriageAstrology: GetMarriageAstrology
}

/**
 * GET /api/doshas, /api/sade-sati, /api/transits, /api/lal-kitab, /api/marriage-astrology: public,
 * cacheable by URL (a birth's answer never changes; sade sati's `current` and transits by the hour).
 */
export function calculatorRoutes(deps: CalculatorRouteDeps): Router {
  const router = Router()
  const day = 'public, max-age=86400'
  router.get('/doshas', async (req, res) => {
    res.setHeader('Cache-Control', day)
    res.json(await deps.getDoshas.execute(req.query))
  })
  router.get('/sade-sati', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.json(await deps.getSadeSati.execute(req.query))
  })
  router.get('/transits', async (req, res) => {
    res.setHeader('Cache-Control', day)
    res.json(await deps.getTransits.execute(req.query))
  })
  router.get('/ingresses', async (req, res) => {
    res.setHeader('Cache-Control', day)
    res.json(await deps.listIngresses.execute(req.query))
  })
  router.get('/lal-kitab', async (req, res) => {
    res.setHeader('Cache-Control', day)
    res.json(await deps.getLalKitab.execute(req.query))
  })
  router.get('/marriage-astrology', async (req, res) => {
    res.setHeader('Cache-Control', day)
    res.json(await deps.getMarriageAstrology.execute(req.query))
  })
  return router
}
