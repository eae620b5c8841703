import { queryOptions } from '@tanstack/react-query'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeKey, placeQuery, type PanchangServices } from './query-keys'

/** GET /api/panchang/month for a month at a place. */
export function panchangMonthQueryOptions(services: PanchangServices, year: number, month: number, place: PanchangPlace, rise: RiseConvention) {
  return queryOptions({
    queryKey: ['panchang', 'month', year, month, ...placeKey(place, rise)] as const,
    queryFn: () => services.panchang.month({ year, month, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
