import { Router } from 'express'
import { isLanguageCode } from '../../../core/rules/language'
import type { MatchKundlis } from '../../../core/use-cases/match-kundlis'

/** POST /api/matching (the matching form's fields; GET /api/matching is a declared read, core/matching/endpoints.ts): public. */
export function matchingRoutes(deps: { matchKundlis: MatchKundlis }): Router {
  const router = Router()
  router.post('/matching', async (req, res) => {
    // `lang` may also come as a query parameter on the POST.
    const lang = typeof req.query.lang === 'string' && isLanguageCode(req.query.lang) ? req.query.lang : undefined
    res.json(await deps.matchKundlis.executeForm(req.body, lang))
  })
  return router
}
