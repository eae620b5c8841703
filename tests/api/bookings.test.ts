import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RunBookingSchedule } from '../../core/bookings/run-booking-schedule'
import { Mailer, MailOutbox } from '../../core/shared/ports/mailer'
import { BookingStore } from '../../core/bookings/ports/booking-store'
import type { Realtime, RealtimeEvent } from '../../core/consultations/ports/realtime'
import { Phrasebook } from '../../core/shared/ports/phrasebook'
import { SettingsStore } from '../../core/shared/ports/settings-store'
import type { Platform } from '../../server/platform'
import { DEMO_ASTROLOGER_PASSWORD, demoAstrologerEmail } from '../../server/seed-astrologer-accounts'
import { bearer, bookingHelpers, PRIYA } from '../support/booking-helpers'
import { ManualClock } from '../support/chat-fakes'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { freshPostgres, postgresUrl } from '../support/storage'
import { sql } from 'kysely'
import type { Storage } from '../../adapters/storage/database'
import { holdPosting } from '../../core/bookings/rules'

const RAMESH = 'astro-acharya-ramesh-shastri'

/** Monday 7 December 2026, 10:00 UTC (15:30 in India): the demo hours are weekday evenings 18:00–21:00 IST. */
const NOW = Date.parse('2026-12-07T10:00:00Z')

describe('booked appointments (embedded database)', () => {
  let platform: Platform
  const clock = new ManualClock(NOW)
  const h = bookingHelpers(() => platform)
  let admin: string
  let priya: string
  let ramesh: string
  let rate: number
  beforeAll(async () => {
    // Sessions outlive the weeks the clock is moved through.
    platform = await testPlatform({ JWT_TTL_HOURS: '2000' }, { clock, holdBookingSchedule: true, holdReportWorker: true })
    admin = await h.logIn(TEST_ADMIN.email, TEST_ADMIN.password)
    priya = await h.logIn(demoAstrologerEmail('priya-deshpande'), DEMO_ASTROLOGER_PASSWORD)
    ramesh = await h.logIn(demoAstrologerEmail('acharya-ramesh-shastri'), DEMO_ASTROLOGER_PASSWORD)
    rate = await h.rate()
  })
  afterAll(async () => platform?.close())

  it('validates an astrologer’s hours with clear messages and saves them', async () => {
    const put = (body: object, token = ramesh) => h.api().put('/api/astrologer/availability').set(bearer(token)).send(body)
    const bad = async (body: object, message: RegExp) => {
      const res = await put(body)
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toMatch(message)
    }
    await bad({ timezone: 'Mars/Olympus', weekly: [], blocked: [] }, /Unknown time zone/)
    await bad({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 1, start: '18:00', end: '17:00' }], blocked: [] }, /End must be after start/)
    await bad({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 1, start: '18:00', end: '20:00' }, { weekday: 1, start: '19:00', end: '21:00' }], blocked: [] }, /Overlaps another window/)
    await bad({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 7, start: '18:00', end: '20:00' }], blocked: [] }, /Weekday must be/)
    await bad({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 1, start: '18:10', end: '20:00' }], blocked: [] }, /15-minute steps/)
    await bad({ timezone: 'Asia/Kolkata', weekly: [], blocked: [{ from: '2026-12-10', to: '2026-12-09' }] }, /ends before it starts/)
    // Touching windows are fine; only customers and visitors are refused.
    const ok = await put({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 2, start: '18:00', end: '19:00' }, { weekday: 2, start: '19:00', end: '20:00' }], blocked: [] })
    expect(ok.status).toBe(200)
    expect((await h.api().get('/api/astrologer/availability').set(bearer(ramesh))).body).toEqual(ok.body)
    const customer = await h.signUp()
    expect((await put({ timezone: 'Asia/Kolkata', weekly: [], blocked: [] }, customer.token)).status).toBe(403)
    expect((await h.api().get('/api/astrologer/availability')).status).toBe(401)
    // The demo astrologers have hours out of the box.
    expect((await h.api().get('/api/astrologer/availability').set(bearer(priya))).body.weekly.length).toBeGreaterThan(0)
  })

  it('lists free slots from the weekly hours, in the astrologer’s zone, minus blocked days, the lead time and bookings', async () => {
    const slots = (await h.api().get(`/api/astrologers/${PRIYA}/slots?from=2026-12-08&days=1&duration=30`)).body
    // Tuesday 18:00–21:00 IST: a 30-minute slot at every quarter hour from 18:00 to 20:30.
    expect(slots).toHaveLength(11)
    expect(slots[0]).toEqual({ start: '2026-12-08T18:00:00+05:30', end: '2026-12-08T18:30:00+05:30', modes: ['chat', 'call'] })
    expect(slots.at(-1).start).toBe('2026-12-08T20:30:00+05:30')
    // 60 minutes: 18:00 … 20:00.
    expect((await h.api().get(`/api/astrologers/${PRIYA}/slots?from=2026-12-08&days=1&duration=60`)).body).toHaveLength(9)
    // Today: still ahead (15:30 now, lead one hour).
    expect((await h.api().get(`/api/astrologers/${PRIYA}/slots?days=1&duration=30`)).body[0].start).toBe('2026-12-07T18:00:00+05:30')
    // Bad parameters.
    expect((await h.api().get(`/api/astrologers/${PRIYA}/slots?days=40`)).status).toBe(400)
    expect((await h.api().get(`/api/astrologers/${PRIYA}/slots?duration=20`)).status).toBe(400)
    expect((await h.api().get(`/api/astrologers/${PRIYA}/slots?from=2026-13-01`)).status).toBe(400)
    expect((await h.api().get(`/api/astrologers/${PRIYA}/slots?from=9999-12-31&days=31`)).status).toBe(400)
    expect((await h.book((await h.signUp()).token, { start: '9999-12-31T18:00:00+05:30' })).status).toBe(400)
    expect((await h.api().get('/api/astrologers/nobody/slots')).status).toBe(404)

    // Blocked days and a booking.
    const put = await h.api().put('/api/astrologer/availability').set(bearer(ramesh)).send({
      timezone: 'Asia/Kolkata',
      weekly: [{ weekday: 3, start: '10:00', end: '12:00' }],
      blocked: [{ from: '2026-12-16', to: '2026-12-16' }],
    })
    expect(put.status).toBe(200)
    const wednesdays = (await h.api().get(`/api/astrologers/${RAMESH}/slots?from=2026-12-09&days=15&duration=60`)).body.map((s: { start: string }) => s.start.slice(0, 10))
    expect([...new Set(wednesdays)]).toEqual(['2026-12-09', '2026-12-23'])
    const customer = await h.signUp((await h.rate(RAMESH)) * 30)
    const booked = await h.book(customer.token, { astrologerId: RAMESH, start: '2026-12-09T10:30:00+05:30', durationMinutes: 30 })
    expect(booked.status).toBe(201)
    const after = (await h.api().get(`/api/astrologers/${RAMESH}/slots?from=2026-12-09&days=1&duration=30`)).body.map((s: { start: string }) => s.start.slice(11, 16))
    // 10:30–11:00 is taken: 10:15 and 10:45 overlap it too.
    expect(after).toEqual(['10:00', '11:00', '11:15', '11:30'])
  })

  it('follows the clock change of a zone with summer time', async () => {
    await h.api().put('/api/astrologer/availability').set(bearer(ramesh)).send({
      timezone: 'Europe/London',
      weekly: [{ weekday: 1, start: '09:00', end: '10:00' }, { weekday: 0, start: '00:30', end: '03:00' }],
      blocked: [],
    })
    const monday = async (date: string) => (await h.api().get(`/api/astrologers/${RAMESH}/slots?from=${date}&days=1&duration=60`)).body
    // The same 09:00 in London is 09:00 UTC in winter and 08:00 UTC in summer.
    expect((await monday('2027-03-22'))[0].start).toBe('2027-03-22T09:00:00+00:00')
    expect((await monday('2027-03-29'))[0].start).toBe('2027-03-29T09:00:00+01:00')
    expect(new Date((await monday('2027-03-29'))[0].start).toISOString()).toBe('2027-03-29T08:00:00.000Z')
    // Sunday 28 March 2027: the clocks go from 01:00 to 02:00, so 01:00–01:45 never happen.
    const sunday = (await h.api().get(`/api/astrologers/${RAMESH}/slots?from=2027-03-28&days=1&duration=15`)).body.map((s: { start: string }) => s.start.slice(11))
    expect(sunday).toEqual(['00:30:00+00:00', '00:45:00+00:00', '02:00:00+01:00', '02:15:00+01:00', '02:30:00+01:00', '02:45:00+01:00'])
  })

  it('books a slot holding its price, answers a retry once, and refuses a taken slot (409), an empty wallet (402) and a time outside the hours', async () => {
    const price = rate * 30
    const customer = await h.signUp(price + 5_000)
    const first = await h.book(customer.token, { start: '2026-12-08T19:00:00+05:30' }, 'same-key')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ status: 'booked', hold: { amount: price, state: 'held' }, mode: 'chat', durationMinutes: 30, start: '2026-12-08T19:00:00+05:30', end: '2026-12-08T19:30:00+05:30', joinOpensAt: '2026-12-08T18:55:00+05:30', role: 'customer' })
    expect(await h.balance(customer.token)).toBe(5_000)
    expect(await h.ledger().balance({ kind: 'booking_holds', owner: first.body.id })).toBe(price)
    // The same key: the same booking, nothing held twice. The same key for another slot: a conflict.
    const again = await h.book(customer.token, { start: '2026-12-08T19:00:00+05:30' }, 'same-key')
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(await h.balance(customer.token)).toBe(5_000)
    const otherBody = await h.book(customer.token, { start: '2026-12-08T20:00:00+05:30' }, 'same-key')
    expect(otherBody.status).toBe(409)
    expect(otherBody.body.code).toBe('BOOKING.IDEMPOTENCY_CONFLICT')
    // The wallet history says what happened.
    const wallet = (await h.api().get('/api/wallet').set(bearer(customer.token))).body
    expect(wallet.transactions[0]).toMatchObject({ type: 'booking_hold', amount: -price, reference: first.body.id })

    // Another customer, an overlapping slot (other offset written the UTC way).
    const rival = await h.signUp(price * 2)
    const taken = await h.book(rival.token, { start: '2026-12-08T13:45:00Z' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'BOOKING.SLOT_TAKEN', message: expect.stringMatching(/just booked/) })
    expect(await h.balance(rival.token)).toBe(price * 2)

    const poor = await h.signUp(price - 100)
    const refused = await h.book(poor.token, { start: '2026-12-08T20:00:00+05:30' })
    expect(refused.status).toBe(402)
    expect(await h.balance(poor.token)).toBe(price - 100)
    expect((await h.api().get('/api/bookings').set(bearer(poor.token))).body).toEqual([])

    expect((await h.book(rival.token, { start: '2026-12-08T17:00:00+05:30' })).body.code).toBe('BOOKING.SLOT_UNAVAILABLE')
    expect((await h.book(rival.token, { start: '2026-12-07T16:00:00+05:30' })).body.code).toBe('BOOKING.SLOT_UNAVAILABLE')
    expect((await h.book(rival.token, { start: '2026-12-08T18:05:00+05:30' })).body.code).toBe('BOOKING.SLOT_UNAVAILABLE')
    expect((await h.book(rival.token, { start: '2026-12-08T20:00:00+05:30', mode: 'video' })).status).toBe(400)
    expect((await h.book(rival.token, { start: '2026-12-08T20:00:00+05:30', durationMinutes: 20 })).status).toBe(400)
    expect((await h.api().post('/api/bookings').set(bearer(rival.token)).send({ astrologerId: PRIYA, start: '2026-12-08T20:00:00+05:30', durationMinutes: 30, mode: 'chat' })).status).toBe(400)
    expect((await h.book(priya, { start: '2026-12-08T20:00:00+05:30' })).status).toBe(403)

    // Both parties see it; others get 404.
    const mine = (await h.api().get('/api/bookings').set(bearer(customer.token))).body
    expect(mine.map((b: { id: string }) => b.id)).toEqual([first.body.id])
    const astrologers = (await h.api().get('/api/bookings').set(bearer(priya))).body
    expect(astrologers.find((b: { id: string }) => b.id === first.body.id)).toMatchObject({ role: 'astrologer', customerName: expect.stringMatching(/Booking Customer/), astrologerName: 'Priya Deshpande' })
    for (const path of [`/api/bookings/${first.body.id}`, `/api/bookings/${first.body.id}/ics`]) expect((await h.api().get(path).set(bearer(rival.token))).status).toBe(404)
    expect((await h.api().post(`/api/bookings/${first.body.id}/cancel`).set(bearer(rival.token)).send({})).status).toBe(404)
    expect((await h.api().post(`/api/bookings/${first.body.id}/join`).set(bearer(ramesh))).status).toBe(404)
    expect((await h.api().get(`/api/bookings/${first.body.id}`).set(bearer(admin))).body.role).toBe('admin')
  })

  it('prices a call booking at the astrologer’s call rate', async () => {
    const astrologer = ((await h.api().get('/api/astrologers')).body as Array<{ id: string; callRatePerMinute: number }>).find((a) => a.id === PRIYA)!
    const price = astrologer.callRatePerMinute * 45
    const customer = await h.signUp(price)
    const booked = await h.book(customer.token, { start: '2026-12-18T18:00:00+05:30', durationMinutes: 45, mode: 'call' })
    expect(booked.status).toBe(201)
    expect(booked.body).toMatchObject({ mode: 'call', hold: { amount: price }, price })
    expect(await h.balance(customer.token)).toBe(0)
    // The hour after a 45-minute call: its slot and the overlapping ones are gone.
    const slots = (await h.api().get(`/api/astrologers/${PRIYA}/slots?from=2026-12-18&days=1&duration=15`)).body.map((s: { start: string }) => s.start.slice(11, 16))
    expect(slots[0]).toBe('18:45')
  })

  it('gives the calendar file to both parties', async () => {
    const customer = await h.signUp(rate * 60)
    const booked = await h.book(customer.token, { start: '2026-12-09T18:00:00+05:30', durationMinutes: 45 })
    for (const token of [customer.token, priya]) {
      const res = await h.api().get(`/api/bookings/${booked.body.id}/ics`).set(bearer(token))
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/calendar/)
      const lines = res.text.replace(/\r\n[ \t]/g, '').split('\r\n')
      expect(lines[0]).toBe('BEGIN:VCALENDAR')
      expect(lines).toContain('BEGIN:VEVENT')
      expect(lines.find((l) => l.startsWith('UID:'))).toBe(`UID:${booked.body.id}@localhost`)
      expect(lines).toContain('DTSTART:20261209T123000Z')
      expect(lines).toContain('DTEND:20261209T131500Z')
      expect(lines.find((l) => l.startsWith('SUMMARY'))).toMatch(/with Priya Deshpande/)
      expect(lines.find((l) => l.startsWith('DESCRIPTION'))).toMatch(new RegExp(`/dashboard/bookings\\?join=${booked.body.id}`))
      expect(lines.find((l) => l.startsWith('ORGANIZER'))).toMatch(/mailto:bookings@localhost/i)
      expect(lines.at(-2) ?? lines.at(-1)).toMatch(/END:VCALENDAR/)
    }
  })

  it('cancels by the policy: free until 6 hours before, half after, always in full when the astrologer cancels', async () => {
    const price = rate * 30
    const earnings = { kind: 'astrologer_earnings' as const, owner: PRIYA }
    const customer = await h.signUp(price * 3)
    const early = await h.book(customer.token, { start: '2026-12-10T18:00:00+05:30' })
    const late = await h.book(customer.token, { start: '2026-12-10T19:00:00+05:30' })
    const byAstrologer = await h.book(customer.token, { start: '2026-12-10T20:00:00+05:30' })
    expect(await h.balance(customer.token)).toBe(0)

    const free = await h.api().post(`/api/bookings/${early.body.id}/cancel`).set(bearer(customer.token)).send({})
    expect(free.status).toBe(200)
    expect(free.body).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', refunded: price, hold: { state: 'released', captured: 0, released: price } })
    expect(await h.balance(customer.token)).toBe(price)
    // Twice: refused, nothing moves again.
    expect((await h.api().post(`/api/bookings/${early.body.id}/cancel`).set(bearer(customer.token)).send({})).body.code).toBe('BOOKING.NOT_CANCELLABLE')

    // Two hours before the 19:00 start (IST): late.
    const before = await h.ledger().balance(earnings)
    clock.ms = Date.parse('2026-12-10T11:30:00Z')
    const half = await h.api().post(`/api/bookings/${late.body.id}/cancel`).set(bearer(customer.token)).send({ reason: 'Something came up' })
    expect(half.body).toMatchObject({ status: 'cancelled', refunded: price / 2, hold: { state: 'split', captured: price / 2, released: price / 2 } })
    expect(await h.balance(customer.token)).toBe(price + price / 2)
    expect(await h.ledger().balance(earnings)).toBeGreaterThan(before)

    const astrologer = await h.api().post(`/api/bookings/${byAstrologer.body.id}/cancel`).set(bearer(priya)).send({})
    expect(astrologer.body).toMatchObject({ status: 'cancelled', cancelledBy: 'astrologer', refunded: price, role: 'astrologer' })
    expect(await h.balance(customer.token)).toBe(2 * price + price / 2)
    // The slots are free again.
    const slots = (await h.api().get(`/api/astrologers/${PRIYA}/slots?from=2026-12-10&days=1&duration=30`)).body.map((s: { start: string }) => s.start.slice(11, 16))
    expect(slots).toContain('19:00')
    expect(slots).toContain('20:00')
    clock.ms = NOW
  })

  it('opens the join window 5 minutes before, captures the hold when both joined, at the end', async () => {
    const price = rate * 30
    const customer = await h.signUp(price)
    const booked = await h.book(customer.token, { start: '2026-12-11T18:00:00+05:30' })
    const before = await h.ledger().balance({ kind: 'astrologer_earnings', owner: PRIYA })
    clock.ms = Date.parse('2026-12-11T12:24:00Z')
    expect((await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(customer.token))).body.code).toBe('BOOKING.JOIN_WINDOW_CLOSED')
    clock.ms = Date.parse('2026-12-11T12:26:00Z')
    const joined = await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(customer.token))
    expect(joined.status).toBe(200)
    const consultationId = joined.body.consultationId
    expect(consultationId).toEqual(expect.any(String))
    // The customer cannot cancel a booking that is about to start? They can until the start (late: charged).
    clock.ms = Date.parse('2026-12-11T12:31:00Z')
    const astrologer = await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(priya))
    expect(astrologer.body.consultationId).toBe(consultationId)
    const consultation = (await h.api().get(`/api/consultations/${consultationId}`).set(bearer(customer.token))).body
    expect(consultation).toMatchObject({ status: 'active', ratePaise: 0 })
    const view = (await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body
    expect(view).toMatchObject({ consultationId, customerJoinedAt: expect.any(String), astrologerJoinedAt: expect.any(String), canJoin: true })

    // Not before the end.
    await h.schedule()
    expect((await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body.status).toBe('booked')
    clock.ms = Date.parse('2026-12-11T13:00:00Z')
    await h.schedule()
    const done = (await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body
    expect(done).toMatchObject({ status: 'completed', hold: { state: 'captured', captured: price, released: 0 }, refunded: 0 })
    expect(await h.ledger().balance({ kind: 'booking_holds', owner: booked.body.id })).toBe(0)
    expect(await h.ledger().balance({ kind: 'astrologer_earnings', owner: PRIYA })).toBeGreaterThan(before)
    expect(await h.balance(customer.token)).toBe(0)
    expect((await h.api().get(`/api/consultations/${consultationId}`).set(bearer(customer.token))).body).toMatchObject({ status: 'ended', endReason: 'booking_ended', chargedPaise: 0 })
    // Once.
    expect(await h.schedule()).toMatchObject({ completed: 0 })
    expect((await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(customer.token))).body.code).toBe('BOOKING.NOT_ACTIVE')
    clock.ms = NOW
  })

  it('charges nobody for a booked call that never connected: it waits for the media until the booked end, then releases the hold', async () => {
    const astrologer = ((await h.api().get('/api/astrologers')).body as Array<{ id: string; callRatePerMinute: number }>).find((a) => a.id === PRIYA)!
    const price = astrologer.callRatePerMinute * 15
    const customer = await h.signUp(price)
    const booked = await h.book(customer.token, { start: '2026-12-14T19:00:00+05:30', durationMinutes: 15, mode: 'call' })
    expect(booked.status).toBe(201)
    clock.ms = Date.parse('2026-12-14T13:29:00Z')
    const joined = await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(customer.token))
    await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(priya))
    // Five minutes on without media: past a paid call's connect timeout, the booked call still waits.
    clock.ms = Date.parse('2026-12-14T13:35:00Z')
    await h.schedule()
    expect((await h.api().get(`/api/consultations/${joined.body.consultationId}`).set(bearer(customer.token))).body.status).toBe('active')
    expect((await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body.status).toBe('booked')
    clock.ms = Date.parse('2026-12-14T13:45:00Z')
    await h.schedule()
    const done = (await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body
    expect(done).toMatchObject({ status: 'completed', hold: { state: 'released', captured: 0, released: price }, refunded: price })
    expect(await h.balance(customer.token)).toBe(price)
    expect(await h.ledger().balance({ kind: 'booking_holds', owner: booked.body.id })).toBe(0)
    clock.ms = NOW
  })

  it('releases the whole hold when the astrologer does not join within 10 minutes, and counts it for admins', async () => {
    const price = rate * 30
    const customer = await h.signUp(price)
    const booked = await h.book(customer.token, { start: '2026-12-14T18:00:00+05:30' })
    clock.ms = Date.parse('2026-12-14T12:30:00Z')
    await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(customer.token))
    clock.ms = Date.parse('2026-12-14T12:39:00Z')
    expect(await h.schedule()).toMatchObject({ astrologerNoShows: 0 })
    clock.ms = Date.parse('2026-12-14T12:40:00Z')
    expect(await h.schedule()).toMatchObject({ astrologerNoShows: 1 })
    const view = (await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body
    expect(view).toMatchObject({ status: 'no_show_astrologer', refunded: price, hold: { state: 'released' } })
    expect(await h.balance(customer.token)).toBe(price)
    const list = (await h.api().get(`/api/admin/bookings?astrologerId=${PRIYA}&status=no_show_astrologer`).set(bearer(admin))).body
    // Earlier tests' bookings that nobody joined became no-shows on the same pass: each counts.
    expect(list.map((b: { id: string }) => b.id)).toContain(booked.body.id)
    expect(list[0]).toMatchObject({ astrologerNoShows: list.length, role: 'admin' })
    expect((await h.api().get('/api/admin/bookings').set(bearer(customer.token))).status).toBe(403)
    clock.ms = NOW
  })

  it('records an astrologer who presses Accept on the booking’s waiting consultation as joined (no no-show)', async () => {
    const price = rate * 30
    const customer = await h.signUp(price)
    const booked = await h.book(customer.token, { start: '2026-12-16T18:00:00+05:30' })
    clock.ms = Date.parse('2026-12-16T12:30:00Z')
    const consultationId = (await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(customer.token))).body.consultationId
    clock.ms = Date.parse('2026-12-16T12:32:00Z')
    const accepted = await h.api().post(`/api/consultations/${consultationId}/accept`).set(bearer(priya))
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ status: 'active', ratePaise: 0, freeMinutes: 0 })
    expect((await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body).toMatchObject({ astrologerJoinedAt: '2026-12-16T18:02:00+05:30' })
    clock.ms = Date.parse('2026-12-16T12:41:00Z')
    expect(await h.schedule()).toMatchObject({ astrologerNoShows: 0 })
    clock.ms = Date.parse('2026-12-16T13:00:00Z')
    await h.schedule()
    expect((await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body).toMatchObject({ status: 'completed', hold: { state: 'captured', captured: price } })
    clock.ms = NOW
  })

  it('charges a customer who does not join by the end per the policy (100 % by default, a setting)', async () => {
    const price = rate * 15
    const customer = await h.signUp(price * 2)
    const booked = await h.book(customer.token, { start: '2026-12-15T18:00:00+05:30', durationMinutes: 15 })
    clock.ms = Date.parse('2026-12-15T12:30:00Z')
    expect((await h.api().post(`/api/bookings/${booked.body.id}/join`).set(bearer(priya))).status).toBe(200)
    clock.ms = Date.parse('2026-12-15T12:45:00Z')
    expect(await h.schedule()).toMatchObject({ customerNoShows: 1 })
    expect((await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body).toMatchObject({ status: 'no_show_customer', refunded: 0, hold: { state: 'captured', captured: price } })

    // At 40 %: the rest comes back.
    const settings = (await h.api().get('/api/admin/settings').set(bearer(admin))).body
    const saved = await h.api().put('/api/admin/settings').set(bearer(admin)).send({ ...settings, bookings: { ...settings.bookings, customerNoShowChargePercent: 40 } })
    expect(saved.status).toBe(200)
    clock.ms = NOW
    const second = await h.book(customer.token, { start: '2026-12-16T18:00:00+05:30', durationMinutes: 15 })
    clock.ms = Date.parse('2026-12-16T12:31:00Z')
    await h.api().post(`/api/bookings/${second.body.id}/join`).set(bearer(priya))
    clock.ms = Date.parse('2026-12-16T12:50:00Z')
    await h.schedule()
    const charged = Math.round(price * 0.4)
    expect((await h.api().get(`/api/bookings/${second.body.id}`).set(bearer(customer.token))).body).toMatchObject({ status: 'no_show_customer', refunded: price - charged, hold: { state: 'split', captured: charged } })
    expect(await h.balance(customer.token)).toBe(price - charged)
    await h.api().put('/api/admin/settings').set(bearer(admin)).send(settings)
    const audit = (await h.api().get('/api/admin/audit').set(bearer(admin))).body
    expect(JSON.stringify(audit)).toMatch(/customerNoShowChargePercent/)
    clock.ms = NOW
  })

  it('reminds both parties 30 and 5 minutes before, each once, by mail in their language and in the app', async () => {
    const customer = await h.signUp(rate * 30, 'hi')
    const booked = await h.book(customer.token, { start: '2026-12-17T18:00:00+05:30' })
    const outbox = platform.container.resolve<MailOutbox>(MailOutbox)
    const mails = async () => (await outbox.list(500)).filter((m) => m.subject.includes('booking') || m.subject.includes('बुक'))
    // The same schedule, with the realtime events recorded.
    const events: Array<{ userIds: readonly string[]; event: RealtimeEvent }> = []
    const realtime: Realtime = { publish: async (userIds, event) => void events.push({ userIds, event }), broadcast: async () => undefined, isConnected: async () => false }
    const c = platform.container
    const schedule = new RunBookingSchedule(c.resolve(BookingStore), c.resolve(SettingsStore), c.resolve(Mailer), c.resolve(Phrasebook), realtime, clock, 'http://localhost')
    const count = (await mails()).length
    clock.ms = Date.parse('2026-12-17T11:59:00Z')
    await schedule.execute()
    expect((await mails()).length).toBe(count)
    expect((await h.api().get('/api/bookings?upcoming=1').set(bearer(customer.token))).body[0]).toMatchObject({ id: booked.body.id, near: false })
    clock.ms = Date.parse('2026-12-17T12:00:30Z')
    await schedule.execute()
    await schedule.execute()
    const thirty = (await mails()).slice(0, (await mails()).length - count)
    expect(thirty).toHaveLength(2)
    // The customer reads Hindi, the astrologer English.
    expect(thirty.map((m) => m.subject).sort()).toEqual(['Your chat booking starts in 30 minutes', 'आपकी बुक की गई चैट 30 मिनट में शुरू होगी'])
    expect(thirty.map((m) => (m as { to: string }).to)).toContain(demoAstrologerEmail('priya-deshpande'))
    // The start day first, as Indian readers write it, in each reader's language.
    const texts = thirty.map((m) => (m as { text: string }).text)
    expect(texts.some((t) => t.includes('17 दिस॰ 2026, 6:00 pm (Asia/Kolkata)') && t.includes('/hindi/dashboard/bookings'))).toBe(true)
    expect(texts.some((t) => t.includes('17 Dec 2026, 6:00 PM (Asia/Kolkata)'))).toBe(true)
    const reminders = events.filter((e) => e.event.type === 'booking.reminder')
    expect(reminders).toHaveLength(2)
    expect(reminders.map((e) => e.userIds[0])).toContain(customer.id)
    expect(reminders[0]!.event).toMatchObject({ type: 'booking.reminder', minutesBefore: 30, booking: { id: booked.body.id } })
    const upcoming = (await h.api().get('/api/bookings?upcoming=1').set(bearer(customer.token))).body
    expect(upcoming[0]).toMatchObject({ id: booked.body.id, near: true, remindersSent: [30] })
    clock.ms = Date.parse('2026-12-17T12:25:00Z')
    await schedule.execute()
    await schedule.execute()
    expect((await mails()).length).toBe(count + 4)
    expect(events.filter((e) => e.event.type === 'booking.reminder')).toHaveLength(4)
    expect((await h.api().get(`/api/bookings/${booked.body.id}`).set(bearer(customer.token))).body.remindersSent).toEqual([30, 5])
    clock.ms = NOW
  })

  it('refuses to delete an account whose booking still holds money (409), and deletes it once cancelled', async () => {
    const price = rate * 30
    const customer = await h.signUp(price)
    const booked = await h.book(customer.token, { start: '2026-12-22T18:00:00+05:30' })
    expect(booked.status).toBe(201)
    const password = 'booking customer pw 3'
    const refused = await h.api().post('/api/auth/delete').set(bearer(customer.token)).send({ password })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'ACCOUNT.BOOKINGS_OPEN', message: expect.stringContaining('Cancel your upcoming bookings first') })
    expect(await h.ledger().balance({ kind: 'booking_holds', owner: booked.body.id })).toBe(price)
    expect((await h.api().post(`/api/bookings/${booked.body.id}/cancel`).set(bearer(customer.token)).send({})).status).toBe(200)
    // The hold came back to the wallet: the wallet rule (spend it or ask support) applies as before.
    expect((await h.api().post('/api/auth/delete').set(bearer(customer.token)).send({ password })).body.code).toBe('ACCOUNT.BALANCE_LEFT')
  })

  it('keeps the books balanced after all of it', async () => {
    const audit = (await h.api().get('/api/admin/wallet/audit').set(bearer(admin))).body
    expect(audit).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedTransactions: [] })
  })
})

describe.runIf(postgresUrl)('one slot, eight customers at once (PostgreSQL)', () => {
  let platform: Platform
  const clock = new ManualClock(NOW)
  const h = bookingHelpers(() => platform)
  beforeAll(async () => {
    platform = await testPlatform({ JWT_TTL_HOURS: '2000' }, { storage: await freshPostgres(), clock, holdBookingSchedule: true, holdReportWorker: true })
  })
  afterAll(async () => platform?.close())

  it('lets exactly one win (201), refuses the others with 409 and holds the money once', async () => {
    const price = (await h.rate()) * 30
    const customers = await Promise.all(Array.from({ length: 8 }, () => h.signUp(price)))
    const answers = await Promise.all(customers.map((c, i) => h.book(c.token, { start: '2026-12-08T19:00:00+05:30' }, `race-${i}`)))
    // The statuses first, so a failure says what came back.
    expect(answers.map((a) => `${a.status} ${a.body.code ?? ''}`).sort()).toEqual(['201 ', ...Array(7).fill('409 BOOKING.SLOT_TAKEN')])
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const refused = answers.filter((a) => a.status === 409)
    expect(refused).toHaveLength(7)
    for (const r of refused) expect(r.body.code).toBe('BOOKING.SLOT_TAKEN')
    const balances = await Promise.all(customers.map((c) => h.balance(c.token)))
    expect(balances.filter((b) => b === 0)).toHaveLength(1)
    expect(balances.filter((b) => b === price)).toHaveLength(7)
    const winner = answers.find((a) => a.status === 201)!.body.id
    expect(await h.ledger().balance({ kind: 'booking_holds', owner: winner })).toBe(price)
    // An overlapping slot (19:15) loses too; the next free one (19:30) is bookable.
    expect((await h.book(customers[refused.length ? 1 : 0]!.token, { start: '2026-12-08T19:15:00+05:30' })).status).toBe(409)
    // And one customer sending one key eight times at once books once.
    const one = await h.signUp(price)
    const repeats = await Promise.all(Array.from({ length: 8 }, () => h.book(one.token, { start: '2026-12-08T19:30:00+05:30' }, 'one-key')))
    expect(new Set(repeats.map((r) => r.status))).toEqual(new Set([201]))
    expect(new Set(repeats.map((r) => r.body.id)).size).toBe(1)
    expect(await h.balance(one.token)).toBe(0)
    expect((await h.ledger().audit()).balanced).toBe(true)
  })
})

describe.runIf(postgresUrl)('a booking while every pooled connection is busy (PostgreSQL)', () => {
  let platform: Platform
  let storage: Storage
  const clock = new ManualClock(NOW)
  const h = bookingHelpers(() => platform)
  beforeAll(async () => {
    // A small pool with a short wait, so "more requests than connections" is certain, not luck.
    storage = await freshPostgres({ maxConnections: 3, connectionTimeoutMillis: 250 })
    platform = await testPlatform({ JWT_TTL_HOURS: '2000' }, { storage, clock, holdBookingSchedule: true, holdReportWorker: true })
  })
  afterAll(async () => platform?.close())

  it('waits its turn and books (never a 503 for a burst): the write is tried again, the money held once', async () => {
    const price = (await h.rate()) * 30
    const customer = await h.signUp(price)
    const store = platform.container.resolve<BookingStore>(BookingStore)
    const astrologer = (await store.astrologer(PRIYA))!
    // Every connection busy for 0.6 s: longer than one wait for a connection (0.25 s).
    const busy = Promise.all(Array.from({ length: 3 }, () => sql`SELECT pg_sleep(0.6)`.execute(storage.db)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const id = globalThis.crypto.randomUUID()
    const start = new Date('2026-12-08T13:30:00Z')
    const made = await store.create(
      { id, customerId: customer.id, astrologerId: PRIYA, mode: 'chat', durationMinutes: 30, start, end: new Date(start.getTime() + 30 * 60_000), timezone: 'Asia/Kolkata', ratePaise: price / 30, price, idempotencyKey: 'busy-pool', fingerprint: 'busy-pool', createdAt: new Date(NOW) },
      holdPosting({ id, customerId: customer.id, price, astrologerName: astrologer.name }),
    )
    await busy
    expect(made.booking.status).toBe('booked')
    expect(await h.balance(customer.token)).toBe(0)
    expect(await h.ledger().balance({ kind: 'booking_holds', owner: id })).toBe(price)
    expect((await h.ledger().audit()).balanced).toBe(true)
  })
})
