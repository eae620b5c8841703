/**
 * Civil dates and local clock times for the panchang: local midnights as Julian Days (UT), and
 * instants as ISO 8601 strings with the place's UTC offset at that instant, to the second
 * (`2025-10-20T06:28:54+05:30`). Offsets come from an {@link OffsetFn} (the IANA zone's history).
 */
import { zoneOffsetSeconds } from '../../places/zone-offset'
import { JD_UNIX_EPOCH, MS_PER_DAY } from '../time'

/** Seconds east of UTC in force at a UTC instant (epoch milliseconds). */
export type OffsetFn = (epochMs: number) => number

const DAY_MS = 86_400_000
const zoneFns = new Map<string, OffsetFn>()

/**
 * A memoised offset function for an IANA zone (shared per zone). Offsets are looked up once per UTC
 * day: when the offsets at both ends of a day agree, the whole day has that offset (zones change at
 * most once a day), otherwise the instant itself is looked up. Exact, and about a thousand times
 * cheaper than asking Intl for every instant. Throws a RangeError for a zone the runtime does not know.
 */
export function zoneOffsetFn(zone: string): OffsetFn {
  const known = zoneFns.get(zone)
  if (known) return known
  const buckets = new Map<number, number | null>()
  const exact = (ms: number) => zoneOffsetSeconds(zone, ms)
  exact(0)
  const fn: OffsetFn = (ms) => {
    const bucket = Math.floor(ms / DAY_MS)
    let v = buckets.get(bucket)
    if (v === undefined) {
      const a = exact(bucket * DAY_MS)
      const b = exact((bucket + 1) * DAY_MS - 1)
      v = a === b ? a : null
      if (buckets.size > 100_000) buckets.clear()
      buckets.set(bucket, v)
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
export function msFromJd(jd: number): number {
  return (jd - JD_UNIX_EPOCH) * MS_PER_DAY
}

/** Julian Day (UT) of epoch milliseconds. */
export function jdFromMs(ms: number): number {
  return ms / MS_PER_DAY + JD_UNIX_EPOCH
}

/** Parses 'YYYY-MM-DD' into [year, month 1–12, day]; throws a RangeError when it is not a real date. */
export function parseIsoDate(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) throw new RangeError(`Not a date: ${date}`)
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  if (y < 100) throw new RangeError(`Year out of range: ${date}`)
  const check = new Date(utcMs(y, mo, d))
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) throw new RangeError(`Not a date: ${date}`)
  return [y, mo, d]
}

/** 'YYYY-MM-DD' of a proleptic Gregorian year, month (1–12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return new Date(utcMs(year, month, day)).toISOString().slice(0, 10)
}

/** Epoch milliseconds of 0h UTC of a date (years 100–9999; day may overflow the month). */
function utcMs(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day)
}

/** The date `days` days after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseIsoDate(date)
  return new Date(utcMs(y, m, d + days)).toISOString().slice(0, 10)
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
