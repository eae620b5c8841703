import { formatQuery } from '../../../components/query-string'
import type { LanguageCode } from '../../../../core/shared/language'

/**
 * The query string of the panchang pages: what a shared link carries. Every page reads the same
 * keys, so a link can move between /panchang, /choghadiya, /panchang/month and /shubh-muhurat/* and
 * keep its place:
 *
 * `?date=2025-10-20&place=Mumbai,+Maharashtra,+India&lat=19.0728&lon=72.8826&tz=Asia/Kolkata&rise=apparent`
 *
 * `date` (YYYY-MM-DD) for the day pages, `month` (YYYY-MM) for the month pages, `year` for
 * /hindu-festivals; `place`, `lat`, `lon` and `tz` for the place (New Delhi, or the last place
 * chosen, when absent); `rise=apparent` for the newspaper sunrise (the Hindu one otherwise).
 */

/** A place the panchang is computed for. */
export interface PanchangPlace {
  /** what the visitor sees ('Mumbai, Maharashtra, India') */
  name: string
  /** degrees, north positive */
  lat: number
  /** degrees, east positive */
  lon: number
  /** IANA zone; the server finds it from the coordinates when absent */
  tz?: string
}

export type RiseConvention = 'hindu' | 'apparent'

export interface YearMonth {
  year: number
  /** 1–12 */
  month: number
}

/** What a panchang page's query string holds (invalid values are dropped). */
export interface PanchangSearch {
  date: string | null
  month: YearMonth | null
  year: number | null
  place: PanchangPlace | null
  rise: RiseConvention
}

/** The spec's place of the home card and the default of every panchang page: New Delhi, IST. */
export const DEFAULT_PLACE: PanchangPlace = { name: 'New Delhi, Delhi, India', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }

/**
 * The default place's name as readers of each language write it. The places index has native names
 * only as search keys, not as display names, so the one place every page starts with is named here.
 */
const DEFAULT_PLACE_NAMES: Record<LanguageCode, string> = {
  en: DEFAULT_PLACE.name,
  hi: 'नई दिल्ली, दिल्ली, भारत',
  ta: 'புது தில்லி, தில்லி, இந்தியா',
  te: 'న్యూ ఢిల్లీ, ఢిల్లీ, భారతదేశం',
}

/** The default place (New Delhi) named in a page's language. */
export function defaultPlace(language: LanguageCode): PanchangPlace {
  return { ...DEFAULT_PLACE, name: DEFAULT_PLACE_NAMES[language] ?? DEFAULT_PLACE.name }
}

/** Years the API answers for (core/panchang/request.ts). */
export const API_FIRST_YEAR = 1800
export const API_LAST_YEAR = 2399

/** True for a real calendar date 'YYYY-MM-DD' in the years the API answers for. */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number)
  if (y < API_FIRST_YEAR || y > API_LAST_YEAR) return false
  const t = new Date(Date.UTC(y, m - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
}

/** 'YYYY-MM-DD' moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Weekday 0–6 (0 = Sunday) of 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** A month moved by whole months. */
export function shiftMonth(value: YearMonth, months: number): YearMonth {
  const index = value.year * 12 + (value.month - 1) + months
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
}

/** 'YYYY-MM' of a month. */
export function monthKey(value: YearMonth): string {
  return `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}`
}

/** 'YYYY-MM' → the month, or null. */
export function parseMonth(value: string | null | undefined): YearMonth | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? '')
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  return month >= 1 && month <= 12 && year >= API_FIRST_YEAR && year <= API_LAST_YEAR ? { year, month } : null
}

function coordinate(text: string | null | undefined, limit: number): number | null {
  if (!text || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim())) return null
  const value = Number(text)
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/

/** Reads a panchang page's query string. */
export function parsePanchangSearch(params: URLSearchParams | Readonly<Record<string, unknown>>): PanchangSearch {
  const get = (key: string): string | null => {
    if (params instanceof URLSearchParams) return params.get(key)
    const value = params[key]
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null
  }
  const date = get('date')
  const year = Number(get('year'))
  const lat = coordinate(get('lat'), 89.9999)
  const lon = coordinate(get('lon'), 180)
  const tz = get('tz')?.trim()
  const name = get('place')?.trim()
  return {
    date: isCalendarDate(date) ? date : null,
    month: parseMonth(get('month')),
    year: Number.isInteger(year) && year >= API_FIRST_YEAR && year <= API_LAST_YEAR ? year : null,
    place:
      lat !== null && lon !== null
        ? { name: name || formatPoint(lat, lon), lat, lon, ...(tz && ZONE.test(tz) ? { tz } : {}) }
        : null,
    rise: get('rise') === 'apparent' ? 'apparent' : 'hindu',
  }
}

/** Coordinates rounded to 4 decimals (about 10 m): enough for sunrise to the second, short in a link. */
function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/** The query string (no '?') for a page; only what is given is written. */
export function panchangSearchString(search: {
  date?: string | null
  month?: YearMonth | null
  year?: number | null
  place?: PanchangPlace | null
  rise?: RiseConvention
}): string {
  const place = search.place
  return formatQuery([
    ['date', search.date ?? undefined],
    ['month', search.month ? monthKey(search.month) : undefined],
    ['year', search.year ? String(search.year) : undefined],
    ['place', place?.name || undefined],
    ['lat', place ? String(roundCoordinate(place.lat)) : undefined],
    ['lon', place ? String(roundCoordinate(place.lon)) : undefined],
    ['tz', place?.tz],
    ['rise', search.rise === 'apparent' ? 'apparent' : undefined],
  ])
}

/** '28.61°N, 77.21°E' for a place without a name. */
function formatPoint(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(2)}°${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(2)}°${lon >= 0 ? 'E' : 'W'}`
}

/** True when two places are the same point (to the 4 decimals a link keeps). */
export function samePlace(a: PanchangPlace | null | undefined, b: PanchangPlace | null | undefined): boolean {
  return !!a && !!b && roundCoordinate(a.lat) === roundCoordinate(b.lat) && roundCoordinate(a.lon) === roundCoordinate(b.lon)
}

/** The storage key of the last place chosen on a panchang page. */
export const PLACE_STORAGE_KEY = 'panchang_place'

/** The remembered place from storage, or null when there is none or it is unreadable. */
export function readRememberedPlace(storage: Pick<Storage, 'getItem'> | null | undefined): PanchangPlace | null {
  try {
    const raw = storage?.getItem(PLACE_STORAGE_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<PanchangPlace>
    const lat = typeof value.lat === 'number' && Math.abs(value.lat) < 90 ? value.lat : null
    const lon = typeof value.lon === 'number' && Math.abs(value.lon) <= 180 ? value.lon : null
    if (lat === null || lon === null) return null
    const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim() : formatPoint(lat, lon)
    return { name, lat, lon, ...(typeof value.tz === 'string' && ZONE.test(value.tz) ? { tz: value.tz } : {}) }
  } catch {
    return null
  }
}

/** Remembers a place (errors of a full or blocked storage are ignored). */
export function rememberPlace(storage: Pick<Storage, 'setItem'> | null | undefined, place: PanchangPlace): void {
  try {
    storage?.setItem(PLACE_STORAGE_KEY, JSON.stringify({ name: place.name, lat: place.lat, lon: place.lon, tz: place.tz }))
  } catch {
    // storage full or blocked: the place is simply not remembered
  }
}

/** The browser's local storage, or null where there is none. */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}
