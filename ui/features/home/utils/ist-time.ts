import { formatTime } from '../../../../core/shared/formatting'

/** The panchang of the home page is fixed to Delhi, so instants are shown in IST. */
export const PANCHANG_TIME_ZONE = 'Asia/Kolkata'

/**
 * A panchang time as US English 12-hour text ('6:05 AM'). 'HH:MM' is shown as given; an ISO instant
 * is shown in IST; empty or invalid input gives empty text.
 */
export function formatPanchangTime(value: string | null | undefined): string {
  if (!value) return ''
  const trimmed = value.trim()
  if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(trimmed)) return formatTime(trimmed)
  const date = new Date(trimmed)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: PANCHANG_TIME_ZONE })
}

/** 'start – end' for a span, or empty text when either end is missing. */
export function formatPanchangSpan(span: { start?: string; end?: string } | null | undefined): string {
  const start = formatPanchangTime(span?.start)
  const end = formatPanchangTime(span?.end)
  return start && end ? `${start} – ${end}` : ''
}
