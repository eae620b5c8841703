import type { BookingView } from '../domain/booking'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { SettingsStore } from '../shared/ports/settings-store'
import { bookingView, roleOf } from './booking-json'
import type { BookingStore } from './ports/booking-store'
import { bookingMessages } from './request'
import { cancelSettlement, capturePosting, holdStateOf, releasePosting } from './rules'

/**
 * POST /api/bookings/{id}/cancel, by either party before the start. The customer gets the whole hold back
 * until `freeCancelHours` before the start, later `lateCancelChargePercent` of it goes to the astrologer
 * (less the commission) and the rest back; the astrologer cancelling always gives it all back. The answer
 * says what was refunded (`refunded`, `hold`).
 */
export class CancelBooking {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly clock: Clock,
  ) {}

  async execute(user: PublicUser, id: string, reason: string | null = null): Promise<BookingView> {
    const booking = await this.store.findById(id)
    const by = booking ? roleOf(booking, user.id) : null
    if (!booking || !by) throw new NotFoundError(bookingMessages.notFound)
    const now = this.clock.now()
    if (booking.status !== 'booked' || now >= booking.start) throw new ConflictError(bookingMessages.notCancellable, 'BOOKING.NOT_CANCELLABLE')
    const settings = await this.settings.current()
    const settlement = cancelSettlement(booking, by, now, settings.bookings)
    const memo = by === 'customer' ? 'Booking cancelled by the customer' : 'Booking cancelled by the astrologer'
    const postings = [capturePosting(booking, settlement.captured, booking.commissionPercent ?? settings.commissionPercent, `${memo} (late-cancel charge)`), releasePosting(booking, settlement.released, memo)].filter(
      (p) => p !== null,
    )
    const settled = await this.store.settle(id, { to: 'cancelled', at: now, holdState: holdStateOf(settlement), ...settlement, postings, cancelledBy: by, reason })
    if (!settled) throw new ConflictError(bookingMessages.notCancellable, 'BOOKING.NOT_CANCELLABLE')
    // Joined in the window and cancelled before the start: the waiting consultation goes too.
    await this.store.endConsultation(settled, now)
    return bookingView(settled, user.id, settings.bookings, now)
  }
}
