import type { AdminBookingView, Availability, BookingView, Slot } from '../domain/booking'
import { answers } from '../shared/route'

/** The addresses of the bookings' endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const BOOKING_PATHS = {
  /** GET/PUT: the signed-in astrologer's weekly hours */
  availability: answers<Availability>()('/api/astrologer/availability'),
  /** GET: an astrologer's free slots */
  slots: answers<Slot[]>()('/api/astrologers/:id/slots'),
  /** POST: book a slot (201) */
  book: answers<BookingView>()('/api/bookings'),
  /** GET: the caller's bookings, upcoming first */
  mine: answers<BookingView[]>()('/api/bookings'),
  booking: answers<BookingView>()('/api/bookings/:id'),
  cancel: answers<BookingView>()('/api/bookings/:id/cancel'),
  join: answers<{ consultationId: string }>()('/api/bookings/:id/join'),
  /** GET: text/calendar */
  ics: answers<string>()('/api/bookings/:id/ics'),
  /** GET: every booking, for admins */
  all: answers<AdminBookingView[]>()('/api/admin/bookings'),
} as const
