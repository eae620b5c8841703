import { z } from 'zod'
import { BOOKING_DURATIONS, BOOKING_MODES, BOOKING_STATUSES } from '../domain/booking'
import { isKnownZone } from '../places/zone-offset'
import { MAX_SLOT_DAYS, minutesOfDay, SLOT_STEP_MINUTES } from './rules'

export const bookingMessages = {
  timezone: 'Unknown time zone: use an IANA name such as Asia/Kolkata',
  weekday: 'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)',
  time: `Use HH:MM (24-hour) in ${SLOT_STEP_MINUTES}-minute steps`,
  endAfterStart: 'End must be after start',
  overlap: 'Overlaps another window on the same day',
  tooManyWindows: 'At most 50 weekly windows',
  date: 'Use a date as YYYY-MM-DD (years 2000 to 2199)',
  blockedOrder: 'Blocked range ends before it starts',
  blockedLong: 'A blocked range may be at most 366 days',
  tooManyBlocked: 'At most 100 blocked ranges',
  days: `days must be a whole number from 1 to ${MAX_SLOT_DAYS}`,
  duration: `Duration must be one of ${BOOKING_DURATIONS.join(', ')} minutes`,
  mode: 'Mode must be chat or call',
  start: 'start must be an ISO 8601 date and time with an offset, such as 2026-12-06T18:00:00+05:30',
  idempotencyKey: 'Send an Idempotency-Key header (1 to 200 visible ASCII characters)',
  astrologerId: 'Choose an astrologer',
  notFound: 'Booking not found',
  astrologerNotFound: 'Astrologer not found',
  notAnAstrologer: 'Only an astrologer with a profile has availability',
  modeNotOffered: 'This astrologer does not take bookings of this kind',
  slotUnavailable: 'This time is not one of the astrologer’s free slots (outside their hours, too soon, or in the past)',
  slotTaken: 'Someone has just booked this time: please choose another slot',
  idempotencyConflict: 'This Idempotency-Key was already used for a different booking',
  notCancellable: 'This booking can no longer be cancelled',
  notActive: 'This booking is no longer active',
  joinClosed: 'The booking can be joined from a few minutes before its start until its end',
  otherConsultationOpen: 'Finish your other consultation before joining this booking',
} as const

// Years 2000–2199: far enough for any booking, and day arithmetic never leaves four-digit years.
const DATE = /^2[01]\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const date = z.string({ error: bookingMessages.date }).regex(DATE, bookingMessages.date).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), bookingMessages.date)
const time = z
  .string({ error: bookingMessages.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, bookingMessages.time)
  .refine((t) => minutesOfDay(t) % SLOT_STEP_MINUTES === 0, bookingMessages.time)

/** PUT /api/astrologer/availability: the zone, the weekly windows (no overlaps, end after start) and the blocked days. */
export const availabilitySchema = z
  .object({
    timezone: z.string({ error: bookingMessages.timezone }).refine(isKnownZone, bookingMessages.timezone),
    weekly: z
      .array(z.object({ weekday: z.number({ error: bookingMessages.weekday }).int(bookingMessages.weekday).min(0, bookingMessages.weekday).max(6, bookingMessages.weekday), start: time, end: time }))
      .max(50, bookingMessages.tooManyWindows),
    blocked: z.array(z.object({ from: date, to: date })).max(100, bookingMessages.tooManyBlocked),
  })
  .superRefine((value, ctx) => {
    value.weekly.forEach((w, i) => {
      if (minutesOfDay(w.end) <= minutesOfDay(w.start)) ctx.addIssue({ code: 'custom', path: ['weekly', i, 'end'], message: bookingMessages.endAfterStart })
    })
    value.weekly.forEach((w, i) => {
      const clash = value.weekly.findIndex(
        (o, j) => j !== i && o.weekday === w.weekday && minutesOfDay(o.start) < minutesOfDay(w.end) && minutesOfDay(w.start) < minutesOfDay(o.end),
      )
      if (clash !== -1 && clash < i) ctx.addIssue({ code: 'custom', path: ['weekly', i, 'start'], message: bookingMessages.overlap })
    })
    value.blocked.forEach((b, i) => {
      if (b.to < b.from) ctx.addIssue({ code: 'custom', path: ['blocked', i, 'to'], message: bookingMessages.blockedOrder })
      else if (Date.parse(b.to) - Date.parse(b.from) > 366 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['blocked', i, 'to'], message: bookingMessages.blockedLong })
    })
  })
export type AvailabilityInput = z.infer<typeof availabilitySchema>

const duration = z.coerce
  .number({ error: bookingMessages.duration })
  .refine((n) => (BOOKING_DURATIONS as readonly number[]).includes(n), bookingMessages.duration)

/** GET /api/astrologers/{id}/slots. */
export const slotsQuerySchema = z.object({
  id: z.string().min(1).max(100),
  from: date.optional(),
  days: z.coerce.number({ error: bookingMessages.days }).int(bookingMessages.days).min(1, bookingMessages.days).max(MAX_SLOT_DAYS, bookingMessages.days).default(7),
  duration: duration.default(30),
})

/** POST /api/bookings. */
export const bookingRequestSchema = z.object({
  astrologerId: z.string({ error: bookingMessages.astrologerId }).min(1, bookingMessages.astrologerId).max(100, bookingMessages.astrologerId),
  start: z.iso.datetime({ offset: true, error: bookingMessages.start }).refine((v) => Math.abs(Date.parse(v) - Date.parse('2100-01-01T00:00:00Z')) < 100 * 365 * 86_400_000, bookingMessages.start),
  durationMinutes: z.number({ error: bookingMessages.duration }).refine((n) => (BOOKING_DURATIONS as readonly number[]).includes(n), bookingMessages.duration),
  mode: z.enum(BOOKING_MODES, { error: bookingMessages.mode }),
})
export type BookingRequest = z.infer<typeof bookingRequestSchema>

/** POST /api/bookings/{id}/cancel. */
export const cancelRequestSchema = z.object({ reason: z.string().trim().max(500).optional() })

/** GET /api/bookings. */
export const myBookingsQuerySchema = z.object({ upcoming: z.enum(['0', '1', 'true', 'false']).optional() })

/** GET /api/admin/bookings. */
export const adminBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  astrologerId: z.string().max(100).optional(),
  customerId: z.string().max(100).optional(),
  from: date.optional(),
  to: date.optional(),
})
