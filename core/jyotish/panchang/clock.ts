/**
 * Civil dates and local clock times for the panchang: local midnights as Julian Days (UT), and
 * instants as ISO 8601 strings with the place's UTC offset at that instant, to the second
 * (`2025-10-20T06:28:54+05:30`). Offsets come from an {@link OffsetFn} (the IANA zone's history).
 */
import { zoneOffsetSeconds } from '../../places/zone-offset'
import { isoUtcSeconds, JD_UNIX_EPOCH, MS_PER_DAY } from '../time'

/** Seconds east of UTC in force at a UTC instant (epoch milliseconds). */
export type OffsetFn = (epochMs: number) => number

const DAY_MS = 86_400_000
const zoneFns = new Map<string, OffsetFn>()

/**
 * A memoised offset function for an IANA zone (shared per zone). Offsets are looked up once per UTC
 * day boundary: when the offsets at a day's start and at the next day's start agree, the whole day
 * has that offset (zones change at most once a day, and a change exactly at the next midnight makes
 * them differ), otherwise the instant itself is looked up. Exact, and about a thousand times cheaper
 * than asking Intl for every instant. Throws a RangeError for a zone the runtime does not know.
 */
export function zoneOffsetFn(zone: string): OffsetFn {
  const known = zoneFns.get(zone)
  if (known) return known
  // Per day: the offset when the whole day has one, else null. One lookup where the boundaries need two.
  const days = new Map<number, number | null>()
  const boundaries = new Map<number, number>()
  const exact = (ms: number) => zoneOffsetSeconds(zone, ms)
  const atBoundary = (day: number) => {
    let v = boundaries.get(day)
    if (v === undefined) {
      v = exact(day * DAY_MS)
      if (boundaries.size > 100_000) boundaries.clear()
      boundaries.set(day, v)
    }
    return v
  }
  exact(0)
  const fn: OffsetFn = (ms) => {
    const day = Math.floor(ms / DAY_MS)
    let v = days.get(day)
    if (v === undefined) {
      const start = atBoundary(day)
      v = start === atBoundary(day + 1) ? start : null
      if (days.size > 100_000) days.clear()
      days.set(day, v)
    }
    return v === null ? exact(ms) : v
  }
  if (zoneFns.size > 500) zoneFns.clear()
  zoneFns.set(zone, fn)
  return fn
}

/** A fixed offset (seconds east of UTC) as an {@link OffsetFn}. */
export function fixedOffset(seconds: number): OffsetFn {
  return () => seconds
}

/** Epoch milliseconds of a Julian Day (UT). */
function msFromJd(jd: number): number {
  return (jd - JD_UNIX_EPOCH) * MS_PER_DAY
}

/** Julian Day (UT) of epoch milliseconds. */
export function jdFromMs(ms: number): number {
  return ms / MS_PER_DAY + JD_UNIX_EPOCH
}

/** Parses 'YYYY-MM-DD' into [year, month 1–12, day]; throws a RangeError when it is not a real date. */
export function parseIsoDate(date: string): [number, number, number] {
  // By character codes rather than a regular expression and a Date: a year of panchang parses tens of
  // thousands of these.
  if (typeof date !== 'string' || date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) throw new RangeError(`Not a date: ${date}`)
  const y = digits(date, 0, 4)
  const mo = digits(date, 5, 2)
  const d = digits(date, 8, 2)
  if (y < 0 || mo < 0 || d < 0) throw new RangeError(`Not a date: ${date}`)
  if (y < 100) throw new RangeError(`Year out of range: ${date}`)
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) throw new RangeError(`Not a date: ${date}`)
  return [y, mo, d]
}

/** The decimal number of `length` ASCII digits at `from`, or −1 when one is not a digit. */
function digits(text: string, from: number, length: number): number {
  let n = 0
  for (let i = from; i < from + length; i++) {
    const c = text.charCodeAt(i) - 48
    if (c < 0 || c > 9) return -1
    n = n * 10 + c
  }
  return n
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in a month of the proleptic Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29
  return DAYS_IN_MONTH[month - 1]
}

/** 'YYYY-MM-DD' of a proleptic Gregorian year, month (1–12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return isoUtcSeconds(utcMs(year, month, day)).slice(0, 10)
}

/** Epoch milliseconds of 0h UTC of a date (years 100–9999; day may overflow the month). */
function utcMs(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day)
}

/** The date `days` days after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseIsoDate(date)
  return isoDate(y, m, d + days)
}

/** Weekday 0–6 (0 = Sunday) of a civil date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parseIsoDate(date)
  return new Date(utcMs(y, m, d)).getUTCDay()
}

/** Julian Day (UT) of local midnight at the start of `date` for the offsets `offset`. */
export function localMidnight(date: string, offset: OffsetFn): number {
  const [y, m, d] = parseIsoDate(date)
  const wall = utcMs(y, m, d)
  // Solve utc + offset(utc) = wall; two passes settle it (an offset change at midnight takes the later reading).
  let utc = wall - offset(wall) * 1000
  utc = wall - offset(utc) * 1000
  return jdFromMs(utc)
}

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n)
}

function offsetSuffix(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+'
  const total = Math.abs(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return sign + pad2(h) + ':' + pad2(m) + (s ? ':' + pad2(s) : '')
}

/**
 * An instant as ISO 8601 local time with the place's offset at that instant, rounded to the second,
 * e.g. `2025-10-20T06:28:54+05:30` (local mean time offsets with seconds print as `+05:21:10`).
 */
export function formatLocal(jd: number, offset: OffsetFn): string {
  const ms = Math.round(msFromJd(jd) / 1000) * 1000
  const off = offset(ms)
  const local = new Date(ms + off * 1000)
  const y = local.getUTCFullYear()
  return (
    (y < 1000 ? String(y).padStart(4, '0') : String(y)) +
    '-' + pad2(local.getUTCMonth() + 1) + '-' + pad2(local.getUTCDate()) +
    'T' + pad2(local.getUTCHours()) + ':' + pad2(local.getUTCMinutes()) + ':' + pad2(local.getUTCSeconds()) +
    offsetSuffix(off)
  )
}

/** The local civil date ('YYYY-MM-DD') of an instant. */
export function localDateOf(jd: number, offset: OffsetFn): string {
  const ms = msFromJd(jd)
  return new Date(ms + offset(ms) * 1000).toISOString().slice(0, 10)
}
