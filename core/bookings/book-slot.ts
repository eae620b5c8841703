import type { BookingView } from '../domain/booking'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError, ValidationError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { SettingsStore } from '../shared/ports/settings-store'
import { idempotencyKeySchema, canonical } from '../wallet/rules'
import { bookingView } from './booking-json'
import type { BookingStore } from './ports/booking-store'
import { bookingMessages, type BookingRequest } from './request'
import { holdPosting, isOfferedStart, ratePaiseFor } from './rules'

const MINUTE = 60_000

/**
 * POST /api/bookings: books a free slot and holds its price (the mode's rate × minutes) from the wallet,
 * in one transaction. The database decides between customers booking one slot at once (409
 * `BOOKING.SLOT_TAKEN`); a wallet that cannot hold the price is 402 and stores nothing; the same
 * Idempotency-Key with the same body answers the first booking and holds nothing twice.
 */
export class BookSlot {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly clock: Clock,
    private readonly newId: () => string = () => globalThis.crypto.randomUUID(),
  ) {}

  async execute(input: { user: PublicUser; request: BookingRequest; idempotencyKey: string | null }): Promise<BookingView> {
    const { user, request } = input
    const parsedKey = idempotencyKeySchema.safeParse(input.idempotencyKey ?? undefined)
    if (!parsedKey.success) throw new ValidationError(bookingMessages.idempotencyKey, [{ path: 'Idempotency-Key', message: bookingMessages.idempotencyKey }])
    const key = parsedKey.data
    const start = new Date(request.start)
    const fingerprint = canonical({ astrologerId: request.astrologerId, start: start.toISOString(), durationMinutes: request.durationMinutes, mode: request.mode })
    const { bookings: policy } = await this.settings.current()

    const earlier = await this.store.findByIdempotencyKey(user.id, key)
    if (earlier) return this.replay(earlier, fingerprint, user, policy)

    const astrologer = await this.store.astrologer(request.astrologerId)
    if (!astrologer) throw new NotFoundError(bookingMessages.astrologerNotFound)
    const ratePaise = ratePaiseFor(request.mode, astrologer)
    if (ratePaise === null) throw new ConflictError(bookingMessages.modeNotOffered, 'BOOKING.MODE_NOT_OFFERED')
    const availability = await this.store.availability(astrologer.id)
    const now = this.clock.now()
    const earliest = new Date(now.getTime() + policy.bookingLeadMinutes * MINUTE)
    if (!availability || astrologer.suspended || !isOfferedStart(availability, start, request.durationMinutes, earliest))
      throw new ConflictError(bookingMessages.slotUnavailable, 'BOOKING.SLOT_UNAVAILABLE')

    const id = this.newId()
    const price = ratePaise * request.durationMinutes
    const made = await this.store.create(
      {
        id,
        customerId: user.id,
        astrologerId: astrologer.id,
        mode: request.mode,
        durationMinutes: request.durationMinutes,
        start,
        end: new Date(start.getTime() + request.durationMinutes * MINUTE),
        timezone: availability.timezone,
        ratePaise,
        price,
        idempotencyKey: key,
        fingerprint,
        createdAt: now,
      },
      holdPosting({ id, customerId: user.id, price, astrologerName: astrologer.name }),
    )
    if (made.replayed) return this.replay(made.booking, fingerprint, user, policy)
    return bookingView(made.booking, user.id, policy, now)
  }

  private replay(earlier: import('../domain/booking').BookingRecord, fingerprint: string, user: PublicUser, policy: import('../domain/booking').BookingPolicy): BookingView {
    if (earlier.fingerprint !== fingerprint) throw new ConflictError(bookingMessages.idempotencyConflict, 'BOOKING.IDEMPOTENCY_CONFLICT')
    return bookingView(earlier, user.id, policy, this.clock.now())
  }
}
