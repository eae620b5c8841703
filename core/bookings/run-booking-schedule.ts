import type { BookingPolicy, BookingRecord } from '../domain/booking'
import type { Realtime } from '../consultations/ports/realtime'
import type { Clock } from '../shared/ports/clock'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { SettingsStore } from '../shared/ports/settings-store'
import { bookingView } from './booking-json'
import { bookingMailVars, bookingParties } from './booking-mail'
import type { BookingSettlement, BookingStore } from './ports/booking-store'
import { capturePosting, chargeSettlement, holdStateOf, releasePosting, type Settlement } from './rules'

const MINUTE = 60_000
/** The end warning's marker among the sent reminders (a reminder is minutes before the start, > 0). */
const END_WARNING = -1

/** What one pass did, for logs and tests. */
export interface SchedulePass {
  reminders: number
  completed: number
  astrologerNoShows: number
  customerNoShows: number
}

/**
 * The bookings' scheduled work, on the server's clock (run every few seconds by adapters/jobs; any instance
 * may run it, every step is a compare-and-set or a once-only claim):
 * - reminders `reminderMinutes` before the start, by mail (the account's language) and `booking.reminder`,
 *   each once; a late pass sends only the nearest one;
 * - an astrologer not joined `astrologerNoShowMinutes` after the start: the hold released in full,
 *   `no_show_astrologer`;
 * - at the end: both joined → `completed`, the hold captured; only the astrologer joined → `no_show_customer`,
 *   charged `customerNoShowChargePercent`; the booking's consultation is ended;
 * - both joined and the consultation ended early (a party hung up) → `completed`, captured;
 * - a booked call whose media never connected, though both joined, charges nobody: at the end it is
 *   `completed` with the hold released in full (until then the two may try again);
 * - a `booking.ending` warning a minute before the end.
 */
export class RunBookingSchedule {
  constructor(
    private readonly store: BookingStore,
    private readonly settings: SettingsStore,
    private readonly mailer: Mailer,
    private readonly phrases: Phrasebook,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async execute(): Promise<SchedulePass> {
    const now = this.clock.now()
    const settings = await this.settings.current()
    const policy = settings.bookings
    const pass: SchedulePass = { reminders: 0, completed: 0, astrologerNoShows: 0, customerNoShows: 0 }
    const horizon = Math.max(0, ...policy.reminderMinutes)
    const open = await this.store.list({ statuses: ['booked'], to: new Date(now.getTime() + horizon * MINUTE + 1), limit: 1000 })
    for (const booking of open) {
      const commission = booking.commissionPercent ?? settings.commissionPercent
      // Both joined and a party ended it: held, even when they met early inside the join window.
      if (booking.customerJoinedAt && booking.astrologerJoinedAt && (await this.store.consultationEnded(booking)) && !(await this.neverConnected(booking))) {
        if (await this.finish(booking, 'completed', { captured: booking.price, released: 0 }, commission, now)) pass.completed++
        continue
      }
      if (booking.start > now) {
        if (await this.remind(booking, policy, now)) pass.reminders++
        continue
      }
      if (now >= booking.end) {
        await this.store.endConsultation(booking, booking.end)
        if (!booking.astrologerJoinedAt) {
          if (await this.finish(booking, 'no_show_astrologer', { captured: 0, released: booking.price }, commission, now)) pass.astrologerNoShows++
        } else if (!booking.customerJoinedAt) {
          if (await this.finish(booking, 'no_show_customer', chargeSettlement(booking.price, policy.customerNoShowChargePercent), commission, now)) pass.customerNoShows++
        } else if (await this.neverConnected(booking)) {
          if (await this.finish(booking, 'completed', { captured: 0, released: booking.price }, commission, now, 'Booked call never connected')) pass.completed++
        } else if (await this.finish(booking, 'completed', { captured: booking.price, released: 0 }, commission, now)) pass.completed++
        continue
      }
      if (!booking.astrologerJoinedAt && now.getTime() >= booking.start.getTime() + policy.astrologerNoShowMinutes * MINUTE) {
        await this.store.endConsultation(booking, now)
        if (await this.finish(booking, 'no_show_astrologer', { captured: 0, released: booking.price }, commission, now)) pass.astrologerNoShows++
        continue
      }
      if (booking.end.getTime() - now.getTime() <= MINUTE && (await this.store.claimReminder(booking.id, END_WARNING, now))) {
        const participants = [booking.customerId, ...(booking.astrologerUserId ? [booking.astrologerUserId] : [])]
        for (const userId of participants)
          await this.realtime.publish([userId], { type: 'booking.ending', booking: bookingView(booking, userId, policy, now), endsAt: booking.end.toISOString() })
      }
    }
    return pass
  }

  /** A booked call whose media never connected (a chat has no media to wait for). */
  private async neverConnected(booking: BookingRecord): Promise<boolean> {
    return booking.mode === 'call' && !(await this.store.consultationConnected(booking))
  }

  private async finish(booking: BookingRecord, to: BookingSettlement['to'], settlement: Settlement, commissionPercent: number, now: Date, note?: string): Promise<boolean> {
    const memo = note ?? { completed: 'Booked consultation held', no_show_customer: 'Customer did not join the booking', no_show_astrologer: 'Astrologer did not join the booking', cancelled: 'Booking cancelled' }[to]
    const postings = [capturePosting(booking, settlement.captured, commissionPercent, memo), releasePosting(booking, settlement.released, memo)].filter((p) => p !== null)
    const settled = await this.store.settle(booking.id, { to, at: now, holdState: holdStateOf(settlement), ...settlement, postings })
    return settled !== null
  }

  /** Sends the nearest due reminder that was not sent yet (claiming every due one, so none comes late). */
  private async remind(booking: BookingRecord, policy: BookingPolicy, now: Date): Promise<boolean> {
    const due = policy.reminderMinutes.filter((m) => booking.start.getTime() - now.getTime() <= m * MINUTE).sort((a, b) => a - b)
    if (!due.length) return false
    let fresh: number | null = null
    for (const minutes of due) if ((await this.store.claimReminder(booking.id, minutes, now)) && fresh === null) fresh = minutes
    if (fresh === null) return false
    const minutesBefore = Math.max(1, Math.round((booking.start.getTime() - now.getTime()) / MINUTE))
    for (const party of bookingParties(booking)) {
      const vars = { ...bookingMailVars(booking, party, this.phrases, this.siteUrl), minutes: String(minutesBefore) }
      const lang = party.language
      try {
        await this.mailer.send({ to: party.email, subject: this.phrases.phrase(lang, 'mail.booking.reminder.subject', vars), text: this.phrases.phrase(lang, 'mail.booking.reminder.body', vars) })
      } catch {
        // The in-app reminder and the bookings page still say it; a mail that failed is not retried twice.
      }
      await this.realtime.publish([party.userId], { type: 'booking.reminder', booking: bookingView(booking, party.userId, policy, now), minutesBefore: fresh })
    }
    return true
  }
}
