import { queryOptions } from '@tanstack/react-query'
import type { ContentService } from '../../../services/types'
import { homeKeys } from './keys'

/** The live-stats strip of the home page (GET /api/stats). */
export function platformStatsQueryOptions(content: ContentService) {
  return queryOptions({
    queryKey: homeKeys.platformStats,
    queryFn: () => content.stats(),
  })
}
