import type { LanguageCode } from '../../../../core/shared/language'
import { formatDate, formatDateTime, formatShortDate, formatTime } from '../../../../core/shared/formatting'
import { DISPLAY_LOCALES } from '../../../components/display-locale'

/** A birth date 'YYYY-MM-DD' as a long date, day first: '1 June 1972' in English, the language's own otherwise. */
export function formatBirthDate(date: string, language: LanguageCode): string {
  return formatDate(date, DISPLAY_LOCALES[language])
}

/** A birth time 'HH:MM' as 12-hour time ('4:16 AM'); empty text when empty or invalid. */
export function formatBirthTime(time: string, language: LanguageCode): string {
  return formatTime(time.slice(0, 5), DISPLAY_LOCALES[language])
}

/**
 * A period boundary (ISO instant, UT) as a day-first short date ('1 Jun 1972') in a time zone (the birth place's, so that a
 * dasha that starts at 23:00 UT reads with the local date), and its local time with `withTime`.
 */
export function formatPeriodDate(iso: string, language: LanguageCode, timeZone?: string, withTime = false): string {
  // Without a zone, the reader's own (as toLocaleString would take it).
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  return withTime ? formatDateTime(iso, DISPLAY_LOCALES[language], zone) : formatShortDate(iso, DISPLAY_LOCALES[language], zone)
}
