import { endpoint, type Endpoint } from '../shared/endpoint'
import { parsedRead } from '../shared/parsed-read'
import type { ReadEndpoint } from '../shared/read-endpoint'
import { BookSlot } from './book-slot'
import { CancelBooking } from './cancel-booking'
import { JoinBooking } from './join-booking'
import { ListSlots } from './list-slots'
import { ManageAvailability } from './manage-availability'
import { BOOKING_PATHS } from './paths'
import { ReadBookings } from './read-bookings'
import { adminBookingsQuerySchema, availabilitySchema, bookingRequestSchema, cancelRequestSchema, myBookingsQuerySchema, slotsQuerySchema } from './request'

/**
 * Booked appointments (docs/bookings.md): astrologers publish their hours, anyone reads the free slots,
 * customers book (the price held in the ledger), either party cancels, joins or downloads the calendar file;
 * admins list them all.
 */
/**
 * The free slots are a public read: the astrologer's page arrives from the server with them (answered in
 * process while it renders). Briefly cached, as others book them.
 */
export const BOOKING_READS: ReadEndpoint[] = [
  parsedRead({
    path: BOOKING_PATHS.slots,
    cache: 'public, max-age=15',
    input: slotsQuerySchema,
    answer: (use, query) => use(ListSlots).execute(query),
    examples: ['/api/astrologers/kavitha-nair/slots?days=2&duration=30', '/api/astrologers/no-such-astrologer/slots', '/api/astrologers/kavitha-nair/slots?duration=20'],
  }),
]

export const BOOKING_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: BOOKING_PATHS.availability, access: 'astrologer', answer: (use, _none, { user }) => use(ManageAvailability).get(user) }),
  endpoint({ method: 'PUT', path: BOOKING_PATHS.availability, access: 'astrologer', input: availabilitySchema, answer: (use, input, { user }) => use(ManageAvailability).execute(user, input) }),
  endpoint({
    method: 'POST',
    path: BOOKING_PATHS.book,
    access: 'customer',
    status: 201,
    input: bookingRequestSchema,
    answer: (use, request, { user, idempotencyKey }) => use(BookSlot).execute({ user, request, idempotencyKey }),
  }),
  endpoint({
    method: 'GET',
    path: BOOKING_PATHS.mine,
    access: 'signed-in',
    input: myBookingsQuerySchema,
    answer: (use, query, { user }) => use(ReadBookings).mine(user, { upcoming: query.upcoming === '1' || query.upcoming === 'true' }),
  }),
  endpoint({ method: 'GET', path: BOOKING_PATHS.all, access: 'admin', input: adminBookingsQuerySchema, answer: (use, filter, { user }) => use(ReadBookings).admin(filter, user) }),
  endpoint({ method: 'GET', path: BOOKING_PATHS.booking, access: 'signed-in', answer: (use, _none, { user, params }) => use(ReadBookings).one(user, params.id!) }),
  endpoint({
    method: 'GET',
    path: BOOKING_PATHS.ics,
    access: 'signed-in',
    contentType: 'text/calendar; charset=utf-8',
    headers: { 'Content-Disposition': 'attachment; filename="booking.ics"' },
    answer: (use, _none, { user, params }) => use(ReadBookings).ics(user, params.id!),
  }),
  endpoint({
    method: 'POST',
    path: BOOKING_PATHS.cancel,
    access: 'signed-in',
    input: cancelRequestSchema,
    answer: (use, body, { user, params }) => use(CancelBooking).execute(user, params.id!, body.reason ?? null),
  }),
  endpoint({ method: 'POST', path: BOOKING_PATHS.join, access: 'signed-in', answer: (use, _none, { user, params }) => use(JoinBooking).execute(user, params.id!) }),
]
