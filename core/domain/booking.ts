/**
 * Booked appointments (docs/bookings.md): an astrologer's weekly availability, the free slots it gives,
 * and bookings whose price is held in the ledger until the policies capture or release it. Amounts are
 * integer paise; instants in API shapes are ISO 8601 with the astrologer's UTC offset; `Date` in records.
 */

export const BOOKING_DURATIONS = [15, 30, 45, 60] as const
export type BookingDuration = (typeof BOOKING_DURATIONS)[number]

export const BOOKING_MODES = ['chat', 'call'] as const
export type BookingMode = (typeof BOOKING_MODES)[number]

/**
 * booked → completed (both joined; the hold captured at the end) | cancelled (by either party, or by the
 * platform when an admin suspends one of them, before the start) | no_show_astrologer (the astrologer did not join in time; released in full) | no_show_customer
 * (the customer did not join by the end; charged per the policy).
 */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'completed', 'no_show_astrologer', 'no_show_customer'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Who cancelled a booking: a party, or the platform (an admin suspended one of the parties' accounts). */
export const CANCELLED_BY = ['customer', 'astrologer', 'platform'] as const
export type CancelledBy = (typeof CANCELLED_BY)[number]

/** held: nothing decided yet; captured: all paid out; released: all returned; split: part of each. */
export type HoldState = 'held' | 'captured' | 'released' | 'split'

/** One weekly window, local wall-clock times in the availability's zone; `weekday` 0 = Sunday. */
export interface WeeklyWindow {
  weekday: number
  start: string
  end: string
}

/** Whole local days the astrologer is away, `from` … `to` inclusive (YYYY-MM-DD). */
export interface BlockedRange {
  from: string
  to: string
}

/** GET/PUT /api/astrologer/availability. */
export interface Availability {
  timezone: string
  weekly: WeeklyWindow[]
  blocked: BlockedRange[]
}

/** GET /api/astrologers/{id}/slots: one free slot. */
export interface Slot {
  start: string
  end: string
  modes: BookingMode[]
}

/** The booking policies admins set (the `bookings` block of the platform settings). */
export interface BookingPolicy {
  /** a customer cancelling at least this many hours before the start gets the whole hold back */
  freeCancelHours: number
  /** the share of the hold a later cancel by the customer costs (percent) */
  lateCancelChargePercent: number
  /** the join window opens this many minutes before the start */
  joinWindowMinutes: number
  /** an astrologer not joined this many minutes after the start is a no-show */
  astrologerNoShowMinutes: number
  /** the share of the hold a customer who never joins pays (percent) */
  customerNoShowChargePercent: number
  /** reminders this many minutes before the start */
  reminderMinutes: number[]
  /** the earliest bookable start is this many minutes from now */
  bookingLeadMinutes: number
}

export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  freeCancelHours: 6,
  lateCancelChargePercent: 50,
  joinWindowMinutes: 5,
  astrologerNoShowMinutes: 10,
  // The astrologer's time was reserved for the customer and could not be offered to anyone else.
  customerNoShowChargePercent: 100,
  reminderMinutes: [30, 5],
  bookingLeadMinutes: 60,
}

/** A booking as stored. */
export interface BookingRecord {
  id: string
  customerId: string
  customerName: string
  customerEmail: string
  customerLanguage: string
  astrologerId: string
  astrologerName: string
  astrologerSlug: string
  /** users.id of the astrologer's account; null for a profile without one */
  astrologerUserId: string | null
  astrologerEmail: string | null
  astrologerLanguage: string | null
  /** the astrologer's own commission percent; null for the platform's setting */
  commissionPercent: number | null
  mode: BookingMode
  durationMinutes: number
  start: Date
  end: Date
  timezone: string
  ratePaise: number
  price: number
  status: BookingStatus
  holdState: HoldState
  capturedPaise: number
  releasedPaise: number
  idempotencyKey: string
  fingerprint: string
  cancelledBy: CancelledBy | null
  cancelledAt: Date | null
  customerJoinedAt: Date | null
  astrologerJoinedAt: Date | null
  consultationId: string | null
  remindersSent: number[]
  createdAt: Date
}

/** A booking as every call answers it (docs/bookings.md). */
export interface BookingView {
  id: string
  astrologerId: string
  astrologerName: string
  astrologerSlug: string
  customerId: string
  customerName: string
  role: 'customer' | 'astrologer' | 'admin'
  start: string
  end: string
  timezone: string
  durationMinutes: number
  mode: BookingMode
  status: BookingStatus
  hold: { amount: number; state: HoldState; captured: number; released: number }
  price: number
  refunded: number
  joinOpensAt: string
  joinClosesAt: string
  canJoin: boolean
  customerJoinedAt: string | null
  astrologerJoinedAt: string | null
  consultationId: string | null
  cancelledBy: CancelledBy | null
  cancelledAt: string | null
  remindersSent: number[]
  near: boolean
  createdAt: string
}

/** GET /api/admin/bookings: a booking with its astrologer's no-show count. */
export interface AdminBookingView extends BookingView {
  astrologerNoShows: number
}
