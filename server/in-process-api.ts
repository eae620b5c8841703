import { parse as parseQuery } from 'node:querystring'
import type { DependencyContainer } from 'tsyringe'
import { errorAnswer } from '../adapters/http/error-mapper'
import { DomainError } from '../core/errors'
import { READ_ENDPOINTS } from '../core/read-endpoints'
import type { Query, ReadEndpoint, Resolve } from '../core/shared/read-endpoint'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A domain error exactly as the HTTP adapter answers it. */
function errorResponse(error: DomainError): Response {
  const answer = errorAnswer(error)
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } })
}

/** An Express-style path (`/api/astrologers/:idOrSlug`) as a pattern and its parameters' names. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { pattern: new RegExp(`^${source}$`), names }
}

/**
 * The `fetch` the UI's services use while a page renders on the server: the declared public reads
 * (core/read-endpoints.ts), answered by their use cases in process (a page never fetches from its own
 * server over HTTP), with the same paths, query parsing (Express's simple parser) and answers as the HTTP
 * API, so the data the browser hydrates is byte for byte what it would have fetched. Anything else (a write,
 * a signed-in read) is not something a page does while it renders: 501.
 */
export function createInProcessFetch(container: DependencyContainer): (input: string, init?: RequestInit) => Promise<Response> {
  const use: Resolve = (token) => container.resolve(token as never)
  const table: Array<{ endpoint: ReadEndpoint; pattern: RegExp; names: string[] }> = READ_ENDPOINTS.map((endpoint) => ({ endpoint, ...compile(endpoint.path) }))
  return async (input, init) => {
    const url = new URL(input, 'http://in-process')
    const method = init?.method ?? 'GET'
    const query = parseQuery(url.search.slice(1)) as Query
    for (const { endpoint, pattern, names } of table) {
      const match = (endpoint.method ?? 'GET') === method ? pattern.exec(url.pathname) : null
      if (!match) continue
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]))
      try {
        const body = method === 'POST' ? (JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown) : undefined
        return json(200, await endpoint.answer(use, { query, params, body }))
      } catch (error) {
        if (error instanceof DomainError) return errorResponse(error)
        throw error
      }
    }
    return json(501, { message: 'Not available while rendering on the server', code: 'SSR.UNAVAILABLE' })
  }
}
