import { queryOptions } from '@tanstack/react-query'
import type { KundliRequest, Services } from '../../services/types'
import { kundliKeys } from '../../features/kundli/api/keys'

/** A chart never changes for the same request: keep it for the session (30 minutes unused). */
const CHART_CACHE_MS = 30 * 60 * 1000

/**
 * GET /api/kundli for one request, under one cache key shared by every page that draws or reads a
 * chart (kundli, matching, baby names). 400 and 409 answers reach the page as the query's error.
 */
export function kundliQueryOptions(services: Pick<Services, 'kundli'>, request: KundliRequest) {
  return queryOptions({
    queryKey: kundliKeys.chart(request),
    queryFn: () => services.kundli.chart(request),
    staleTime: Infinity,
    gcTime: CHART_CACHE_MS,
  })
}
