import { queryOptions } from '@tanstack/react-query'
import type { MuhuratCategoryId } from '../../../../core/rules/panchang-request'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeKey, placeQuery, type PanchangServices } from './query-keys'

/** GET /api/muhurat for an undertaking, a month and a place. */
export function muhuratQueryOptions(
  services: PanchangServices,
  category: MuhuratCategoryId,
  year: number,
  month: number,
  place: PanchangPlace,
  rise: RiseConvention,
) {
  return queryOptions({
    queryKey: ['panchang', 'muhurat', category, year, month, ...placeKey(place, rise)] as const,
    queryFn: () => services.panchang.muhurat({ category, year, month, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
