import { queryOptions } from '@tanstack/react-query'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { panchangKeys } from './keys'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeQuery, type PanchangServices } from './query-options'

/** GET /api/festivals for a year at a place. */
export function festivalsQueryOptions(services: PanchangServices, year: number, place: PanchangPlace, rise: RiseConvention) {
  return queryOptions({
    queryKey: panchangKeys.festivals(year, place, rise),
    queryFn: () => services.panchang.festivals({ year, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
