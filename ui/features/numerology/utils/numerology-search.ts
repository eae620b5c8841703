/**
 * The query strings of the numerology pages: /numerology?name=…&date=YYYY-MM-DD,
 * /lucky-numbers?name=…&date=…[&moonSign=1–12], /year-{YYYY}/numerology[?year=YYYY].
 */
export interface NameDate {
  name: string
  date: string
  /** 1–12, or null when not given (lucky numbers only) */
  moonSign: number | null
}

type Search = URLSearchParams | Readonly<Record<string, unknown>>

function read(search: Search, key: string): string {
  const value = search instanceof URLSearchParams ? search.get(key) : search[key]
  return value === null || value === undefined ? '' : String(value).trim()
}

export function parseNameDate(search: Search): NameDate {
  const sign = Number(read(search, 'moonSign'))
  return { name: read(search, 'name'), date: read(search, 'date'), moonSign: Number.isInteger(sign) && sign >= 1 && sign <= 12 ? sign : null }
}

/** The API query for a name and date, or null when either is missing (the page shows the form). */
export function nameDateApiQuery(value: NameDate, language: string, withMoonSign = false): Record<string, string> | null {
  if (!value.name || !value.date) return null
  const query: Record<string, string> = { name: value.name, date: value.date, lang: language }
  if (withMoonSign && value.moonSign !== null) query.moonSign = String(value.moonSign)
  return query
}

/** The year a year page shows: `?year=` when it is a year the engine answers, else the path's year. */
export function pageYear(search: Search, pathYear: number): number {
  const year = Number(read(search, 'year'))
  return Number.isInteger(year) && year >= 1800 && year <= 2399 ? year : pathYear
}
