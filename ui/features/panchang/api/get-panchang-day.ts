import { queryOptions } from '@tanstack/react-query'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeKey, placeQuery, type PanchangServices } from './query-keys'

/** GET /api/panchang for a date at a place. */
export function panchangDayQueryOptions(services: PanchangServices, date: string, place: PanchangPlace, rise: RiseConvention) {
  return queryOptions({
    queryKey: ['panchang', 'day', date, ...placeKey(place, rise)] as const,
    queryFn: () => services.panchang.day({ date, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
