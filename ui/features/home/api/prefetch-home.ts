import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { platformTermsQueryOptions } from '../../../components/platform-claims'
import { astrologersQueryOptions } from './get-astrologers'
import { dailyHoroscopeQueryOptions } from './get-daily-horoscope'
import { platformStatsQueryOptions } from './get-platform-stats'
import { todayPanchangQueryOptions } from './get-today-panchang'

/**
 * Route loader of the home page: the live stats and the marketing figures, the first astrologers, today's panchang and the day's
 * prediction, so the server's HTML shows them (failures are left to the page's own error states).
 */
export function prefetchHome(queryClient: QueryClient, services: Services, language: LanguageCode): Promise<unknown> {
  return Promise.allSettled([
    queryClient.prefetchQuery(platformStatsQueryOptions(services.content)),
    queryClient.prefetchQuery(platformTermsQueryOptions(services.content)),
    queryClient.prefetchQuery(astrologersQueryOptions(services.content)),
    queryClient.prefetchQuery(todayPanchangQueryOptions(services.today)),
    queryClient.prefetchQuery(dailyHoroscopeQueryOptions(services.today, 'Aries', language)),
  ])
}
