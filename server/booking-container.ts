import 'reflect-metadata'
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { IcsCalendarFile } from '../adapters/calendar/ics-calendar-file'
import type { Storage } from '../adapters/storage/database'
import { SqlBookingStore } from '../adapters/storage/sql-booking-store'
import { SqlWalletLedger } from '../adapters/storage/sql-wallet-ledger'
import { SuspendedUserBookings } from '../core/administration/ports/suspended-user-bookings'
import { BookSlot } from '../core/bookings/book-slot'
import { CancelBooking } from '../core/bookings/cancel-booking'
import { CancelSuspendedUserBookings } from '../core/bookings/cancel-suspended-user-bookings'
import { JoinBooking } from '../core/bookings/join-booking'
import { ListSlots } from '../core/bookings/list-slots'
import { ManageAvailability } from '../core/bookings/manage-availability'
import { BookingStore } from '../core/bookings/ports/booking-store'
import { CalendarFile } from '../core/bookings/ports/calendar-file'
import { ReadBookings } from '../core/bookings/read-bookings'
import { RunBookingSchedule } from '../core/bookings/run-booking-schedule'
import { ConsultationClock } from '../core/consultations/consultation-clock'
import { Realtime } from '../core/consultations/ports/realtime'
import { Clock } from '../core/shared/ports/clock'
import { Mailer } from '../core/shared/ports/mailer'
import { Phrasebook } from '../core/shared/ports/phrasebook'
import { SettingsStore } from '../core/shared/ports/settings-store'

/** Booked appointments (docs/bookings.md): the store, the calendar files and the use cases (with what an account's suspension does to its bookings). Needs the chat's clock and realtime. */
export function registerBookings(c: DependencyContainer, options: { storage: Storage; publicUrl: string }): void {
  const once = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) })
  const siteUrl = options.publicUrl.replace(/\/$/, '')
  // Its own ledger adapter (stateless) so that a booking and its hold are written in one transaction.
  c.register(BookingStore, { useValue: new SqlBookingStore(options.storage.db, new SqlWalletLedger(options.storage.db)) })
  c.register(CalendarFile, { useValue: new IcsCalendarFile() })
  c.register(ManageAvailability, once((r) => new ManageAvailability(r.resolve(BookingStore), r.resolve(Clock))))
  c.register(ListSlots, once((r) => new ListSlots(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(Clock))))
  c.register(BookSlot, once((r) => new BookSlot(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(Clock))))
  c.register(ReadBookings, once((r) => new ReadBookings(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(CalendarFile), r.resolve(Clock), siteUrl)))
  c.register(CancelBooking, once((r) => new CancelBooking(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(Clock))))
  c.register(
    JoinBooking,
    once((r) => new JoinBooking(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(Clock), (id) => r.resolve(ConsultationClock).track(id))),
  )
  c.register(
    CancelSuspendedUserBookings,
    once((r) => new CancelSuspendedUserBookings(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(Mailer), r.resolve(Phrasebook), r.resolve(Realtime), r.resolve(Clock), siteUrl)),
  )
  // Suspending an account (core/administration) cancels its upcoming bookings through this port.
  c.register(SuspendedUserBookings, { useFactory: (r) => ({ cancelUpcoming: (userId: string) => r.resolve(CancelSuspendedUserBookings).execute(userId) }) })
  c.register(
    RunBookingSchedule,
    once((r) => new RunBookingSchedule(r.resolve(BookingStore), r.resolve(SettingsStore), r.resolve(Mailer), r.resolve(Phrasebook), r.resolve(Realtime), r.resolve(Clock), siteUrl)),
  )
}
