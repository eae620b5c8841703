import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Realtime, RealtimeEvent } from '../../core/consultations/ports/realtime'
import { Realtime as RealtimeToken } from '../../core/consultations/ports/realtime'
import { MailOutbox } from '../../core/shared/ports/mailer'
import { walletOf } from '../../core/wallet/rules'
import type { Platform } from '../../server/platform'
import { DEMO_ASTROLOGER_PASSWORD, demoAstrologerEmail } from '../../server/seed-astrologer-accounts'
import { bearer, bookingHelpers, PRIYA } from '../support/booking-helpers'
import { ManualClock } from '../support/chat-fakes'
import { testPlatform, TEST_ADMIN } from '../support/platform'

const RAMESH = 'astro-acharya-ramesh-shastri'
/** Monday 7 December 2026, 10:00 UTC (15:30 in India): the demo hours are weekday evenings 18:00–21:00 IST. */
const NOW = Date.parse('2026-12-07T10:00:00Z')

/** An admin suspends a party of upcoming bookings: the platform cancels them, the holds come back in full. */
describe('suspending an account with bookings (embedded database)', () => {
  let platform: Platform
  const clock = new ManualClock(NOW)
  const h = bookingHelpers(() => platform)
  const events: Array<{ userIds: readonly string[]; event: RealtimeEvent }> = []
  let admin: string
  beforeAll(async () => {
    platform = await testPlatform({ JWT_TTL_HOURS: '2000' }, { clock, holdBookingSchedule: true, holdReportWorker: true })
    admin = await h.logIn(TEST_ADMIN.email, TEST_ADMIN.password)
    // Record what is pushed, and push it on as before.
    const realtime = platform.container.resolve<Realtime>(RealtimeToken)
    const publish = realtime.publish.bind(realtime)
    realtime.publish = async (userIds, event) => {
      events.push({ userIds, event })
      await publish(userIds, event)
    }
  })
  afterAll(async () => platform?.close())

  const outbox = () => platform.container.resolve<MailOutbox>(MailOutbox)
  const emailOf = async (token: string): Promise<string> => {
    const me = (await h.api().get('/api/auth/me').set(bearer(token))).body
    return (me.user ?? me).email
  }
  const userIdOf = async (query: string): Promise<string> => (await h.api().get(`/api/admin/users?query=${encodeURIComponent(query)}`).set(bearer(admin))).body[0].id
  const hold = (bookingId: string) => h.ledger().balance({ kind: 'booking_holds', owner: bookingId })
  const slotTimes = async (astrologerId: string, date: string) =>
    ((await h.api().get(`/api/astrologers/${astrologerId}/slots?from=${date}&days=1&duration=30`)).body as Array<{ start: string }>).map((s) => s.start.slice(11, 16))

  it('cancels the astrologer’s upcoming bookings by the platform, gives each customer the whole hold back, tells them in their language, and leaves a started one alone', async () => {
    const priyaEmail = demoAstrologerEmail('priya-deshpande')
    const priya = await h.logIn(priyaEmail, DEMO_ASTROLOGER_PASSWORD)
    const price = (await h.rate()) * 30
    const tamil = await h.signUp(price * 2, 'ta')
    const english = await h.signUp(price)
    const started = await h.book(tamil.token, { start: '2026-12-07T18:00:00+05:30' })
    const tomorrow = await h.book(tamil.token, { start: '2026-12-08T18:00:00+05:30' })
    const later = await h.book(english.token, { start: '2026-12-09T19:00:00+05:30' })
    expect([started.status, tomorrow.status, later.status]).toEqual([201, 201, 201])
    expect(await h.balance(tamil.token)).toBe(0)
    expect(await h.balance(english.token)).toBe(0)

    // The first one is under way: both joined, ten minutes in.
    clock.ms = Date.parse('2026-12-07T12:28:00Z')
    expect((await h.api().post(`/api/bookings/${started.body.id}/join`).set(bearer(tamil.token))).status).toBe(200)
    expect((await h.api().post(`/api/bookings/${started.body.id}/join`).set(bearer(priya))).status).toBe(200)
    clock.ms = Date.parse('2026-12-07T12:40:00Z')

    const mailsBefore = (await outbox().list(500)).length
    const suspended = await h.api().post(`/api/admin/users/${await userIdOf(priyaEmail)}/suspend`).set(bearer(admin))
    expect(suspended.status).toBe(200)
    expect(suspended.body.suspended).toBe(true)

    for (const [booking, customer] of [
      [tomorrow, tamil],
      [later, english],
    ] as const) {
      const view = (await h.api().get(`/api/bookings/${booking.body.id}`).set(bearer(customer.token))).body
      expect(view).toMatchObject({ status: 'cancelled', cancelledBy: 'platform', refunded: price, hold: { state: 'released', captured: 0, released: price } })
      expect(await hold(booking.body.id)).toBe(0)
    }
    // To the paisa: the Tamil customer's second hold is still in the started booking.
    expect(await h.balance(tamil.token)).toBe(price)
    expect(await h.balance(english.token)).toBe(price)

    // The started booking is the schedule's, as before.
    expect((await h.api().get(`/api/bookings/${started.body.id}`).set(bearer(tamil.token))).body).toMatchObject({ status: 'booked', hold: { state: 'held' } })
    expect(await hold(started.body.id)).toBe(price)

    // Each customer is told in their language; nobody else is mailed.
    const all = await outbox().list(500)
    const mails = all.slice(0, all.length - mailsBefore)
    expect(mails).toHaveLength(2)
    const tamilEmail = await emailOf(tamil.token)
    const toTamil = mails.find((m) => m.to === tamilEmail)!
    expect(toTamil.subject).toContain('Priya Deshpande')
    expect(toTamil.subject).toContain('ரத்து செய்யப்பட்டது')
    expect(toTamil.subject).toContain('அரட்டை')
    // The start as an Indian reader writes it, in Tamil, in the booking's zone.
    expect(toTamil.text).toMatch(/8 டிச\., 2026, 6:00 PM \(Asia\/Kolkata\)[\s\S]*\/tamil\/dashboard\/bookings/)
    const toEnglish = mails.find((m) => m !== toTamil)!
    expect(toEnglish.to).toBe(await emailOf(english.token))
    expect(toEnglish.subject).toMatch(/^Your chat booking with Priya Deshpande is cancelled, ₹[\d,.]+ refunded$/)

    // And in the app, each customer their own booking.
    const pushed = events.filter((e) => e.event.type === 'booking.cancelled')
    expect(pushed.map((e) => e.userIds)).toEqual(expect.arrayContaining([[tamil.id], [english.id]]))
    expect(pushed).toHaveLength(2)
    expect(pushed.find((e) => e.userIds[0] === english.id)!.event).toMatchObject({ booking: { id: later.body.id, role: 'customer', cancelledBy: 'platform' } })

    // The audit says how many.
    const audit = (await h.api().get('/api/admin/audit?action=user.suspend').set(bearer(admin))).body
    expect(audit[0]).toMatchObject({ target: `user:${priyaEmail}`, before: { suspended: false }, after: { suspended: true, bookingsCancelled: 2 } })

    // A suspended astrologer offers nothing and takes nothing.
    expect(await slotTimes(PRIYA, '2026-12-08')).toEqual([])
    const refused = await h.book(english.token, { start: '2026-12-08T18:00:00+05:30' })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('BOOKING.SLOT_UNAVAILABLE')
    expect(await h.balance(english.token)).toBe(price)

    // Restored: the freed slot is offered again, and nothing is rebooked.
    expect((await h.api().post(`/api/admin/users/${await userIdOf(priyaEmail)}/restore`).set(bearer(admin))).status).toBe(200)
    expect(await slotTimes(PRIYA, '2026-12-08')).toContain('18:00')
    expect((await h.api().get(`/api/bookings/${tomorrow.body.id}`).set(bearer(tamil.token))).body).toMatchObject({ status: 'cancelled', cancelledBy: 'platform' })
    clock.ms = NOW
  })

  it('cancels a suspended customer’s bookings with their whole money back in their own wallet, ends the waiting consultation and tells the astrologer', async () => {
    const rameshEmail = demoAstrologerEmail('acharya-ramesh-shastri')
    const ramesh = await h.logIn(rameshEmail, DEMO_ASTROLOGER_PASSWORD)
    const rameshUserId = await userIdOf(rameshEmail)
    const price = (await h.rate(RAMESH)) * 30
    const customer = await h.signUp(price * 2)
    const email = await emailOf(customer.token)
    const soon = await h.book(customer.token, { astrologerId: RAMESH, start: '2026-12-08T18:00:00+05:30' })
    const next = await h.book(customer.token, { astrologerId: RAMESH, start: '2026-12-10T18:00:00+05:30' })
    expect([soon.status, next.status]).toEqual([201, 201])

    // In the join window, well inside the free-cancel hours' end: the customer waits in the consultation.
    clock.ms = Date.parse('2026-12-08T12:26:00Z')
    const consultationId = (await h.api().post(`/api/bookings/${soon.body.id}/join`).set(bearer(customer.token))).body.consultationId as string
    expect(consultationId).toBeTruthy()
    clock.ms = Date.parse('2026-12-08T12:27:00Z')
    const before = events.length
    expect((await h.api().post(`/api/admin/users/${customer.id}/suspend`).set(bearer(admin))).status).toBe(200)

    // No late-cancel charge: all of it back, to the paisa.
    expect(await h.ledger().balance(walletOf(customer.id))).toBe(price * 2)
    for (const booking of [soon, next]) {
      expect(await hold(booking.body.id)).toBe(0)
      expect((await h.api().get(`/api/bookings/${booking.body.id}`).set(bearer(ramesh))).body).toMatchObject({ status: 'cancelled', cancelledBy: 'platform', refunded: price, hold: { state: 'released', captured: 0 } })
    }
    expect((await h.api().get(`/api/consultations/${consultationId}`).set(bearer(ramesh))).body.status).not.toMatch(/^(requested|active)$/)

    const toRamesh = await outbox().listTo(rameshEmail, 10)
    expect(toRamesh.filter((m) => m.subject.includes('is cancelled'))).toHaveLength(2)
    expect(toRamesh[0]!.subject).toMatch(/^The chat Booking Customer \d+ booked with you is cancelled$/)
    expect((await outbox().listTo(email, 10)).filter((m) => m.subject.includes('cancelled'))).toHaveLength(0)
    const pushed = events.slice(before).filter((e) => e.event.type === 'booking.cancelled')
    expect(pushed.map((e) => e.userIds[0])).toEqual([rameshUserId, rameshUserId])

    expect(await slotTimes(RAMESH, '2026-12-10')).toContain('18:00')
    const audit = (await h.api().get('/api/admin/audit?action=user.suspend').set(bearer(admin))).body
    expect(audit[0]).toMatchObject({ target: `user:${email}`, after: { suspended: true, bookingsCancelled: 2 } })
    clock.ms = NOW
  })

  it('suspends an account without bookings as before (none cancelled) and keeps the books balanced', async () => {
    const customer = await h.signUp()
    expect((await h.api().post(`/api/admin/users/${customer.id}/suspend`).set(bearer(admin))).status).toBe(200)
    const audit = (await h.api().get('/api/admin/audit?action=user.suspend').set(bearer(admin))).body
    expect(audit[0]).toMatchObject({ after: { suspended: true, bookingsCancelled: 0 } })
    expect((await h.api().get('/api/admin/wallet/audit').set(bearer(admin))).body).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedTransactions: [] })
  })
})
