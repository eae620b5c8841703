import { Router } from 'express'
import type { Endpoint } from '../../core/shared/endpoint'
import type { Query, Resolve } from '../../core/shared/read-endpoint'
import { requireRole } from '../../core/accounts/require-role'
import { ROLES } from '../../core/domain/user'

const ROUTE = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const

/**
 * Mounts the declared writes and signed-in reads (core/endpoints.ts): access checked first (401
 * anonymous, 403 another role), then the use case with the caller; a success answers with the declared
 * status and Cache-Control (no-store unless said). Errors go to the error middleware.
 */
export function endpointRoutes(endpoints: readonly Endpoint[], use: Resolve): Router {
  const router = Router()
  for (const endpoint of endpoints)
    router[ROUTE[endpoint.method]](endpoint.path, async (req, res) => {
      // Refusals and errors are never stored either; a success may declare a cache of its own.
      res.setHeader('Cache-Control', 'no-store')
      const user = req.user ?? null
      if (endpoint.access === 'signed-in') requireRole(user, ...ROLES)
      else if (endpoint.access !== 'anyone') requireRole(user, endpoint.access)
      const call = { user, params: req.params as Record<string, string>, query: req.query as Query, ip: req.ip ?? 'unknown', host: req.hostname.toLowerCase(), idempotencyKey: req.get('Idempotency-Key') ?? null }
      const answer = await endpoint.answer(use, { body: req.body, call })
      if (endpoint.cache) res.setHeader('Cache-Control', endpoint.cache)
      for (const [name, value] of Object.entries(endpoint.headers ?? {})) res.setHeader(name, value)
      if (endpoint.status === 204) res.status(204).end()
      else if (endpoint.contentType) res.status(endpoint.status ?? 200).type(endpoint.contentType).send(String(answer))
      else res.status(endpoint.status ?? 200).json(answer)
    })
  return router
}
