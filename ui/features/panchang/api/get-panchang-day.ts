import { queryOptions } from '@tanstack/react-query'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { panchangKeys } from './keys'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeQuery, type PanchangServices } from './query-options'

/** GET /api/panchang for a date at a place. */
export function panchangDayQueryOptions(services: PanchangServices, date: string, place: PanchangPlace, rise: RiseConvention) {
  return queryOptions({
    queryKey: panchangKeys.day(date, place, rise),
    queryFn: () => services.panchang.day({ date, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
