import { useServices } from '../../../services/services-context'
import type { ContentService } from '../../../services/types'
import { createHttpTodayService, type TodayService } from '../api/today-service'

let httpToday: TodayService | null = null

/**
 * The services the home page needs: the injected ContentService, and today's panchang and prediction.
 * When the injected services carry a `today` service (tests, or once the shell adds one), it is used;
 * otherwise an HTTP client for GET /api/panchang/today and /api/horoscope/daily/{sign}.
 */
export function useHomeServices(): { content: ContentService; today: TodayService } {
  const services = useServices() as ReturnType<typeof useServices> & { today?: TodayService }
  if (services.today) return { content: services.content, today: services.today }
  httpToday ??= createHttpTodayService()
  return { content: services.content, today: httpToday }
}
