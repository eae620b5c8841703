import type { AdminBookingView, BookingRecord, BookingView } from '../domain/booking'
import type { PublicUser } from '../domain/user'
import { NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { SettingsStore } from '../shared/ports/settings-store'
import { bookingView, roleOf } from './booking-json'
import type { CalendarFile } from './ports/calendar-file'
import type { BookingFilter, BookingStore } from './ports/booking-store'
import { bookingMessages } from './request'

const LIST_LIMIT = 200
const ADMIN_LIMIT = 500

/**
 * The bookings a person may see: their own as customer and as astrologer (GET /api/bookings, upcoming
 * first), one of them (GET /api/bookings/{id}; admins see any, anyone else 404), its calendar file, and the
 * admins' list with each astrologer's no-show count.
 */
export class ReadBookings {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly calendar: CalendarFile,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async mine(user: PublicUser, options: { upcoming?: boolean } = {}): Promise<BookingView[]> {
    const now = this.clock.now()
    const { bookings: policy } = await this.settings.current()
    const filter: BookingFilter = { participantUserId: user.id, limit: LIST_LIMIT }
    const rows = await this.store.list(options.upcoming ? { ...filter, statuses: ['booked'], endsAfter: now } : filter)
    const upcoming = rows.filter((b) => b.status === 'booked' && b.end > now).sort((a, b) => a.start.getTime() - b.start.getTime())
    const past = rows.filter((b) => !(b.status === 'booked' && b.end > now)).sort((a, b) => b.start.getTime() - a.start.getTime())
    return [...upcoming, ...past].map((b) => bookingView(b, user.id, policy, now))
  }

  async one(user: PublicUser, id: string): Promise<BookingView> {
    const booking = await this.visible(user, id)
    const { bookings: policy } = await this.settings.current()
    return bookingView(booking, user.id, policy, this.clock.now())
  }

  /** GET /api/bookings/{id}/ics: the appointment as an iCalendar file, for a participant. */
  async ics(user: PublicUser, id: string): Promise<string> {
    const b = await this.store.findById(id)
    if (!b || !roleOf(b, user.id)) throw new NotFoundError(bookingMessages.notFound)
    const host = new URL(this.siteUrl).hostname
    const link = `${this.siteUrl}/dashboard/bookings?join=${encodeURIComponent(b.id)}`
    const kind = b.mode === 'call' ? 'call' : 'chat'
    const { bookings: policy } = await this.settings.current()
    return this.calendar.ics({
      uid: `${b.id}@${host}`,
      start: b.start,
      end: b.end,
      title: `Astrology ${kind}: ${b.customerName} with ${b.astrologerName}`,
      description: `A ${b.durationMinutes}-minute ${kind} consultation booked on AstroVedic. Join here, from ${policy.joinWindowMinutes} minutes before the start: ${link}`,
      url: link,
      organizer: { name: 'AstroVedic', email: `bookings@${host}` },
      attendees: [
        { name: b.customerName, email: b.customerEmail },
        ...(b.astrologerEmail ? [{ name: b.astrologerName, email: b.astrologerEmail }] : []),
      ],
    })
  }

  async admin(filter: { status?: BookingRecord['status']; astrologerId?: string; customerId?: string; from?: string; to?: string }, user: PublicUser): Promise<AdminBookingView[]> {
    const now = this.clock.now()
    const { bookings: policy } = await this.settings.current()
    const rows = await this.store.list({
      statuses: filter.status ? [filter.status] : undefined,
      astrologerId: filter.astrologerId,
      customerId: filter.customerId,
      from: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
      to: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) : undefined,
      limit: ADMIN_LIMIT,
    })
    const noShows = await this.store.noShowCounts([...new Set(rows.map((b) => b.astrologerId))])
    return rows
      .sort((a, b) => b.start.getTime() - a.start.getTime())
      .map((b) => ({ ...bookingView(b, user.id, policy, now), role: 'admin' as const, astrologerNoShows: noShows.get(b.astrologerId) ?? 0 }))
  }

  private async visible(user: PublicUser, id: string): Promise<BookingRecord> {
    const b = await this.store.findById(id)
    if (!b || (!roleOf(b, user.id) && user.role !== 'admin')) throw new NotFoundError(bookingMessages.notFound)
    return b
  }
}
