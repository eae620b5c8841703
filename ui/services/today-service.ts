import { createHttpClient, type HttpClient } from './http'
import type { LanguageCode } from '../../core/shared/language'
import { PANCHANG_PATHS } from '../../core/panchang/paths'
import { HOROSCOPE_PATHS } from '../../core/horoscope/paths'
import { pathTo } from '../../core/shared/read-endpoint'
import type { PanchangToday as PanchangTodayAnswer } from '../../core/panchang/get-panchang-today'
import type { HoroscopeAnswer } from '../../core/horoscope/get-horoscope'

/**
 * The home page's panchang today (Delhi, IST), GET /api/panchang/today's `data` (docs/panchang.md): the
 * limbs in force now with the share of the tithi and nakshatra elapsed, English names (the card
 * translates them), instants as ISO times with the +05:30 offset.
 */
export type PanchangToday = PanchangTodayAnswer['data']

/** A horoscope as GET /api/horoscope/{period}/{sign} answers it. */
export type Horoscope = HoroscopeAnswer

/** Today's panchang and daily prediction (the home page's cards). */
export interface TodayService {
  panchangToday(): Promise<PanchangToday>
  dailyHoroscope(sign: string, lang: LanguageCode): Promise<Horoscope>
}

export function createHttpTodayService(http: HttpClient = createHttpClient()): TodayService {
  return {
    async panchangToday() {
      const answer = await http.get(PANCHANG_PATHS.today)
      const data = answer && typeof answer === 'object' && 'data' in answer ? answer.data : (answer as PanchangToday)
      if (!data || typeof data !== 'object' || !('tithi' in data)) throw new Error('Panchang unavailable')
      return data
    },
    dailyHoroscope(sign, lang) {
      return http.get<Horoscope>(
        `${pathTo(HOROSCOPE_PATHS.horoscope, { period: 'daily', sign: sign.toLowerCase() })}?lang=${encodeURIComponent(lang)}`,
      )
    },
  }
}
