import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { dashboardKeys } from './keys'

/**
 * GET /api/charts: the signed-in user's saved charts, newest first. Keyed by user so that another
 * account never sees a cached list; the kundli page invalidates `dashboardKeys.savedCharts` after saving.
 */
export function savedChartsQueryOptions(services: Pick<Services, 'kundli'>, userId: string) {
  return queryOptions({
    queryKey: dashboardKeys.savedChartsOf(userId),
    queryFn: () => services.kundli.savedCharts(),
    staleTime: 0,
  })
}
