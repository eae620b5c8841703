/**
 * Panchang instants on the place's own clock. The panchang API prints every instant as ISO 8601 with
 * the place's UTC offset (`2025-10-20T06:28:54+05:30`), so the wall-clock time of the
 * place is read straight from the text: the browser's zone never enters. Times are shown as a
 * 12-hour clock, truncated to the minute (the minute in which the moment falls, as printed panchangs
 * do): with AM/PM in English, and in Hindi, Tamil and Telugu with the word for the part of the day
 * before the time ('ఉదయం 6:28', 'மாலை 5:45', 'रात 10:30'), as panchangs in those languages print
 * it; a Telugu reader does not read Latin AM/PM.
 */

import { dateLocale } from '../../core/shared/formatting'

/** The local parts of an ISO instant with an offset. */
interface LocalInstant {
  /** civil date at the place, 'YYYY-MM-DD' */
  date: string
  hour: number
  minute: number
  second: number
  /** the offset as printed ('+05:30', 'Z') */
  offset: string
}

const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}(?::\d{2})?)$/

/** The wall-clock parts of `2025-10-20T06:28:54+05:30`; null for anything else. */
export function parseLocalInstant(iso: string | null | undefined): LocalInstant | null {
  if (!iso) return null
  const m = ISO_LOCAL.exec(iso.trim())
  if (!m) return null
  const hour = Number(m[2])
  const minute = Number(m[3])
  const second = m[4] ? Number(m[4]) : 0
  if (hour > 23 || minute > 59 || second > 60) return null
  return { date: m[1], hour, minute, second, offset: m[5] }
}

/** '6:28 AM' from hours and minutes (24-hour input). */
export function twelveHourClock(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${h}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/**
 * The parts of the day as Hindi, Tamil and Telugu panchangs name them before a 12-hour time: each
 * entry is [first hour (0–23), word]. Early morning has its own word in Tamil and Telugu (அதிகாலை,
 * తెల్లవారుజాము), where Hindi says रात until 4 and सुबह after.
 */
const DAY_PERIODS: Record<string, ReadonlyArray<readonly [number, string]>> = {
  hi: [[0, 'रात'], [4, 'सुबह'], [12, 'दोपहर'], [16, 'शाम'], [19, 'रात']],
  ta: [[0, 'இரவு'], [3, 'அதிகாலை'], [6, 'காலை'], [12, 'மதியம்'], [16, 'மாலை'], [19, 'இரவு']],
  te: [[0, 'రాత్రి'], [3, 'తెల్లవారుజాము'], [6, 'ఉదయం'], [12, 'మధ్యాహ్నం'], [16, 'సాయంత్రం'], [19, 'రాత్రి']],
}

/**
 * The abbreviations Telugu panchangs print in their narrow columns (ఉ. 6:28, సా. 5:45, రా. 10:30);
 * the Hindi and Tamil words are short enough to print whole.
 */
const SHORT_DAY_PERIODS: Record<string, ReadonlyArray<readonly [number, string]>> = {
  te: [[0, 'రా.'], [3, 'తె.'], [6, 'ఉ.'], [12, 'మ.'], [16, 'సా.'], [19, 'రా.']],
}

/**
 * A wall-clock time in the display locale: '6:28 AM' (English), 'ఉదయం 6:28' (te-IN), 'மாலை 5:45'
 * (ta-IN), 'रात 10:30' (hi-IN); `short` for calendar cells ('ఉ. 6:28'). Digits stay international,
 * as the panchangs print them.
 */
export function clockInLocale(hour: number, minute: number, locale = 'en-US', short = false): string {
  const language = locale.slice(0, 2)
  const periods = (short && SHORT_DAY_PERIODS[language]) || DAY_PERIODS[language]
  if (!periods) return twelveHourClock(hour, minute)
  let word = periods[0][1]
  for (const [from, name] of periods) if (hour >= from) word = name
  const h = hour % 12 === 0 ? 12 : hour % 12
  return `${word} ${h}:${String(minute).padStart(2, '0')}`
}

/** The place's clock time of an ISO instant as '6:28 AM' (or the locale's form); empty text for a missing or invalid value. */
export function formatLocalClock(iso: string | null | undefined, locale = 'en-US', short = false): string {
  const t = parseLocalInstant(iso)
  return t ? clockInLocale(t.hour, t.minute, locale, short) : ''
}

/** A civil date 'YYYY-MM-DD' as a short localized day, day first: '21 Oct' (en), '21 अक्टू॰' (hi). */
export function formatShortDay(date: string, locale = 'en-US'): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return utcDateFormat(locale, 'short-day').format(Date.UTC(y, m - 1, d))
}

/** A civil date as a long localized day, day first: 'Monday, 20 October 2025' (en), 'सोमवार, 20 अक्तूबर 2025' (hi). */
export function formatLongDay(date: string, locale = 'en-US', withWeekday = true): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return utcDateFormat(locale, withWeekday ? 'long-day-weekday' : 'long-day').format(Date.UTC(y, m - 1, d))
}

const UTC_DATE_STYLES = {
  'short-day': { month: 'short', day: 'numeric' },
  'long-day': { year: 'numeric', month: 'long', day: 'numeric' },
  'long-day-weekday': { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  'long-month': { month: 'long' },
  'short-month': { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

// Formatters built once per key: toLocaleDateString builds one on every call, and a panchang page
// formats a hundred dates while it hydrates (0.1-0.2 ms each). A constructor that throws (an unknown
// zone or locale) caches nothing.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function cachedDateFormat(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = dateFormats.get(key)
  if (!format) {
    format = create()
    dateFormats.set(key, format)
  }
  return format
}

/** A formatter of civil dates (given as UTC midnights) in a locale and one of the styles above. */
export function utcDateFormat(locale: string, style: keyof typeof UTC_DATE_STYLES): Intl.DateTimeFormat {
  // Day before month in every language (en-US would print 'October 20, 2025').
  return cachedDateFormat(`utc ${locale} ${style}`, () => new Intl.DateTimeFormat(dateLocale(locale), { ...UTC_DATE_STYLES[style], timeZone: 'UTC' }))
}

/**
 * The clock time of an instant seen from the panchang day `day` ('YYYY-MM-DD'): '6:28 AM' on that
 * date, '2:37 AM, 21 Oct' on another (a tithi ending after midnight belongs to the next civil date).
 */
export function formatClockOnDay(iso: string | null | undefined, day: string, locale = 'en-US'): string {
  const t = parseLocalInstant(iso)
  if (!t) return ''
  const clock = clockInLocale(t.hour, t.minute, locale)
  return t.date === day ? clock : `${clock}, ${formatShortDay(t.date, locale)}`
}

/** 'start – end' on the place's clock, each end dated when it is not on `day`; empty when either is missing. */
export function formatSpanOnDay(span: { start?: string | null; end?: string | null } | null | undefined, day: string, locale = 'en-US'): string {
  const start = formatClockOnDay(span?.start, day, locale)
  const end = formatClockOnDay(span?.end, day, locale)
  return start && end ? `${start} – ${end}` : ''
}

/** Milliseconds since the epoch of an ISO instant, or NaN. */
export function instantMs(iso: string | null | undefined): number {
  return iso ? Date.parse(iso) : Number.NaN
}

/** True when `now` (ms) lies in [start, end). */
export function isNowWithin(span: { start: string; end: string }, now: number): boolean {
  const start = instantMs(span.start)
  const end = instantMs(span.end)
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now < end
}

/** Whole minutes between two instants (rounded), or null when either is invalid. */
export function minutesBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  const a = instantMs(start)
  const b = instantMs(end)
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 60_000) : null
}

/** A length of time as 'Xh Ym' or 'Y min' (compact, for timings). */
export function formatSpanLength(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return ''
  if (minutes < 60) return `${minutes} min`
  const m = minutes % 60
  return m ? `${Math.floor(minutes / 60)}h ${m}m` : `${minutes / 60}h`
}

/** Today's civil date 'YYYY-MM-DD' in an IANA zone (the browser's when none or unknown). */
export function todayInZone(timeZone?: string | null, now: Date = new Date()): string {
  const format = (zone?: string) => {
    const parts = cachedDateFormat(`today ${zone ?? ''}`, () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone })).formatToParts(now)
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
    return `${get('year')}-${get('month')}-${get('day')}`
  }
  if (timeZone) {
    try {
      return format(timeZone)
    } catch {
      // an unknown zone: fall back to the browser's
    }
  }
  return format()
}

/** The date of an ISO instant on the clock it was written in: '20 October 2025'; the text itself when unreadable. */
export function formatLocalDate(iso: string | null | undefined, locale = 'en-US'): string {
  const t = parseLocalInstant(iso)
  return t ? formatLongDay(t.date, locale, false) : (iso ?? '')
}

/** Date and clock time of an ISO instant on the clock it was written in: '20 October 2025, 6:28 AM'. */
export function formatLocalMoment(iso: string | null | undefined, locale = 'en-US'): string {
  const t = parseLocalInstant(iso)
  return t ? `${formatLongDay(t.date, locale, false)}, ${twelveHourClock(t.hour, t.minute)}` : (iso ?? '')
}
