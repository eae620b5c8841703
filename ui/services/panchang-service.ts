import type { PanchangJson } from '../../core/jyotish/panchang/present'
import type { FestivalJson } from '../../core/festivals/present'
import type { MuhuratCategoryId } from '../../core/panchang/request'
import type { MuhuratAnswer } from '../../core/panchang/find-muhurat'
import type { PanchangMonth } from '../../core/panchang/get-panchang-month'
import type { PanchangToday } from '../../core/panchang/get-panchang-today'
import { formatQuery } from '../components/query-string'
import type { HttpClient } from './http'
import { PANCHANG_PATHS } from '../../core/panchang/paths'

export type { PanchangJson, FestivalJson, MuhuratAnswer, PanchangMonth, MuhuratCategoryId }
/** GET /api/panchang/today's `data` (the home page's panchang: Delhi, IST). */
export type PanchangTodayData = PanchangToday['data']

/**
 * A place of a panchang request: decimal degrees (north and east positive) and an IANA zone; the
 * server resolves the zone from the coordinates when it is left out. `rise` picks the sunrise
 * convention ('hindu', the default: centre of the disc, no refraction; 'apparent': upper limb with
 * refraction, as newspapers print it).
 */
export interface PanchangPlaceQuery {
  lat: number
  lon: number
  tz?: string
  rise?: 'hindu' | 'apparent'
}

/** The panchang calls (docs/panchang.md). Each rejects with an HttpError (400 with `issues`). */
export interface PanchangService {
  /** GET /api/panchang: one civil date at a place. */
  day(request: { date: string } & PanchangPlaceQuery): Promise<PanchangJson>
  /** GET /api/panchang/today: the spec's card data, Delhi in IST. */
  today(): Promise<PanchangTodayData>
  /** GET /api/panchang/month: every day of a Gregorian month (New Delhi when no place is given). */
  month(request: { year: number; month: number } & Partial<PanchangPlaceQuery>): Promise<PanchangMonth>
  /** GET /api/festivals: the festival calendar of a year (New Delhi when no place is given). */
  festivals(request: { year: number; category?: string } & Partial<PanchangPlaceQuery>): Promise<FestivalJson[]>
  /** GET /api/muhurat: the good dates and windows of a month for an undertaking. */
  muhurat(request: { category: MuhuratCategoryId; year: number; month: number } & Partial<PanchangPlaceQuery>): Promise<MuhuratAnswer>
}

/** The query string of a panchang call (no leading '?'); absent values are left out, 'hindu' is the default. */
export function panchangQuery(values: Record<string, string | number | undefined>): string {
  return formatQuery(
    Object.entries(values)
      .filter(([key, value]) => value !== undefined && value !== '' && !(key === 'rise' && value === 'hindu'))
      .map(([key, value]) => [key, String(value)] as const),
  )
}

function place(request: Partial<PanchangPlaceQuery>) {
  const both = request.lat !== undefined && request.lon !== undefined
  return { lat: both ? request.lat : undefined, lon: both ? request.lon : undefined, tz: request.tz, rise: request.rise }
}

export function createHttpPanchangService(http: HttpClient): PanchangService {
  return {
    day(request) {
      return http.get<PanchangJson>(`${PANCHANG_PATHS.panchang}?${panchangQuery({ date: request.date, ...place(request) })}`)
    },
    async today() {
      const answer = await http.get(PANCHANG_PATHS.today)
      if (!answer?.data || typeof answer.data !== 'object') throw new Error('Panchang unavailable')
      return answer.data
    },
    month(request) {
      return http.get<PanchangMonth>(`${PANCHANG_PATHS.month}?${panchangQuery({ year: request.year, month: request.month, ...place(request) })}`)
    },
    festivals(request) {
      return http.get<FestivalJson[]>(`${PANCHANG_PATHS.festivals}?${panchangQuery({ year: request.year, category: request.category, ...place(request) })}`)
    },
    muhurat(request) {
      return http.get<MuhuratAnswer>(
        `${PANCHANG_PATHS.muhurat}?${panchangQuery({ category: request.category, year: request.year, month: request.month, ...place(request) })}`,
      )
    },
  }
}
