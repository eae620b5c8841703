import { queryOptions } from '@tanstack/react-query'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeKey, placeQuery, type PanchangServices } from './query-keys'

/** GET /api/festivals for a year at a place. */
export function festivalsQueryOptions(services: PanchangServices, year: number, place: PanchangPlace, rise: RiseConvention) {
  return queryOptions({
    queryKey: ['panchang', 'festivals', year, ...placeKey(place, rise)] as const,
    queryFn: () => services.panchang.festivals({ year, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
