import { Router } from 'express'
import type { SearchLocations } from '../../../core/shared/search-locations'
import { SHARED_PATHS } from '../../../core/shared/paths'

interface LocationRouteDeps {
  searchLocations: SearchLocations
  /** shown with the results (GeoNames or OpenStreetMap); the location search adapter's `attribution` */
  attribution?: string
  /** how long browsers and proxies may reuse an answer, seconds (default 1 hour) */
  cacheSeconds?: number
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/**
 * GET /locations/search?query=TEXT[&limit=N][&lang=en|hi|ta|te] → `{success: true, locations, attribution}`
 * Fewer than 2 characters: an empty list; over 100 or control characters: a
 * ValidationError (400 through the error middleware).
 */
export function locationRoutes(deps: LocationRouteDeps): Router {
  const router = Router()
  const cacheControl = `public, max-age=${deps.cacheSeconds ?? 3600}`
  router.get(SHARED_PATHS.locationSearch, async (req, res) => {
    const query = single(req.query.query ?? req.query.q) ?? ''
    const locations = await deps.searchLocations.execute({
      query: query as string,
      limit: single(req.query.limit) as number | undefined,
      lang: single(req.query.lang) as string | undefined,
    })
    res.setHeader('Cache-Control', cacheControl)
    res.json({ success: true, locations, ...(deps.attribution ? { attribution: deps.attribution } : {}) })
  })
  return router
}
