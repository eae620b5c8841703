import type { BookingPolicy, BookingRecord } from '../domain/booking'
import type { Realtime } from '../consultations/ports/realtime'
import type { Clock } from '../shared/ports/clock'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { SettingsStore } from '../shared/ports/settings-store'
import { formatRupees } from '../wallet/money'
import { bookingView } from './booking-json'
import { bookingMailVars, bookingParties } from './booking-mail'
import type { BookingStore } from './ports/booking-store'
import { releasePosting } from './rules'

/** One pass's page; the cancelled ones leave `booked`, so the next page starts afresh. */
const PAGE = 200
const MEMO = 'Booking cancelled by the platform (account suspended)'

/**
 * An admin suspended a user: every booking of theirs still `booked` and not yet started is cancelled by
 * the platform, the whole hold released to the customer's wallet (also when the suspended user is the
 * customer: no late-cancel charge, as when an astrologer cancels), and its waiting consultation ended. The
 * other party gets a mail in their language and a `booking.cancelled` event. A booking already started is
 * left to the schedule (run-booking-schedule.ts). Answers how many were cancelled.
 */
export class CancelSuspendedUserBookings {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly mailer: Mailer,
    private readonly phrases: Phrasebook,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async execute(userId: string): Promise<number> {
    const now = this.clock.now()
    const { bookings: policy } = await this.settings.current()
    // Strictly after now: a booking starting this instant has started (CancelBooking's rule).
    const notStarted = new Date(now.getTime() + 1)
    let cancelled = 0
    for (;;) {
      const page = await this.store.list({ participantUserId: userId, statuses: ['booked'], from: notStarted, limit: PAGE })
      for (const booking of page) {
        const posting = releasePosting(booking, booking.price, MEMO)
        const settled = await this.store.settle(booking.id, {
          to: 'cancelled',
          at: now,
          holdState: 'released',
          captured: 0,
          released: booking.price,
          postings: posting ? [posting] : [],
          cancelledBy: 'platform',
          reason: 'Account suspended',
        })
        // Null: a party or the schedule settled it first; that settlement stands.
        if (!settled) continue
        cancelled++
        await this.store.endConsultation(settled, now)
        await this.tellOtherParty(settled, userId, policy, now)
      }
      if (page.length < PAGE) return cancelled
    }
  }

  private async tellOtherParty(booking: BookingRecord, suspendedUserId: string, policy: BookingPolicy, now: Date): Promise<void> {
    const party = bookingParties(booking).find((p) => p.userId !== suspendedUserId)
    if (!party) return
    const lang = party.language
    const vars = {
      ...bookingMailVars(booking, party, this.phrases, this.siteUrl),
      amount: formatRupees(booking.price, { decimals: booking.price % 100 === 0 ? 0 : 2 }),
    }
    try {
      await this.mailer.send({
        to: party.email,
        subject: this.phrases.phrase(lang, `mail.booking.platformCancel.${party.role}.subject`, vars),
        text: this.phrases.phrase(lang, `mail.booking.platformCancel.${party.role}.body`, vars),
      })
    } catch {
      // The bookings page and the event still say it; the cancellation and the refund stand.
    }
    try {
      await this.realtime.publish([party.userId], { type: 'booking.cancelled', booking: bookingView(booking, party.userId, policy, now) })
    } catch {
      // A push that failed must not stop the other cancellations; the bookings page says it too.
    }
  }
}
