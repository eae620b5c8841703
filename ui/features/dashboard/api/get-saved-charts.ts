import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'

/**
 * GET /api/charts: the signed-in user's saved charts, newest first. Keyed by user so that another
 * account never sees a cached list; the kundli page invalidates ['saved-charts'] after saving.
 */
export function savedChartsQueryOptions(services: Pick<Services, 'kundli'>, userId: string) {
  return queryOptions({
    queryKey: ['saved-charts', userId] as const,
    queryFn: () => services.kundli.savedCharts(),
    staleTime: 0,
  })
}
