import type { Slot } from '../domain/booking'
import { NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { SettingsStore } from '../shared/ports/settings-store'
import type { BookingStore } from './ports/booking-store'
import { bookingMessages } from './request'
import { addDays, formatInZone, freeSlots, localDateOf, localToInstant, modesOf } from './rules'

const MINUTE = 60_000

/**
 * GET /api/astrologers/{id}/slots: the free slots of `days` local days from `from` (default today in the
 * astrologer's zone): weekly windows minus blocked days, booked time, the past and the lead time; none while
 * the astrologer's account is suspended.
 */
export class ListSlots {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { id: string; from?: string; days: number; duration: number }): Promise<Slot[]> {
    const astrologer = await this.store.astrologer(input.id)
    if (!astrologer) throw new NotFoundError(bookingMessages.astrologerNotFound)
    const modes = modesOf(astrologer)
    const availability = await this.store.availability(astrologer.id)
    // A suspended astrologer cannot come: nothing to offer until an admin restores the account.
    if (!availability || !availability.weekly.length || !modes.length || astrologer.suspended) return []
    const now = this.clock.now()
    const { bookings: policy } = await this.settings.current()
    const from = input.from ?? localDateOf(availability.timezone, now)
    // A day around each end: the zone's days may start a little before or after UTC's.
    const spanStart = localToInstant(availability.timezone, addDays(from, -1), 0) ?? new Date(Date.parse(`${from}T00:00:00Z`) - 2 * 86_400_000)
    const spanEnd = new Date(Date.parse(`${addDays(from, input.days + 1)}T00:00:00Z`) + 86_400_000)
    const taken = await this.store.takenBetween(astrologer.id, spanStart, spanEnd)
    const earliest = new Date(now.getTime() + policy.bookingLeadMinutes * MINUTE)
    return freeSlots({ availability, from, days: input.days, durationMinutes: input.duration, earliest, taken }).map((s) => ({
      start: formatInZone(s.start, availability.timezone),
      end: formatInZone(s.end, availability.timezone),
      modes,
    }))
  }
}
