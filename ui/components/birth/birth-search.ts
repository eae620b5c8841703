import { hasCoordinates } from '../../../core/shared/birth-form-messages'
import { parseUtcOffset } from '../../../core/shared/utc-offset'
import { formatQuery } from '../query-string'
import type { KundliRequest } from '../../services/types'

/**
 * The birth details a kundli page reads from and writes to its query string (the shareable
 * `?name,date,time,location,gender,latitude,longitude`), plus two optional extras of this client:
 * `tz` (an IANA zone typed by hand), `offset` (a UTC offset the user states, e.g. '+04:51' for Bombay
 * Time, which wins over every clock) and `disambiguation` (the reading chosen for a local time that
 * did not exist or happened twice).
 */
export interface BirthDetails {
  name: string
  /** YYYY-MM-DD, or '' when missing. */
  date: string
  /** HH:MM (24-hour), or '' when missing. */
  time: string
  /** The place as typed or chosen. */
  location: string
  gender: 'male' | 'female' | ''
  latitude: number | null
  longitude: number | null
  tz: string
  /** A stated UTC offset ('+05:30'), or '' to let the server find the clock. */
  offset: string
  disambiguation: 'earlier' | 'later' | null
}

/** Birth details with nothing filled in. */
export const EMPTY_BIRTH_DETAILS: BirthDetails = {
  name: '',
  date: '',
  time: '',
  location: '',
  gender: '',
  latitude: null,
  longitude: null,
  tz: '',
  offset: '',
  disambiguation: null,
}

/** Used when the quick home form leaves the birth time out: the chart is cast for local noon. */
export const ASSUMED_BIRTH_TIME = '12:00'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

function coordinate(value: unknown, limit: number): number | null {
  const raw = text(value)
  if (!raw) return null
  const n = Number(raw)
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null
}

/** Normalises '4:16' to '04:16'; anything else is kept as typed. */
function normalizeTime(value: string): string {
  const m = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(value)
  return m ? `${m[1].padStart(2, '0')}:${m[2]}${m[3] ?? ''}` : value
}

/** Reads birth details from a query (a URLSearchParams or the router's parsed search object). */
export function parseBirthSearch(search: URLSearchParams | Readonly<Record<string, unknown>>): BirthDetails {
  const get = (key: string): unknown => (search instanceof URLSearchParams ? search.get(key) : search[key])
  const gender = text(get('gender')).toLowerCase()
  const disambiguation = text(get('disambiguation'))
  return {
    name: text(get('name')),
    date: text(get('date')),
    time: normalizeTime(text(get('time'))),
    location: text(get('location')),
    gender: gender === 'male' || gender === 'female' ? gender : '',
    latitude: coordinate(get('latitude'), 90),
    longitude: coordinate(get('longitude'), 180),
    tz: text(get('tz')),
    offset: parseUtcOffset(text(get('offset'))) === null ? '' : text(get('offset')),
    disambiguation: disambiguation === 'earlier' || disambiguation === 'later' ? disambiguation : null,
  }
}

/**
 * The query string (no leading '?') of birth details, in the spec's order
 * (name, date, time, location, gender, latitude, longitude), then tz and disambiguation when set.
 */
export function birthSearchString(details: BirthDetails): string {
  return formatQuery([
    ['name', details.name.trim()],
    ['date', details.date],
    ['time', details.time],
    ['location', details.location.trim()],
    ['gender', details.gender],
    ['latitude', details.latitude === null ? '' : String(details.latitude)],
    ['longitude', details.longitude === null ? '' : String(details.longitude)],
    ['tz', details.tz || undefined],
    ['offset', details.offset || undefined],
    ['disambiguation', details.disambiguation ?? undefined],
  ])
}

/** True when the time is missing and the chart is cast for {@link ASSUMED_BIRTH_TIME}. */
export function isTimeAssumed(details: BirthDetails): boolean {
  return details.time === ''
}

/**
 * The GET /api/kundli request for birth details, or null when they cannot give a chart yet (no date,
 * no coordinates, a malformed time). A missing time is cast for local noon ({@link ASSUMED_BIRTH_TIME}).
 */
export function kundliRequestOf(details: BirthDetails): KundliRequest | null {
  if (!DATE.test(details.date)) return null
  const time = details.time === '' ? ASSUMED_BIRTH_TIME : details.time
  if (!TIME.test(time)) return null
  if (!hasCoordinates(details.latitude, details.longitude)) return null
  const request: KundliRequest = { date: details.date, time, lat: details.latitude!, lon: details.longitude! }
  if (details.tz) request.tz = details.tz
  const offsetMinutes = details.offset ? parseUtcOffset(details.offset) : null
  if (offsetMinutes !== null) request.offsetMinutes = offsetMinutes
  if (details.disambiguation) request.disambiguation = details.disambiguation
  return request
}
