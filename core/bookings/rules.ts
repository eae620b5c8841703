import type { Availability, BookingMode, BookingPolicy, BookingRecord } from '../domain/booking'
import type { Leg, Posting } from '../domain/wallet'
import { formatOffset, zoneOffsetSeconds } from '../places/zone-offset'
import { commissionSplit, earningsOf, PLATFORM_COMMISSION, walletOf } from '../wallet/rules'

/**
 * The bookings' pure rules: local wall-clock times in an astrologer's zone, the free slots, and what each
 * policy moves. Instants are `Date`s (UTC); local dates are 'YYYY-MM-DD'; local times minutes after midnight.
 */

/** Slots start on every quarter hour of a window. */
export const SLOT_STEP_MINUTES = 15
/** The longest stretch of days one slots call may ask for. */
export const MAX_SLOT_DAYS = 31
const MINUTE = 60_000

/** 'HH:MM' → minutes after midnight (the caller has validated the text). */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number)
  return h! * 60 + m!
}

/** 'YYYY-MM-DD' plus `n` days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()
}

/** The local calendar date in `zone` at an instant. */
export function localDateOf(zone: string, at: Date): string {
  return new Date(at.getTime() + zoneOffsetSeconds(zone, at.getTime()) * 1000).toISOString().slice(0, 10)
}

/**
 * The instant of a local wall-clock time in `zone`, with the zone's offset on that day (DST included).
 * Null for a time the clocks skip (spring forward); a time that happens twice (fall back) gives the later.
 */
export function localToInstant(zone: string, date: string, minutes: number): Date | null {
  const [y, m, d] = date.split('-').map(Number)
  const naive = Date.UTC(y!, m! - 1, d!, 0, minutes)
  const first = zoneOffsetSeconds(zone, naive)
  const offset = zoneOffsetSeconds(zone, naive - first * 1000)
  const instant = naive - offset * 1000
  return zoneOffsetSeconds(zone, instant) === offset ? new Date(instant) : null
}

/** ISO 8601 to the second with the zone's offset at that instant: '2026-12-06T18:00:00+05:30'. */
export function formatInZone(at: Date, zone: string): string {
  const offset = zoneOffsetSeconds(zone, at.getTime())
  const local = new Date(at.getTime() + offset * 1000).toISOString().slice(0, 19)
  return `${local}${formatOffset(offset)}`
}

/** A stretch of time [start, end). */
export interface Span {
  start: Date
  end: Date
}

export const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end

/**
 * The free slots of `days` local days from `from`: every quarter hour of each weekly window where a slot of
 * `durationMinutes` fits, minus blocked days, the `taken` spans (active bookings), and starts before
 * `earliest` (now plus the lead time). Ordered by start.
 */
export function freeSlots(input: { availability: Availability; from: string; days: number; durationMinutes: number; earliest: Date; taken: readonly Span[] }): Span[] {
  const { availability, durationMinutes, earliest, taken } = input
  const slots: Span[] = []
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i)
    if (availability.blocked.some((b) => b.from <= date && date <= b.to)) continue
    const weekday = weekdayOf(date)
    const windows = availability.weekly.filter((w) => w.weekday === weekday).sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
    for (const window of windows) {
      const end = minutesOfDay(window.end)
      for (let t = minutesOfDay(window.start); t + durationMinutes <= end; t += SLOT_STEP_MINUTES) {
        const start = localToInstant(availability.timezone, date, t)
        if (!start || start < earliest) continue
        const slot = { start, end: new Date(start.getTime() + durationMinutes * MINUTE) }
        if (!taken.some((s) => overlaps(s, slot))) slots.push(slot)
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** Whether `start` is a slot start of the availability (ignoring what is taken): the same maths as the list. */
export function isOfferedStart(availability: Availability, start: Date, durationMinutes: number, earliest: Date): boolean {
  const date = localDateOf(availability.timezone, start)
  // The day before too: a local date read at the instant is exact, but stay safe around DST.
  return [addDays(date, -1), date].some((from) =>
    freeSlots({ availability, from, days: 1, durationMinutes, earliest, taken: [] }).some((s) => s.start.getTime() === start.getTime()),
  )
}

/** Paise per minute of a mode (the chat rate, or the call rate); null when the astrologer does not offer it. */
export function ratePaiseFor(mode: BookingMode, rates: { chatRatePaise: number; callRatePaise: number | null }): number | null {
  const paise = mode === 'chat' ? rates.chatRatePaise : rates.callRatePaise
  return paise && paise > 0 ? paise : null
}

/** The modes an astrologer can be booked in. */
export function modesOf(rates: { chatRatePaise: number; callRatePaise: number | null }): BookingMode[] {
  return (['chat', 'call'] as const).filter((mode) => ratePaiseFor(mode, rates) !== null)
}

/** `percent` (a whole number 0–100) of `paise`, to the nearest paisa. */
export function percentOf(paise: number, percent: number): number {
  return Math.min(paise, Math.max(0, Math.round((paise * percent) / 100)))
}

/** When the join window opens and closes. */
export function joinWindow(booking: Pick<BookingRecord, 'start' | 'end'>, policy: BookingPolicy): Span {
  return { start: new Date(booking.start.getTime() - policy.joinWindowMinutes * MINUTE), end: booking.end }
}

/** How a settled hold splits: `captured` to the astrologer and the commission, `released` back to the wallet. */
export interface Settlement {
  captured: number
  released: number
}

/** A cancel's settlement: the astrologer's always releases all; the customer's is free until freeCancelHours before. */
export function cancelSettlement(booking: Pick<BookingRecord, 'price' | 'start'>, by: 'customer' | 'astrologer', now: Date, policy: BookingPolicy): Settlement {
  if (by === 'astrologer' || booking.start.getTime() - now.getTime() >= policy.freeCancelHours * 60 * MINUTE) return { captured: 0, released: booking.price }
  const captured = percentOf(booking.price, policy.lateCancelChargePercent)
  return { captured, released: booking.price - captured }
}

/** Charging `captured` of the price (percent of the whole hold), releasing the rest. */
export function chargeSettlement(price: number, percent: number): Settlement {
  const captured = percentOf(price, percent)
  return { captured, released: price - captured }
}

export const holdAccountOf = (bookingId: string) => ({ kind: 'booking_holds' as const, owner: bookingId })

/** The price moved from the customer's wallet into the booking's hold (once per booking). */
export function holdPosting(booking: { id: string; customerId: string; price: number; astrologerName: string }): Posting {
  const key = `booking-hold:${booking.id}`
  return {
    kind: 'booking_hold',
    idempotencyKey: key,
    naturalKey: key,
    fingerprint: `${booking.id}:${booking.price}`,
    reference: booking.id,
    memo: `Booking with ${booking.astrologerName}`,
    reverses: null,
    actorId: null,
    legs: [
      { account: walletOf(booking.customerId), type: 'booking_hold', amount: -booking.price },
      { account: holdAccountOf(booking.id), type: 'booking_hold', amount: booking.price },
    ],
  }
}

/** The captured part of the hold to the astrologer and the platform, split by the commission (null for 0). */
export function capturePosting(booking: { id: string; astrologerId: string }, captured: number, commissionPercent: number, memo: string): Posting | null {
  if (captured <= 0) return null
  const { commission, astrologerShare } = commissionSplit(captured, commissionPercent)
  const legs: Leg[] = [{ account: holdAccountOf(booking.id), type: 'booking_charge', amount: -captured }]
  if (astrologerShare > 0) legs.push({ account: earningsOf(booking.astrologerId), type: 'astrologer_earning', amount: astrologerShare })
  if (commission > 0) legs.push({ account: PLATFORM_COMMISSION, type: 'platform_commission', amount: commission })
  const key = `booking-capture:${booking.id}`
  return { kind: 'booking_capture', idempotencyKey: key, naturalKey: key, fingerprint: `${booking.id}:${captured}:${commissionPercent}`, reference: booking.id, memo, reverses: null, actorId: null, legs }
}

/** The released part of the hold back to the customer's wallet (null for 0). */
export function releasePosting(booking: { id: string; customerId: string }, released: number, memo: string): Posting | null {
  if (released <= 0) return null
  const key = `booking-release:${booking.id}`
  return {
    kind: 'booking_release',
    idempotencyKey: key,
    naturalKey: key,
    fingerprint: `${booking.id}:${released}`,
    reference: booking.id,
    memo,
    reverses: null,
    actorId: null,
    legs: [
      { account: holdAccountOf(booking.id), type: 'booking_release', amount: -released },
      { account: walletOf(booking.customerId), type: 'booking_release', amount: released },
    ],
  }
}

/** The hold's final state from a settlement. */
export function holdStateOf(s: Settlement): 'captured' | 'released' | 'split' {
  return s.captured === 0 ? 'released' : s.released === 0 ? 'captured' : 'split'
}
