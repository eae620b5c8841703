import { queryOptions } from '@tanstack/react-query'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { panchangKeys } from './keys'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeQuery, type PanchangServices } from './query-options'

/** GET /api/panchang/month for a month at a place. */
export function panchangMonthQueryOptions(services: PanchangServices, year: number, month: number, place: PanchangPlace, rise: RiseConvention) {
  return queryOptions({
    queryKey: panchangKeys.month(year, month, place, rise),
    queryFn: () => services.panchang.month({ year, month, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
