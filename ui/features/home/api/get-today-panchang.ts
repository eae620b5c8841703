import { queryOptions } from '@tanstack/react-query'
import type { TodayService } from '../../../services/today-service'
import { homeKeys } from './keys'

/** Today's panchang for Delhi (IST), shown on the home page. */
export function todayPanchangQueryOptions(today: TodayService) {
  return queryOptions({
    queryKey: homeKeys.todayPanchang,
    queryFn: () => today.panchangToday(),
  })
}
