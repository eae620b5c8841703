import type { HttpClient } from './http'
import { BOOKING_PATHS } from '../../core/bookings/paths'
import type { Availability, BookingMode, BookingStatus, BookingView, Slot } from '../../core/domain/booking'
import { pathTo } from '../../core/shared/read-endpoint'
import { query } from './http-paid-services'

/**
 * Booked appointments as the UI sees them (docs/bookings.md): core's shapes. Every instant is ISO 8601
 * with the astrologer's offset; amounts are integer paise.
 */
export type { Availability, BlockedRange, BookingMode, BookingStatus, CancelledBy, HoldState, Slot, WeeklyWindow } from '../../core/domain/booking'
/** A booking as the caller sees it; the admin's list adds the astrologer's no-shows. */
export type Booking = BookingView & { astrologerNoShows?: number }

export interface NewBooking {
  astrologerId: string
  start: string
  durationMinutes: number
  mode: BookingMode
}

export interface AdminBookingFilter {
  status?: BookingStatus
  from?: string
  to?: string
}

export interface BookingService {
  /** GET /api/astrologers/{id}/slots: free slots from `from` (the astrologer's today when left out). */
  slots(astrologerId: string, query: { from?: string; days: number; duration: number }): Promise<Slot[]>
  /** GET /api/astrologer/availability (the astrologer) */
  availability(): Promise<Availability>
  /** PUT /api/astrologer/availability: 400 with `issues` (`weekly.2.end` …). */
  saveAvailability(availability: Availability): Promise<Availability>
  /** POST /api/bookings with an Idempotency-Key: 402 when the wallet cannot hold the price, 409 when the slot is gone. */
  book(input: NewBooking, idempotencyKey: string): Promise<Booking>
  /** GET /api/bookings: the caller's bookings, upcoming first; `upcoming` only those still ahead. */
  mine(options?: { upcoming?: boolean }): Promise<Booking[]>
  /** POST /api/bookings/{id}/cancel: the booking with what the policy refunded. */
  cancel(id: string): Promise<Booking>
  /** POST /api/bookings/{id}/join: inside the join window, the consultation it opens. */
  join(id: string): Promise<{ consultationId: string }>
  /** GET /api/bookings/{id}/ics: the calendar file (text/calendar). */
  ics(id: string): Promise<Blob>
  /** GET /api/admin/bookings (admins) */
  all(filter?: AdminBookingFilter): Promise<Booking[]>
}

export function createHttpBookingService(http: HttpClient): BookingService {
  return {
    slots: (astrologerId, q) => http.get<Slot[]>(`${pathTo(BOOKING_PATHS.slots, { id: astrologerId })}${query(q)}`),
    availability: () => http.get<Availability>(BOOKING_PATHS.availability),
    saveAvailability: (availability) => http.put<Availability>(BOOKING_PATHS.availability, availability),
    book: (input, key) => http.post<Booking>(BOOKING_PATHS.book, input, { headers: { 'Idempotency-Key': key } }),
    mine: (options = {}) => http.get<Booking[]>(BOOKING_PATHS.mine + (options.upcoming ? '?upcoming=1' : '')),
    cancel: (id) => http.post<Booking>(pathTo(BOOKING_PATHS.cancel, { id }), {}),
    join: (id) => http.post<{ consultationId: string }>(pathTo(BOOKING_PATHS.join, { id }), {}),
    ics: (id) => http.file(pathTo(BOOKING_PATHS.ics, { id })),
    all: (filter = {}) => http.get<Booking[]>(`${BOOKING_PATHS.all}${query({ ...filter })}`),
  }
}
