/**
 * The bookings API's addresses (docs/bookings.md), until core/bookings/paths.ts declares them; then this
 * file re-exports those.
 */
export const BOOKING_PATHS = {
  slots: '/api/astrologers/:id/slots',
  availability: '/api/astrologer/availability',
  bookings: '/api/bookings',
  cancel: '/api/bookings/:id/cancel',
  join: '/api/bookings/:id/join',
  ics: '/api/bookings/:id/ics',
  adminBookings: '/api/admin/bookings',
} as const
