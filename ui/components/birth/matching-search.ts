import type { MatchingForm } from '../../../core/shared/birth-forms'

/** Coordinates as the forms carry them: numbers once a place is chosen, text when typed by hand. */
type Coordinate = number | string | null | undefined

function coordinateText(value: Coordinate): string {
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

/** The /kundli-matching query string, in the spec's order, without the leading '?'. */
export function matchingSearch(form: MatchingForm): string {
  const params = new URLSearchParams()
  params.set('boyName', form.boyName.trim())
  params.set('boyBirthDate', form.boyBirthDate)
  params.set('boyBirthTime', form.boyBirthTime)
  params.set('boyBirthPlace', form.boyBirthPlace.trim())
  params.set('girlName', form.girlName.trim())
  params.set('girlBirthDate', form.girlBirthDate)
  params.set('girlBirthTime', form.girlBirthTime)
  params.set('girlBirthPlace', form.girlBirthPlace.trim())
  params.set('boyLatitude', coordinateText(form.boyLatitude))
  params.set('boyLongitude', coordinateText(form.boyLongitude))
  params.set('girlLatitude', coordinateText(form.girlLatitude))
  params.set('girlLongitude', coordinateText(form.girlLongitude))
  return params.toString()
}

/** One partner of a matching link. */
export interface MatchingPartner {
  name: string
  /** YYYY-MM-DD or '' */
  date: string
  /** HH:MM or '' */
  time: string
  place: string
  latitude: number | null
  longitude: number | null
}

export interface MatchingDetails {
  boy: MatchingPartner
  girl: MatchingPartner
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim()
}

function coordinate(value: unknown, limit: number): number | null {
  const raw = text(value)
  if (!raw) return null
  const n = Number(raw)
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null
}

/** The partners a /kundli-matching link describes (the shared link's names); missing or malformed values are ''/null. */
export function parseMatchingSearch(search: URLSearchParams | Readonly<Record<string, unknown>>): MatchingDetails {
  const get = (key: string) => (search instanceof URLSearchParams ? search.get(key) : search[key])
  const partner = (p: 'boy' | 'girl'): MatchingPartner => {
    const date = text(get(`${p}BirthDate`))
    const time = text(get(`${p}BirthTime`))
    return {
      name: text(get(`${p}Name`)),
      date: DATE.test(date) ? date : '',
      time: TIME.test(time) ? time.slice(0, 5) : '',
      place: text(get(`${p}BirthPlace`)),
      latitude: coordinate(get(`${p}Latitude`), 90),
      longitude: coordinate(get(`${p}Longitude`), 180),
    }
  }
  return { boy: partner('boy'), girl: partner('girl') }
}

/** True when a partner has everything a chart needs (coordinates present and non-zero). */
function partnerComplete(p: MatchingPartner): boolean {
  return Boolean(p.date && p.time && p.latitude !== null && p.longitude !== null && (p.latitude !== 0 || p.longitude !== 0))
}

/** GET /api/matching's query for complete details, or null when a partner is incomplete. */
export function matchingApiQuery(details: MatchingDetails, lang: string): Record<string, string> | null {
  if (!partnerComplete(details.boy) || !partnerComplete(details.girl)) return null
  const side = (p: 'boy' | 'girl') => {
    const d = details[p]
    return {
      [`${p}Date`]: d.date,
      [`${p}Time`]: d.time,
      [`${p}Lat`]: String(d.latitude),
      [`${p}Lon`]: String(d.longitude),
      ...(d.name ? { [`${p}Name`]: d.name } : {}),
    }
  }
  return { ...side('boy'), ...side('girl'), lang }
}
