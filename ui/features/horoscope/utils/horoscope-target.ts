import { SIGN_NAMES } from '../../../../core/jyotish/zodiac'
import { HINDI_RASHI_SLUGS, type HoroscopePagePeriod, type RouteEntry } from '../../../app/route-table'

/** What a horoscope page shows: a period, and a sign (null: the page lists the twelve signs). */
export interface HoroscopeTarget {
  period: HoroscopePagePeriod
  sign: (typeof SIGN_NAMES)[number] | null
  /** 'YYYY-MM-DD' from `?date=`, or null for today */
  date: string | null
}

type Search = URLSearchParams | Readonly<Record<string, unknown>>

function read(search: Search, key: string): string {
  const value = search instanceof URLSearchParams ? search.get(key) : search[key]
  return value === null || value === undefined ? '' : String(value).trim()
}

/** The sign of a path parameter: an English name (`leo`) or, for /rashi, a Hindi slug (`simha`). */
function signFromParam(param: string | undefined): HoroscopeTarget['sign'] {
  const slug = (param ?? '').toLowerCase()
  const english = SIGN_NAMES.indexOf(slug as HoroscopeTarget['sign'] & string)
  if (english >= 0) return SIGN_NAMES[english]!
  const hindi = (HINDI_RASHI_SLUGS as readonly string[]).indexOf(slug)
  return hindi >= 0 ? SIGN_NAMES[hindi]! : null
}

/**
 * A horoscope page's period and sign from its route entry (the Tamil sign pages fix the sign), its path
 * parameter (`$sign`, `$rashi`, the year pages' `$year`) and the query string (`?date=`, `?year=` for the year pages).
 */
export function horoscopeTarget(entry: RouteEntry, params: Readonly<Record<string, string | undefined>>, search: Search): HoroscopeTarget {
  const page = entry.horoscope ?? { period: 'daily' }
  const sign = signFromParam(params.sign ?? params.rashi ?? page.sign)
  const date = read(search, 'date')
  const year = Number(read(search, 'year'))
  const pathYear = /^\d{4}$/.test(params.year ?? '') ? Number(params.year) : null
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null
  if (page.period === 'yearly' && (pathYear || year)) {
    const y = Number.isInteger(year) && year >= 1800 && year <= 2399 ? year : pathYear!
    return { period: 'yearly', sign, date: `${y}-07-01` }
  }
  return { period: page.period, sign, date: validDate }
}

/** The API query of a target (the sign must be known). */
export function horoscopeApiQuery(target: HoroscopeTarget, language: string): Record<string, string> {
  return target.date ? { date: target.date, lang: language } : { lang: language }
}
