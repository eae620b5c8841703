import { notFound } from '@tanstack/react-router'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { HttpError } from '../services/http'

/** The statuses of content that is not there: unknown (404) or removed for good (410). */
const MISSING = new Set([404, 410])

/**
 * For a page loader on the server: when the page's own content (an article, an astrologer) answered 404
 * or 410, the page is the not-found page with that status, not a page that says "not found" under a 200
 * (a soft 404, which search engines index). The status travels as the not-found's data.
 */
export function throwIfMissing(queryClient: QueryClient, queryKey: QueryKey): void {
  const error = queryClient.getQueryState(queryKey)?.error
  if (error instanceof HttpError && MISSING.has(error.status)) throw notFound({ data: { status: error.status } })
}

/** The status a not-found carries (410 for removed content), 404 when it names none. */
export function missingStatus(error: unknown): number {
  const status = (error as { data?: { status?: unknown } } | null)?.data?.status
  return typeof status === 'number' && MISSING.has(status) ? status : 404
}
