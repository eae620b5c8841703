import type { Availability } from '../domain/booking'
import type { PublicUser } from '../domain/user'
import { NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { BookingStore } from './ports/booking-store'
import { bookingMessages, type AvailabilityInput } from './request'
import { minutesOfDay } from './rules'

/** Until an astrologer saves their hours: India's zone, no windows, nothing bookable. */
export const NO_AVAILABILITY: Availability = { timezone: 'Asia/Kolkata', weekly: [], blocked: [] }

/** GET/PUT /api/astrologer/availability: the signed-in astrologer's weekly hours, zone and days off. */
export class ManageAvailability {
  constructor(
    private readonly store: BookingStore,
    private readonly clock: Clock,
  ) {}

  async get(user: PublicUser): Promise<Availability> {
    const astrologer = await this.store.astrologerOfUser(user.id)
    if (!astrologer) throw new NotFoundError(bookingMessages.notAnAstrologer)
    return (await this.store.availability(astrologer.id)) ?? NO_AVAILABILITY
  }

  /** Saves the hours (validated by availabilitySchema); bookings already made stay as they are. */
  async execute(user: PublicUser, input: AvailabilityInput): Promise<Availability> {
    const astrologer = await this.store.astrologerOfUser(user.id)
    if (!astrologer) throw new NotFoundError(bookingMessages.notAnAstrologer)
    const availability: Availability = {
      timezone: input.timezone,
      weekly: [...input.weekly].sort((a, b) => a.weekday - b.weekday || minutesOfDay(a.start) - minutesOfDay(b.start)),
      blocked: [...input.blocked].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
    }
    await this.store.saveAvailability(astrologer.id, availability, this.clock.now())
    return availability
  }
}
