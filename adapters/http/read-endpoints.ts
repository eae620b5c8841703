import { Router } from 'express'
import type { Query, ReadEndpoint, Resolve } from '../../core/shared/read-endpoint'

/**
 * Mounts the declared public reads (core/read-endpoints.ts): each answers its use case's JSON with the
 * declared Cache-Control (a form's POST with none). Errors go to the error middleware, uncached.
 */
export function readEndpointRoutes(endpoints: readonly ReadEndpoint[], use: Resolve): Router {
  const router = Router()
  for (const endpoint of endpoints)
    router[endpoint.method === 'POST' ? 'post' : 'get'](endpoint.path, async (req, res) => {
      const query = req.query as Query
      const answer = await endpoint.answer(use, { query, params: req.params as Record<string, string>, body: endpoint.method === 'POST' ? req.body : undefined })
      if (endpoint.cache) res.setHeader('Cache-Control', typeof endpoint.cache === 'function' ? endpoint.cache(query) : endpoint.cache)
      res.json(answer)
    })
  return router
}
