import { createHttpClient, type HttpClient } from './http'
import type { LanguageCode } from '../../core/shared/language'
import { PANCHANG_PATHS } from '../../core/panchang/paths'
import { HOROSCOPE_PATHS } from '../../core/horoscope/paths'
import { pathTo } from '../../core/shared/read-endpoint'

/** A start/end pair as GET /api/panchang/today gives it ('HH:MM' or an ISO time, IST). */
interface TimeSpan {
  start: string
  end: string
}

/**
 * The home page's panchang today (Delhi, IST), as GET /api/panchang/today answers it (docs/panchang.md): the
 * limbs in force now with the share of the tithi and nakshatra elapsed, English names (the card
 * translates them), instants as ISO times with the +05:30 offset.
 */
export interface PanchangToday {
  /** today's date in IST, YYYY-MM-DD */
  date?: string
  tithi: { name: string; paksha?: 'shukla' | 'krishna'; percentage?: number; end_time?: string }
  nakshatra: { name: string; percentage?: number; end_time?: string }
  yoga: { name: string; end_time?: string }
  karana: { name: string; end_time?: string }
  vara: { english: string; planet_lord?: string; name?: string }
  sunrise: string | null
  sunset: string | null
  moonrise?: string | null
  moonset?: string | null
  inauspicious_timings?: { rahu_kaal?: TimeSpan; yamaganda?: TimeSpan; gulika?: TimeSpan }
  /** abhijit_muhurta is null on Wednesdays (there is none) */
  auspicious_timings?: { abhijit_muhurta?: TimeSpan | null; brahma_muhurta?: TimeSpan }
}

/** A horoscope as GET /api/horoscope/{period}/{sign} answers it. */
export interface Horoscope {
  sign: string
  period: string
  from?: string
  to?: string
  lang?: string
  prediction: string
  love?: string
  career?: string
  health?: string
  finances?: string
  luckyColor?: string
  luckyNumber?: number | string
}

/** Today's panchang and daily prediction (the home page's cards). */
export interface TodayService {
  panchangToday(): Promise<PanchangToday>
  dailyHoroscope(sign: string, lang: LanguageCode): Promise<Horoscope>
}

export function createHttpTodayService(http: HttpClient = createHttpClient()): TodayService {
  return {
    async panchangToday() {
      const answer = await http.get<{ data?: PanchangToday } | PanchangToday>(PANCHANG_PATHS.today)
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
