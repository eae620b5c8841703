/** Display rules: US English 12-hour times, long dates, 'N minutes' or 'Xh Ym'. */

/** Under 60 minutes 'N minutes', otherwise 'Xh Ym'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`
}

/** Long month, day, year ('June 1, 1972'); 'Invalid Date' for anything unparsable. */
export function formatDate(value: string | number | Date | null | undefined, locale = 'en-US'): string {
  const date = toDate(value)
  if (!date) return 'Invalid Date'
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: isDateOnly(value) ? 'UTC' : undefined })
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
