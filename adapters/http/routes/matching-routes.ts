import { Router } from 'express'
import { isLanguageCode } from '../../../core/rules/language'
import type { MatchKundlis } from '../../../core/use-cases/match-kundlis'

/** GET /api/matching (query) and POST /api/matching (the spec's matching form): public; the GET answer is cacheable by URL. */
export function matchingRoutes(deps: { matchKundlis: MatchKundlis }): Router {
  const router = Router()
  router.get('/matching', async (req, res) => {
    const body = await deps.matchKundlis.execute(req.query)
    res.setHeader('Cache-Control', 'public, max-age=86400')
    res.json(body)
  })
  router.post('/matching', async (req, res) => {
    // `lang` may also come as a query parameter on the POST.
    const lang = typeof req.query.lang === 'string' && isLanguageCode(req.query.lang) ? req.query.lang : undefined
    res.json(await deps.matchKundlis.executeForm(req.body, lang))
  })
  return router
}
