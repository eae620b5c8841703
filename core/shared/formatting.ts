/**
 * Display rules: 12-hour times, 'N minutes' or 'Xh Ym', and dates the Indian way, day before month
 * ('5 December 2026', '5 Dec 2026'), in every language: an all-numeric US date such as 12/5/26 reads
 * as 12 May to an Indian reader, so no date is printed month first or in digits only.
 */

/** Under 60 minutes 'N minutes', otherwise 'Xh Ym'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`
}

/**
 * The Indian locale of a language for dates: 'en', 'en-US' or 'en-GB' → 'en-IN', 'hi' → 'hi-IN' …, so
 * that the day comes before the month whatever locale a caller holds.
 */
export function dateLocale(locale: string): string {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() || 'en'
  return `${language}-IN`
}

/** Day, long month, year ('1 June 1972', '1 जून 1972'); 'Invalid Date' for anything unparsable. */
export function formatDate(value: string | number | Date | null | undefined, locale = 'en-IN'): string {
  const date = toDate(value)
  if (!date) return 'Invalid Date'
  return date.toLocaleDateString(dateLocale(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: isDateOnly(value) ? 'UTC' : undefined })
}

/** Day, short month, year ('5 Dec 2026'), on India's calendar day by default; 'Invalid Date' for anything unparsable. */
export function formatShortDate(value: string | number | Date | null | undefined, locale = 'en-IN', timeZone = 'Asia/Kolkata'): string {
  const date = toDate(value)
  if (!date) return 'Invalid Date'
  return indianFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }, isDateOnly(value) ? 'UTC' : timeZone).format(date)
}

/**
 * Day, short month, year and the 12-hour time ('5 Dec 2026, 4:30 PM'), in India's time by default;
 * 'Invalid Date' for anything unparsable. The time is written as the site writes times elsewhere
 * (formatTime), so one page does not show '4:30 PM' beside '4:30 pm'.
 */
export function formatDateTime(value: string | number | Date | null | undefined, locale = 'en-IN', timeZone = 'Asia/Kolkata'): string {
  const date = toDate(value)
  if (!date) return 'Invalid Date'
  const day = indianFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }, timeZone).format(date)
  const time = clockFormat(locale, timeZone).format(date)
  return `${day}, ${time}`
}

// The clock in the caller's language: US English for English (as formatTime), the Indian locale otherwise.
const clocks = new Map<string, Intl.DateTimeFormat>()
function clockFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const language = dateLocale(locale).slice(0, -3)
  const clockLocale = language === 'en' ? 'en-US' : `${language}-IN`
  const key = `${clockLocale} ${timeZone}`
  let format = clocks.get(key)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true }
    try {
      format = new Intl.DateTimeFormat(clockLocale, { ...options, timeZone })
    } catch {
      format = new Intl.DateTimeFormat(clockLocale, { ...options, timeZone: 'UTC' })
    }
    clocks.set(key, format)
  }
  return format
}

// Built once per locale, style and zone: a list page formats many dates, and each Intl constructor
// costs about as much as the formatting itself. An unknown zone falls back to UTC rather than throw.
const formats = new Map<string, Intl.DateTimeFormat>()
function indianFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${dateLocale(locale)} ${JSON.stringify(options)} ${timeZone}`
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone })
    } catch {
      format = new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: 'UTC' })
    }
    formats.set(key, format)
  }
  return format
}

/** 'HH:MM' (or a full date-time) as US English 12-hour time; empty text when empty or invalid. */
export function formatTime(value: string | Date | null | undefined, locale = 'en-US'): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string') {
    const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
    if (m) {
      const h = Number(m[1])
      const min = Number(m[2])
      if (h > 23 || min > 59) return ''
      return new Date(Date.UTC(2000, 0, 1, h, min)).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
    }
  }
  const date = toDate(value)
  return date ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', hour12: true }) : ''
}

function isDateOnly(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
