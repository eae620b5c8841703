import type { BookingRecord } from '../domain/booking'
import { formatDateTime } from '../shared/formatting'
import { languageOrDefault, localizePath, type LanguageCode } from '../shared/language'
import type { Phrasebook } from '../shared/ports/phrasebook'

/** One side of a booking as its mails and events address it. */
export interface BookingParty {
  role: 'customer' | 'astrologer'
  userId: string
  email: string
  language: LanguageCode
  name: string
  /** the name of the other side */
  other: string
}

/** Who can be told about a booking: the customer, and the astrologer when their profile has an account with a mail. */
export function bookingParties(booking: BookingRecord): BookingParty[] {
  const customer: BookingParty = {
    role: 'customer',
    userId: booking.customerId,
    email: booking.customerEmail,
    language: languageOrDefault(booking.customerLanguage),
    name: booking.customerName,
    other: booking.astrologerName,
  }
  if (!booking.astrologerUserId || !booking.astrologerEmail) return [customer]
  const astrologer: BookingParty = {
    role: 'astrologer',
    userId: booking.astrologerUserId,
    email: booking.astrologerEmail,
    language: languageOrDefault(booking.astrologerLanguage),
    name: booking.astrologerName,
    other: booking.customerName,
  }
  return [customer, astrologer]
}

/**
 * What every booking mail fills in, in the reader's language: their name, the other side's, the start as an
 * Indian reader writes it ('17 Dec 2026, 5:30 PM') in the booking's zone with the zone named, the mode, and
 * the link to the bookings page on the reader's language's pages.
 */
export function bookingMailVars(booking: BookingRecord, party: BookingParty, phrases: Phrasebook, siteUrl: string): Record<string, string> {
  return {
    name: party.name,
    other: party.other,
    time: `${formatDateTime(booking.start, party.language, booking.timezone)} (${booking.timezone})`,
    mode: phrases.phrase(party.language, `mail.booking.mode.${booking.mode}`, {}),
    link: `${siteUrl}${localizePath('/dashboard/bookings', party.language)}`,
  }
}
