import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { KundliRequest, Services } from '../../../services/types'
import { kundliRequestOf, parseBirthSearch } from '../../../components/birth/birth-search'

/** A chart never changes for the same request: keep it for the session (30 minutes unused). */
const CHART_CACHE_MS = 30 * 60 * 1000

/** GET /api/kundli for one request. 400 and 409 answers reach the page as the query's error. */
export function kundliQueryOptions(services: Pick<Services, 'kundli'>, request: KundliRequest) {
  return queryOptions({
    queryKey: ['kundli', request.date, request.time, request.lat, request.lon, request.tz ?? '', request.disambiguation ?? ''] as const,
    queryFn: () => services.kundli.chart(request),
    staleTime: Infinity,
    gcTime: CHART_CACHE_MS,
  })
}

/**
 * Route loader of the kundli pages: starts fetching the chart that the query string describes, so a
 * shared link loads the chart while the page's code arrives. It does not wait: a 400 or 409 answer is
 * shown by the page (the form, or the choice of readings), never as a route error.
 */
export function prefetchKundliFromSearch(queryClient: QueryClient, services: Pick<Services, 'kundli'>, search: Readonly<Record<string, unknown>>): void {
  const request = kundliRequestOf(parseBirthSearch(search))
  if (request) void queryClient.prefetchQuery(kundliQueryOptions(services, request))
}
