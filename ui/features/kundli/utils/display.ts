import type { LanguageCode } from '../../../../core/shared/language'
import { formatDate, formatTime } from '../../../../core/shared/formatting'
import { DISPLAY_LOCALES } from '../../../components/display-locale'

/** A birth date 'YYYY-MM-DD' as a long date: 'June 1, 1972' in English, the language's own otherwise. */
export function formatBirthDate(date: string, language: LanguageCode): string {
  return formatDate(date, DISPLAY_LOCALES[language])
}

/** A birth time 'HH:MM' as 12-hour time ('4:16 AM'); empty text when empty or invalid. */
export function formatBirthTime(time: string, language: LanguageCode): string {
  return formatTime(time.slice(0, 5), DISPLAY_LOCALES[language])
}

/**
 * A period boundary (ISO instant, UT) as a long date in a time zone (the birth place's, so that a
 * dasha that starts at 23:00 UT reads with the local date), and its local time with `withTime`.
 */
export function formatPeriodDate(iso: string, language: LanguageCode, timeZone?: string, withTime = false): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'Invalid Date'
  const parts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}) }
  try {
    return date.toLocaleString(DISPLAY_LOCALES[language], { ...parts, timeZone })
  } catch {
    return date.toLocaleString(DISPLAY_LOCALES[language], { ...parts, timeZone: 'UTC' })
  }
}
