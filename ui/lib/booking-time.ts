import { useSyncExternalStore } from 'react'
import { dateLocale } from '../../core/shared/formatting'

/**
 * Booked appointments' times as people read them: a slot is stored in the astrologer's zone and shown in
 * the viewer's (the browser's), with the astrologer's zone noted where they differ.
 */

/** The zone the astrologer's availability is kept in when they never chose one. */
export const DEFAULT_BOOKING_ZONE = 'Asia/Kolkata'

/** The booking durations a customer can pick, minutes. */
export const BOOKING_DURATIONS = [15, 30, 45, 60] as const

/** The join window opens this long before the start (the platform's default policy). */
export const JOIN_WINDOW_MINUTES = 5

/** The cancellation terms (the platform's default policy: free until 6 hours before, then half the price). */
export interface CancelPolicy {
  freeCancelHours: number
  lateCancelChargePercent: number
}
export const DEFAULT_CANCEL_POLICY: CancelPolicy = { freeCancelHours: 6, lateCancelChargePercent: 50 }

/** The cancellation terms the server publishes (platform terms' `bookings`), or the defaults. */
export function cancelPolicyOf(terms: unknown): CancelPolicy {
  const bookings = terms && typeof terms === 'object' ? (terms as { bookings?: Partial<CancelPolicy> }).bookings : undefined
  return {
    freeCancelHours: typeof bookings?.freeCancelHours === 'number' ? bookings.freeCancelHours : DEFAULT_CANCEL_POLICY.freeCancelHours,
    lateCancelChargePercent: typeof bookings?.lateCancelChargePercent === 'number' ? bookings.lateCancelChargePercent : DEFAULT_CANCEL_POLICY.lateCancelChargePercent,
  }
}

/** Old names some browsers still report (Chromium's ICU says Asia/Calcutta), by their current IANA names. */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
}

/** A zone by its current IANA name (Asia/Calcutta → Asia/Kolkata). */
export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone
}

/** The browser's IANA zone by its current name (UTC when it cannot say). */
export function browserTimeZone(): string {
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  } catch {
    return 'UTC'
  }
}

const noSubscription = () => () => undefined

/**
 * The viewer's zone: the browser's once hydrated; the server (which cannot know it) and the hydrating
 * render use `serverZone`, so both render the same markup and React re-renders with the browser's after.
 */
export function useViewerTimeZone(serverZone = DEFAULT_BOOKING_ZONE): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => serverZone)
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()
function partsIn(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
    }
    partsFormats.set(zone, format)
  }
  return format
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(instant: string | Date, zone: string): string {
  return partsIn(zone).format(typeof instant === 'string' ? new Date(instant) : instant)
}

/** Slots grouped by the viewer's calendar day, days in order, each day's slots in order. */
export function slotsByDay<S extends { start: string }>(slots: readonly S[], zone: string): Array<{ day: string; slots: S[] }> {
  const days = new Map<string, S[]>()
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const day = dayIn(slot.start, zone)
    const list = days.get(day) ?? []
    list.push(slot)
    days.set(day, list)
  }
  return [...days].map(([day, list]) => ({ day, slots: list }))
}

/** '4:30 PM' (English) or the language's Indian clock, in a zone. */
export function clockIn(instant: string, locale: string, zone: string): string {
  const language = dateLocale(locale).slice(0, -3)
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true }
  const clockLocale = language === 'en' ? 'en-US' : `${language}-IN`
  try {
    return new Intl.DateTimeFormat(clockLocale, { ...options, timeZone: zone }).format(new Date(instant))
  } catch {
    return new Intl.DateTimeFormat(clockLocale, { ...options, timeZone: 'UTC' }).format(new Date(instant))
  }
}

/** A day of the strip: weekday, day and month ('Sun', '6 Dec'), day before month as everywhere on the site. */
export function stripDay(day: string, locale: string): { weekday: string; date: string } {
  const date = new Date(`${day}T12:00:00Z`)
  const indian = dateLocale(locale)
  return {
    weekday: new Intl.DateTimeFormat(indian, { weekday: 'short', timeZone: 'UTC' }).format(date),
    date: new Intl.DateTimeFormat(indian, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date),
  }
}

/** Whether two zones read the same clock at an instant (then one need not be noted beside the other). */
export function sameClock(a: string, b: string, at: Date = new Date()): boolean {
  if (a === b) return true
  try {
    const show = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', day: '2-digit' }).format(at)
    return show(a) === show(b)
  } catch {
    return false
  }
}

/** The price of a booking, paise: the mode's rate a minute (paise) × minutes. */
export function bookingPricePaise(ratePaisePerMinute: number, minutes: number): number {
  return Math.round(ratePaisePerMinute) * minutes
}

/** Whether the booking's join window is open at `now` (from `joinOpensAt` to the end, while it is booked). */
export function joinOpen(booking: { status: string; joinOpensAt: string; joinClosesAt: string }, now: number): boolean {
  return booking.status === 'booked' && now >= Date.parse(booking.joinOpensAt) && now < Date.parse(booking.joinClosesAt)
}

/** Whether a booked appointment starts within `minutes` from `now` (or has started and not ended). */
export function startsWithin(booking: { status: string; start: string; end: string }, now: number, minutes: number): boolean {
  if (booking.status !== 'booked') return false
  const start = Date.parse(booking.start)
  return start - now <= minutes * 60_000 && Date.parse(booking.end) > now
}

/**
 * What a customer's cancellation costs at `now`: nothing at least `freeCancelHours` before the start,
 * otherwise the policy's share of the price (paise, to the nearest paisa as the server charges it); null once it has started.
 */
export function cancellationCharge(booking: { start: string; price: number }, now: number, policy: CancelPolicy): { free: boolean; charge: number } | null {
  const start = Date.parse(booking.start)
  if (now >= start) return null
  if (start - now >= policy.freeCancelHours * 3_600_000) return { free: true, charge: 0 }
  return { free: false, charge: Math.min(booking.price, Math.round((booking.price * policy.lateCancelChargePercent) / 100)) }
}

/** The upcoming bookings first (by start), then the past (latest first). */
export function splitBookings<B extends { status: string; start: string; end: string }>(bookings: readonly B[], now: number): { upcoming: B[]; past: B[] } {
  const upcoming = bookings.filter((b) => b.status === 'booked' && Date.parse(b.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  const past = bookings.filter((b) => !upcoming.includes(b)).sort((a, b) => Date.parse(b.start) - Date.parse(a.start))
  return { upcoming, past }
}
