/** Pure helpers of the month view, the festival calendar and the timing tables. */
import { isNowWithin } from '../../../components/panchang-time'

/** Years the festival pages offer (1900–2100); the API itself answers 1800–2399. */
export const FESTIVAL_FIRST_YEAR = 1900
export const FESTIVAL_LAST_YEAR = 2100

/** True for a year the festival routes serve. */
export function isFestivalYear(year: number): boolean {
  return Number.isInteger(year) && year >= FESTIVAL_FIRST_YEAR && year <= FESTIVAL_LAST_YEAR
}

/** The festival page of a year: `/year-2026/festivals` (the spec's 2025 URL, for any year). */
export function festivalYearPath(year: number): string {
  return `/year-${year}/festivals`
}

/**
 * The year a festival route stands for: `/year-2026/festivals` and `/festivals-2026` → 2026, the
 * `year` route parameter when the router gives one, else null (/hindu-festivals: the page's choice).
 */
export function festivalYearOfPath(path: string, params: Readonly<Record<string, string | undefined>> = {}): number | null {
  const fromParam = params.year !== undefined ? Number(params.year) : Number.NaN
  if (isFestivalYear(fromParam) && /^\d{4}$/.test(params.year ?? '')) return fromParam
  const m = /^\/(?:year-(\d{4})\/festivals|festivals-(\d{4}))\/?$/.exec(path)
  const year = m ? Number(m[1] ?? m[2]) : Number.NaN
  return isFestivalYear(year) ? year : null
}

/**
 * The year a festival page shows: its route's year, then a valid `?year=`, then the year of `today`
 * ('YYYY-MM-DD'). One rule for the page and its loader, so the server fetches the year the page renders.
 */
export function festivalPageYear(routeYear: number | null, queryYear: number | null, today: string): number {
  return routeYear ?? (queryYear !== null && isFestivalYear(queryYear) ? queryYear : Number(today.slice(0, 4)))
}

/** One cell of a month grid: a date of the month, or null for the blanks before the 1st and after the last. */
type MonthCell = string | null

/**
 * The weeks of a Gregorian month, Sunday first, as 'YYYY-MM-DD' cells (null before the 1st and after
 * the last day): 4 to 6 rows of 7.
 */
export function monthGrid(year: number, month: number): MonthCell[][] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('monthGrid: month must be 1-12')
  const first = new Date(Date.UTC(year, month - 1, 1))
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const lead = first.getUTCDay()
  const cells: MonthCell[] = Array.from({ length: lead }, () => null)
  for (let d = 1; d <= days; d++) cells.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
  while (cells.length % 7) cells.push(null)
  const weeks: MonthCell[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** Entries grouped by their month (1–12), in date order; months without entries are left out. */
export function groupByMonth<T extends { date: string }>(entries: readonly T[]): Array<{ month: number; entries: T[] }> {
  const groups = new Map<number, T[]>()
  for (const entry of [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const month = Number(entry.date.slice(5, 7))
    const list = groups.get(month) ?? []
    list.push(entry)
    groups.set(month, list)
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([month, list]) => ({ month, entries: list }))
}

/** The index of the period running at `now` (ms), or -1. */
export function currentPeriodIndex(periods: ReadonlyArray<{ start: string; end: string }>, now: number): number {
  return periods.findIndex((p) => isNowWithin(p, now))
}

/** The observance marks of a day of the month view, from its calendar entries' categories. */
interface DayMarks {
  ekadashi: boolean
  purnima: boolean
  amavasya: boolean
}

export function dayMarks(festivals: ReadonlyArray<{ category: string }>): DayMarks {
  const has = (c: string) => festivals.some((f) => f.category === c)
  return { ekadashi: has('ekadashi'), purnima: has('purnima'), amavasya: has('amavasya') }
}

/** Calendar entries worth printing in a small month cell: named festivals, then the rest, at most `limit`. */
export function cellFestivals<T extends { category: string }>(festivals: readonly T[], limit = 3): { shown: T[]; more: number } {
  const ordered = [...festivals].sort((a, b) => Number(b.category === 'festival') - Number(a.category === 'festival'))
  return { shown: ordered.slice(0, limit), more: Math.max(0, ordered.length - limit) }
}
