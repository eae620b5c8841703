import type { Availability, BookingMode, BookingRecord, BookingStatus, CancelledBy, HoldState } from '../../domain/booking'
import type { Posting } from '../../domain/wallet'

/** What booking needs of an astrologer. */
export interface BookableAstrologer {
  id: string
  name: string
  slug: string
  userId: string | null
  /** paise a minute for chat (the astrologer's chat rate) */
  chatRatePaise: number
  /** paise a minute for calls (the astrologer's call rate); null while they take no calls */
  callRatePaise: number | null
  /** an admin suspended the astrologer's account: they offer no slots and take no bookings */
  suspended: boolean
}

export interface NewBooking {
  id: string
  customerId: string
  astrologerId: string
  mode: BookingMode
  durationMinutes: number
  start: Date
  end: Date
  timezone: string
  ratePaise: number
  price: number
  idempotencyKey: string
  fingerprint: string
  createdAt: Date
}

/** A booking's end: its new status and how its hold is settled, written with the postings in one transaction. */
export interface BookingSettlement {
  to: Exclude<BookingStatus, 'booked'>
  at: Date
  holdState: Exclude<HoldState, 'held'>
  captured: number
  released: number
  postings: Posting[]
  cancelledBy?: CancelledBy
  reason?: string | null
}

export interface BookingFilter {
  /** bookings where this user is the customer or the astrologer's account */
  participantUserId?: string
  customerId?: string
  astrologerId?: string
  statuses?: readonly BookingStatus[]
  /** starts on or after / before */
  from?: Date
  to?: Date
  /** ends after */
  endsAfter?: Date
  limit: number
}

/**
 * Availability, bookings and their reminders. The one-slot rule is the database's: `create` fails with
 * ConflictError `BOOKING.SLOT_TAKEN` when an active booking of the astrologer overlaps, however many
 * customers book at once. Every change of a booking's status is a compare-and-set on `booked`.
 */
export interface BookingStore {
  astrologer(id: string): Promise<BookableAstrologer | null>
  astrologerOfUser(userId: string): Promise<BookableAstrologer | null>
  availability(astrologerId: string): Promise<Availability | null>
  saveAvailability(astrologerId: string, availability: Availability, at: Date): Promise<void>
  /** start/end of the astrologer's `booked` bookings that overlap [from, to) */
  takenBetween(astrologerId: string, from: Date, to: Date): Promise<Array<{ start: Date; end: Date }>>
  /**
   * Stores the booking and posts its hold in one transaction, or nothing: ConflictError
   * `BOOKING.SLOT_TAKEN` (the slot), InsufficientBalanceError (the wallet), or, for a repeated
   * idempotency key, the earlier booking (`replayed: true`).
   */
  create(booking: NewBooking, hold: Posting): Promise<{ booking: BookingRecord; replayed: boolean }>
  findById(id: string): Promise<BookingRecord | null>
  /** the booking whose consultation this is */
  findByConsultationId(consultationId: string): Promise<BookingRecord | null>
  findByIdempotencyKey(customerId: string, key: string): Promise<BookingRecord | null>
  list(filter: BookingFilter): Promise<BookingRecord[]>
  /** booked → settlement.to with its postings, in one transaction; null when it was not booked any more */
  settle(id: string, settlement: BookingSettlement): Promise<BookingRecord | null>
  /** records a participant's first join (later joins keep the first time) */
  recordJoin(id: string, role: 'customer' | 'astrologer', at: Date): Promise<BookingRecord | null>
  /**
   * The consultation of the booking, created on the first join (status `requested` until both have joined,
   * then `active`, never billed per minute: its rate is 0 and its minutes free); answers its id.
   * ConflictError `CONSULTATION.ALREADY_OPEN` when the customer is in another consultation.
   */
  openConsultation(booking: BookingRecord, at: Date): Promise<string>
  /** ends the booking's consultation (if still open) at `at` */
  endConsultation(booking: BookingRecord, at: Date): Promise<void>
  /** whether the booking's consultation has ended */
  consultationEnded(booking: BookingRecord): Promise<boolean>
  /** whether the booking's consultation ever connected its media (a call's `connectedAt`) */
  consultationConnected(booking: BookingRecord): Promise<boolean>
  /** marks a reminder as sent; false when it was already (each is sent once) */
  claimReminder(bookingId: string, minutesBefore: number, at: Date): Promise<boolean>
  /** an astrologer's bookings they did not join */
  noShowCounts(astrologerIds: readonly string[]): Promise<Map<string, number>>
}
export const BookingStore = Symbol('BookingStore')
