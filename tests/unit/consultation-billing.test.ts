import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ConsultationRecord } from '../../core/domain/consultation'
import {
  balanceRunsOutNextMinute,
  billAt,
  chatElapsedMs,
  minuteAt,
  paidMinuteStartMs,
  paidMinutesDue,
  startedBefore,
} from '../../core/consultations/billing'
import { ConsultationClock } from '../../core/consultations/consultation-clock'
import { ConsultationNotifier } from '../../core/consultations/consultation-notifier'
import { FakeChatBilling, FakeRealtime, InMemoryConsultationRepository, ManualClock, ManualScheduler } from '../support/chat-fakes'

const MIN = 60_000
const RATE = 2_500 // ₹25 a minute

describe('billing schedule rules', () => {
  it('numbers chat minutes from 1 and charges every started minute after the free ones', () => {
    expect(minuteAt(0)).toBe(1)
    expect(minuteAt(59_999)).toBe(1)
    expect(minuteAt(60_000)).toBe(2)
    expect(paidMinutesDue(0, 5)).toBe(0)
    expect(paidMinutesDue(5 * MIN - 1, 5)).toBe(0)
    expect(paidMinutesDue(5 * MIN, 5)).toBe(1)
    expect(paidMinutesDue(0, 0)).toBe(1)
    expect(paidMinutesDue(2 * MIN + 1, 0)).toBe(3)
    expect(paidMinuteStartMs(1, 5)).toBe(5 * MIN)
    expect(paidMinuteStartMs(3, 0)).toBe(2 * MIN)
    expect(startedBefore(1, 5, 5 * MIN)).toBe(false)
    expect(startedBefore(1, 5, 5 * MIN + 1)).toBe(true)
  })

  it('warns when the next minute is paid and the balance cannot cover it', () => {
    expect(balanceRunsOutNextMinute({ elapsedMs: 3 * MIN, freeMinutes: 5, balancePaise: 0, ratePaise: RATE })).toBe(false) // minute 5 is free
    expect(balanceRunsOutNextMinute({ elapsedMs: 4 * MIN, freeMinutes: 5, balancePaise: RATE - 1, ratePaise: RATE })).toBe(true)
    expect(balanceRunsOutNextMinute({ elapsedMs: 4 * MIN, freeMinutes: 5, balancePaise: RATE, ratePaise: RATE })).toBe(false)
    expect(balanceRunsOutNextMinute({ elapsedMs: 10 * MIN, freeMinutes: 0, balancePaise: 100, ratePaise: RATE })).toBe(true)
  })

  it('computes chat time from the checkpoint only while a live server keeps the clock', () => {
    const beat = new Date('2026-03-01T10:00:00Z')
    const record = { status: 'active' as const, elapsedMs: 90_000, clockOwner: 'a', clockBeatAt: beat }
    expect(chatElapsedMs(record, new Date(beat.getTime() + 4_000), 15_000)).toBe(94_000)
    expect(chatElapsedMs(record, new Date(beat.getTime() + 60_000), 15_000)).toBe(90_000) // keeper gone: the clock stands
    expect(chatElapsedMs({ ...record, clockOwner: null }, new Date(beat.getTime() + 4_000), 15_000)).toBe(90_000)
    expect(chatElapsedMs({ ...record, status: 'ended' }, new Date(beat.getTime() + 4_000), 15_000)).toBe(90_000)
  })

  it('shows the running bill', () => {
    const now = new Date('2026-03-01T10:00:00Z')
    const record = { status: 'active' as const, freeMinutes: 5, billedMinutes: 2, chargedPaise: 2 * RATE, ratePaise: RATE, acceptedAt: now }
    expect(billAt(record, 6 * MIN + 15_000, now, 4 * RATE + 10)).toEqual({
      minute: 7,
      freeMinutes: 5,
      freeMinutesLeft: 0,
      billedMinutes: 2,
      chargedPaise: 5_000,
      ratePaise: RATE,
      balance: 10_010,
      minutesAffordable: 4,
      nextChargeAt: new Date(now.getTime() + 45_000).toISOString(),
    })
  })

  it("leaves no free minutes on an ended chat: the first chat's offer is spent, not carried over", () => {
    const now = new Date('2026-03-01T10:00:00Z')
    const record = { freeMinutes: 5, billedMinutes: 0, chargedPaise: 0, ratePaise: RATE, acceptedAt: now }
    expect(billAt({ ...record, status: 'active' }, 40_000, now, 0).freeMinutesLeft).toBe(5)
    expect(billAt({ ...record, status: 'active' }, 2 * MIN + 1, now, 0).freeMinutesLeft).toBe(3)
    expect(billAt({ ...record, status: 'ended' }, 40_000, now, 0).freeMinutesLeft).toBe(0)
    expect(billAt({ ...record, status: 'ended', acceptedAt: null }, 0, now, 0).freeMinutesLeft).toBe(5)
  })
})

describe('the chat clock (fake clock and timers)', () => {
  let clock: ManualClock
  let scheduler: ManualScheduler
  let repo: InMemoryConsultationRepository
  let billing: FakeChatBilling
  let realtime: FakeRealtime
  let clocks: ConsultationClock[]
  const CUSTOMER = 'customer-1'
  const ASTROLOGER_USER = 'astro-user-1'

  const makeClock = (instanceId: string) => {
    const notifier = new ConsultationNotifier(realtime, billing, clock, 15_000)
    const c = new ConsultationClock(repo, billing, billing, realtime, notifier, clock, scheduler, {
      instanceId,
      tickMs: 5_000,
      leaseMs: 15_000,
      sweepMs: 5_000,
      graceMs: 60_000,
      onError: (e) => {
        throw e
      },
    })
    clocks.push(c)
    return c
  }
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await Promise.all(clocks.map((c) => c.idle()))
      await new Promise((r) => setImmediate(r))
    }
  }
  const advance = (ms: number) => scheduler.advance(ms, settle)
  const record = async (id: string) => (await repo.findById(id)) as ConsultationRecord

  /** A chat accepted now and kept by `keeper`; `first` gives it the 5 free minutes. */
  async function startChat(keeper: ConsultationClock, options: { balance: number; first: boolean }): Promise<string> {
    billing.balances.set(CUSTOMER, options.balance)
    if (!options.first) {
      const earlier = await repo.createRequest({ customerId: CUSTOMER, astrologerId: 'astro-1', ratePaise: RATE, requestedAt: clock.now(), expiresAt: new Date(clock.ms + 120_000), idempotencyKey: null })
      await repo.accept(earlier.id, { at: clock.now(), freeMinutesIfFirst: 5, clockOwner: 'old' })
      await repo.transition(earlier.id, { from: ['active'], to: 'ended', at: clock.now(), reason: 'customer_ended', elapsedMs: 0 })
    }
    const request = await repo.createRequest({ customerId: CUSTOMER, astrologerId: 'astro-1', ratePaise: RATE, requestedAt: clock.now(), expiresAt: new Date(clock.ms + 120_000), idempotencyKey: null })
    const accepted = await repo.accept(request.id, { at: clock.now(), freeMinutesIfFirst: 5, clockOwner: keeper.instanceId })
    expect(accepted!.freeMinutes).toBe(options.first ? 5 : 0)
    keeper.track(request.id)
    await settle()
    return request.id
  }

  beforeEach(() => {
    clock = new ManualClock()
    scheduler = new ManualScheduler(clock)
    repo = new InMemoryConsultationRepository()
    repo.addAstrologer({ id: 'astro-1', userId: ASTROLOGER_USER, max: 5 })
    billing = new FakeChatBilling()
    realtime = new FakeRealtime()
    realtime.connected.add(CUSTOMER).add(ASTROLOGER_USER)
    clocks = []
  })
  afterEach(() => clocks.forEach((c) => c.halt()))

  it('bills nothing in the 5 free minutes of a first consultation, then each started minute at its start', async () => {
    const keeper = makeClock('a')
    const id = await startChat(keeper, { balance: 100 * RATE, first: true })
    await advance(5 * MIN - 1)
    expect(billing.charges.size).toBe(0)
    expect((await record(id)).billedMinutes).toBe(0)
    await advance(1) // minute 6 starts: the first paid minute
    expect([...billing.charges.values()].map((c) => c.minute)).toEqual([1])
    expect(await record(id)).toMatchObject({ billedMinutes: 1, chargedPaise: RATE })
    await advance(MIN - 1)
    expect(billing.charges.size).toBe(1)
    await advance(1)
    expect(await record(id)).toMatchObject({ billedMinutes: 2, chargedPaise: 2 * RATE })
    expect(billing.balances.get(CUSTOMER)).toBe(98 * RATE)
    const bills = realtime.consultationEventsFor(CUSTOMER).map((e) => e.bill.minute)
    expect(bills).toEqual([1, 2, 3, 4, 5, 6, 7]) // the running bill at every minute
  })

  it('charges the first minute at once when there are no free minutes', async () => {
    const keeper = makeClock('a')
    const id = await startChat(keeper, { balance: 10 * RATE, first: false })
    expect(await record(id)).toMatchObject({ billedMinutes: 1, chargedPaise: RATE })
    await advance(MIN)
    expect((await record(id)).billedMinutes).toBe(2)
  })

  it('warns a minute before the balance runs out, then ends the chat cleanly at that minute', async () => {
    const keeper = makeClock('a')
    const start = clock.ms
    const id = await startChat(keeper, { balance: 3 * RATE + 100, first: false })
    await advance(MIN) // minute 2 charged, one minute's money left
    expect(realtime.consultationEventsFor(CUSTOMER).some((e) => e.warning)).toBe(false)
    await advance(MIN) // minute 3 charged: 100 paise left, minute 4 cannot be paid
    const warned = realtime.consultationEventsFor(CUSTOMER).filter((e) => e.warning)
    expect(warned).toHaveLength(1)
    expect(warned[0].warning).toMatchObject({ code: 'BALANCE_LOW', endsAt: new Date(start + 3 * MIN).toISOString() })
    expect(realtime.consultationEventsFor(ASTROLOGER_USER).every((e) => !e.warning && e.bill.balance === null)).toBe(true)
    await advance(MIN)
    const ended = await record(id)
    expect(ended).toMatchObject({ status: 'ended', endReason: 'insufficient_balance', billedMinutes: 3, chargedPaise: 3 * RATE, elapsedMs: 3 * MIN })
    expect(ended.endedAt!.getTime()).toBe(start + 3 * MIN)
    expect(billing.balances.get(CUSTOMER)).toBe(100)
    const last = realtime.consultationEventsFor(CUSTOMER).at(-1)!
    expect(last.consultation).toMatchObject({ status: 'ended', endReason: 'insufficient_balance' })
    await advance(5 * MIN)
    expect(billing.charges.size).toBe(3)
    expect(keeper.tracked()).toEqual([])
  })

  it('warns during the free minutes when the first paid minute cannot be followed by another', async () => {
    const keeper = makeClock('a')
    const id = await startChat(keeper, { balance: RATE, first: true })
    await advance(4 * MIN) // minute 5: the next one is paid and payable
    expect(realtime.consultationEventsFor(CUSTOMER).some((e) => e.warning)).toBe(false)
    await advance(MIN) // minute 6 charged, nothing left for minute 7
    expect(realtime.consultationEventsFor(CUSTOMER).filter((e) => e.warning)).toHaveLength(1)
    await advance(MIN)
    expect(await record(id)).toMatchObject({ status: 'ended', endReason: 'insufficient_balance', billedMinutes: 1, elapsedMs: 6 * MIN })
  })

  it('stops billing when the customer leaves and ends the chat at the moment they left, after the grace period', async () => {
    const keeper = makeClock('a')
    const start = clock.ms
    const id = await startChat(keeper, { balance: 50 * RATE, first: false })
    await advance(2 * MIN + 33_000)
    expect((await record(id)).billedMinutes).toBe(3)
    realtime.connected.delete(CUSTOMER) // tab closed at 2:33, seen gone at the next check (2:35)
    await advance(61_000)
    expect(await record(id)).toMatchObject({ status: 'active', billedMinutes: 3 }) // minute 4 (3:00) not billed
    await advance(1_000)
    const ended = await record(id)
    expect(ended).toMatchObject({ status: 'ended', endReason: 'customer_disconnected', billedMinutes: 3, chargedPaise: 3 * RATE, elapsedMs: 2 * MIN + 35_000 })
    expect(ended.endedAt!.getTime()).toBe(start + 2 * MIN + 35_000)
    expect(billing.charges.size).toBe(3)
  })

  it('bills the minute that started while the customer was briefly away once they are back', async () => {
    const keeper = makeClock('a')
    const id = await startChat(keeper, { balance: 50 * RATE, first: false })
    await advance(2 * MIN + 40_000)
    realtime.connected.delete(CUSTOMER)
    await advance(30_000) // 3:10, minute 4 started while away
    expect((await record(id)).billedMinutes).toBe(3)
    realtime.connected.add(CUSTOMER)
    await advance(5_000)
    expect(await record(id)).toMatchObject({ status: 'active', billedMinutes: 4 })
    await advance(2 * MIN)
    expect(await record(id)).toMatchObject({ status: 'active', billedMinutes: 6 })
  })

  it('resumes after a crash from the last checkpoint: no double billing, downtime not billed', async () => {
    const first = makeClock('a')
    const id = await startChat(first, { balance: 50 * RATE, first: true })
    await advance(6 * MIN + 30_000)
    expect(await record(id)).toMatchObject({ billedMinutes: 2, elapsedMs: 6 * MIN + 30_000 })
    first.halt() // the process dies: nothing is released
    await advance(10 * MIN) // ten minutes of downtime
    const second = makeClock('b')
    second.start()
    await settle()
    expect(second.tracked()).toEqual([id])
    expect(await record(id)).toMatchObject({ status: 'active', clockOwner: 'b', billedMinutes: 2 })
    expect(billing.charges.size).toBe(2)
    await advance(29_000)
    expect(billing.charges.size).toBe(2) // chat time 6:59
    await advance(1_000)
    expect(await record(id)).toMatchObject({ billedMinutes: 3, chargedPaise: 3 * RATE })
    expect(billing.charges.size).toBe(3)
    expect(billing.balances.get(CUSTOMER)).toBe(47 * RATE)
  })

  it('hands the clock over on a graceful stop and the next instance takes it at once', async () => {
    const first = makeClock('a')
    const id = await startChat(first, { balance: 50 * RATE, first: false })
    await advance(MIN + 12_000)
    await first.stop()
    expect(await record(id)).toMatchObject({ clockOwner: null, elapsedMs: MIN + 12_000, billedMinutes: 2 })
    await advance(3_000) // restart takes 3 s
    const second = makeClock('b')
    second.start()
    await settle()
    expect(second.elapsedOf(id)).toBe(MIN + 12_000)
    await advance(48_000)
    expect((await record(id)).billedMinutes).toBe(3)
  })

  it('replays a minute charged just before a crash instead of charging it again', async () => {
    const first = makeClock('a')
    const id = await startChat(first, { balance: 50 * RATE, first: false })
    await advance(MIN + 57_000)
    first.halt()
    // The crash came between charging minute 3 (at 2:00) and recording it.
    await billing.chargeMinute({ consultationId: id, minute: 3, customerId: CUSTOMER, astrologerId: 'astro-1', ratePaise: RATE, idempotencyKey: `chat:${id}:3` })
    await advance(30_000)
    const second = makeClock('b')
    second.start()
    await settle()
    expect(second.elapsedOf(id)).toBe(MIN + 55_000) // the last checkpoint: the downtime is not chat time
    await advance(4_999)
    expect((await record(id)).billedMinutes).toBe(2)
    await advance(1)
    expect(await record(id)).toMatchObject({ billedMinutes: 3, chargedPaise: 3 * RATE })
    expect(billing.charges.size).toBe(3)
    expect(billing.balances.get(CUSTOMER)).toBe(47 * RATE)
  })

  it('refunds a minute charged before a crash when the chat then ends before that minute', async () => {
    const first = makeClock('a')
    const id = await startChat(first, { balance: 50 * RATE, first: false })
    await advance(MIN + 57_000)
    first.halt()
    await billing.chargeMinute({ consultationId: id, minute: 3, customerId: CUSTOMER, astrologerId: 'astro-1', ratePaise: RATE, idempotencyKey: `chat:${id}:3` })
    realtime.connected.delete(CUSTOMER) // the customer does not come back
    await advance(30_000)
    const second = makeClock('b')
    second.start()
    await advance(2 * MIN)
    expect(await record(id)).toMatchObject({ status: 'ended', endReason: 'customer_disconnected', billedMinutes: 2 })
    expect(billing.netCharged(id)).toBe(2 * RATE)
    expect(billing.balances.get(CUSTOMER)).toBe(48 * RATE)
  })

  it('does not bill a minute that starts after a party ended the chat', async () => {
    const keeper = makeClock('a')
    const id = await startChat(keeper, { balance: 50 * RATE, first: false })
    await advance(MIN + 59_000)
    await repo.transition(id, { from: ['active'], to: 'ended', at: clock.now(), reason: 'customer_ended', elapsedMs: MIN + 59_000 })
    keeper.untrack(id)
    await advance(5 * MIN)
    expect(billing.charges.size).toBe(2)
  })

  it('expires a request nobody accepted within two minutes', async () => {
    const keeper = makeClock('a')
    keeper.start()
    const request = await repo.createRequest({ customerId: CUSTOMER, astrologerId: 'astro-1', ratePaise: RATE, requestedAt: clock.now(), expiresAt: new Date(clock.ms + 120_000), idempotencyKey: null })
    keeper.watchRequest(request.id, request.expiresAt!)
    await advance(119_000)
    expect((await record(request.id)).status).toBe('requested')
    await advance(1_000)
    expect((await record(request.id)).status).toBe('expired')
    expect(realtime.consultationEventsFor(ASTROLOGER_USER).at(-1)!.consultation.status).toBe('expired')
  })
})
