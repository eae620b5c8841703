import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { TodayService } from '../../../services/today-service'
import { homeKeys } from './keys'

/** Today's prediction for one sign (lowercase English sign name) in one language. */
export function dailyHoroscopeQueryOptions(today: TodayService, sign: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: homeKeys.dailyHoroscope(sign, lang),
    queryFn: () => today.dailyHoroscope(sign, lang),
  })
}
