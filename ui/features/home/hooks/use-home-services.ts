import { useServices } from '../../../services/services-context'
import type { ContentService } from '../../../services/types'
import type { TodayService } from '../../../services/today-service'

/** The services the home page needs: content, and today's panchang and prediction. */
export function useHomeServices(): { content: ContentService; today: TodayService } {
  const services = useServices()
  return { content: services.content, today: services.today }
}
