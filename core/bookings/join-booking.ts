import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { SettingsStore } from '../shared/ports/settings-store'
import { roleOf } from './booking-json'
import type { BookingStore } from './ports/booking-store'
import { bookingMessages } from './request'
import { joinWindow } from './rules'

/**
 * POST /api/bookings/{id}/join, by a participant inside the join window (from `joinWindowMinutes` before the
 * start to the end): records their join and opens (or answers) the booking's consultation. Once both have
 * joined it is active; the hold pays for it, so it is never billed per minute, and the booking's schedule
 * ends it at the booked end and captures the hold.
 */
export class JoinBooking {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly clock: Clock,
    /** tells the consultation clock of this instance to keep the consultation once it is active */
    private readonly onActive: (consultationId: string) => void = () => undefined,
  ) {}

  async execute(user: PublicUser, id: string): Promise<{ consultationId: string }> {
    const booking = await this.store.findById(id)
    const role = booking ? roleOf(booking, user.id) : null
    if (!booking || !role) throw new NotFoundError(bookingMessages.notFound)
    if (booking.status !== 'booked') throw new ConflictError(bookingMessages.notActive, 'BOOKING.NOT_ACTIVE')
    const now = this.clock.now()
    const { bookings: policy } = await this.settings.current()
    const window = joinWindow(booking, policy)
    if (now < window.start || now >= window.end) throw new ConflictError(bookingMessages.joinClosed, 'BOOKING.JOIN_WINDOW_CLOSED')
    const joined = await this.store.recordJoin(id, role, now)
    if (!joined) throw new ConflictError(bookingMessages.notActive, 'BOOKING.NOT_ACTIVE')
    const consultationId = await this.store.openConsultation(joined, now)
    if (joined.customerJoinedAt && joined.astrologerJoinedAt) this.onActive(consultationId)
    return { consultationId }
  }

  /** The join of the booking whose consultation this is, by its astrologer's Accept; false when it is no booking's. */
  async joinByConsultation(user: PublicUser, consultationId: string): Promise<boolean> {
    const booking = await this.store.findByConsultationId(consultationId)
    if (!booking) return false
    await this.execute(user, booking.id)
    return true
  }
}
