import { queryOptions } from '@tanstack/react-query'
import type { MuhuratCategoryId } from '../../../../core/panchang/request'
import type { PanchangPlace, RiseConvention } from '../utils/panchang-search'
import { panchangKeys } from './keys'
import { KEEP_PREVIOUS, PANCHANG_CACHE_MS, placeQuery, type PanchangServices } from './query-options'

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
    queryKey: panchangKeys.muhurat(category, year, month, place, rise),
    queryFn: () => services.panchang.muhurat({ category, year, month, ...placeQuery(place, rise) }),
    staleTime: Infinity,
    gcTime: PANCHANG_CACHE_MS,
    placeholderData: KEEP_PREVIOUS,
  })
}
