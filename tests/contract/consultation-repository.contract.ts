import { describe, expect, it } from 'vitest'
import type { ConsultationRepository } from '../../core/consultations/ports/consultation-repository'

export interface ConsultationFixture {
  repo: ConsultationRepository
  /** a new customer's user id */
  customer(name?: string): Promise<string>
  /** an astrologer profile with an account: its astrologers.id and the account's user id */
  astrologer(options?: { online?: boolean; max?: number }): Promise<{ id: string; userId: string }>
  close(): Promise<void>
}

const T0 = new Date('2026-03-01T10:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const request = (customerId: string, astrologerId: string, extra: { key?: string; ms?: number } = {}) => ({
  customerId,
  astrologerId,
  ratePaise: 2_500,
  requestedAt: at(extra.ms ?? 0),
  expiresAt: at((extra.ms ?? 0) + 120_000),
  idempotencyKey: extra.key ?? null,
})

/** The ConsultationRepository contract: every adapter (SQL on PGlite and PostgreSQL, the in-memory fake) passes it. */
export function describeConsultationRepositoryContract(name: string, open: () => Promise<ConsultationFixture>): void {
  const withFixture = (test: (f: ConsultationFixture) => Promise<void>) => async () => {
    const f = await open()
    try {
      await test(f)
    } finally {
      await f.close()
    }
  }

  describe(`ConsultationRepository contract: ${name}`, () => {
    it(
      'stores a request with the astrologer and customer, and answers the same one for the same idempotency key',
      withFixture(async (f) => {
        const customer = await f.customer('Ravi Kumar')
        const astro = await f.astrologer()
        const created = await f.repo.createRequest(request(customer, astro.id, { key: 'k-1' }))
        expect(created).toMatchObject({ status: 'requested', customerId: customer, customerName: 'Ravi Kumar', astrologerId: astro.id, astrologerUserId: astro.userId, ratePaise: 2_500, freeMinutes: 0, billedMinutes: 0, lastSeq: 0, review: null, refund: null })
        expect(created.expiresAt).toEqual(at(120_000))
        expect((await f.repo.createRequest(request(customer, astro.id, { key: 'k-1' }))).id).toBe(created.id)
        expect((await f.repo.findByIdempotencyKey(customer, 'k-1'))!.id).toBe(created.id)
        expect((await f.repo.findById(created.id))!.requestedAt).toEqual(T0)
      }),
    )

    it(
      'refuses an offline astrologer, one at capacity, and a customer who already has an open chat',
      withFixture(async (f) => {
        const offline = await f.astrologer({ online: false })
        const busy = await f.astrologer({ max: 1 })
        const c1 = await f.customer()
        const c2 = await f.customer()
        await expect(f.repo.createRequest(request(c1, offline.id))).rejects.toMatchObject({ code: 'CONSULTATION.ASTROLOGER_OFFLINE' })
        const first = await f.repo.createRequest(request(c1, busy.id))
        await expect(f.repo.createRequest(request(c2, busy.id))).rejects.toMatchObject({ code: 'CONSULTATION.ASTROLOGER_BUSY' })
        const other = await f.astrologer()
        await expect(f.repo.createRequest(request(c1, other.id))).rejects.toMatchObject({ code: 'CONSULTATION.ALREADY_OPEN', details: { consultationId: first.id } })
        await f.repo.transition(first.id, { from: ['requested'], to: 'cancelled', at: at(1_000), reason: null })
        expect((await f.repo.createRequest(request(c2, busy.id))).status).toBe('requested')
      }),
    )

    it(
      'never lets concurrent requests exceed an astrologer’s capacity',
      withFixture(async (f) => {
        const astro = await f.astrologer({ max: 2 })
        const customers = await Promise.all(Array.from({ length: 6 }, () => f.customer()))
        const results = await Promise.allSettled(customers.map((c) => f.repo.createRequest(request(c, astro.id))))
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONSULTATION.ASTROLOGER_BUSY' })
      }),
    )

    it(
      'accepts once, before the deadline, with free minutes on the customer’s first accepted chat only',
      withFixture(async (f) => {
        const customer = await f.customer()
        const astro = await f.astrologer()
        const first = await f.repo.createRequest(request(customer, astro.id))
        // A request not yet accepted leaves the free minutes due.
        expect(await f.repo.hadConsultation(customer)).toBe(false)
        const accepted = await f.repo.accept(first.id, { at: at(30_000), freeMinutesIfFirst: 5, clockOwner: 'i-1' })
        expect(await f.repo.hadConsultation(customer)).toBe(true)
        expect(accepted).toMatchObject({ status: 'active', freeMinutes: 5, elapsedMs: 0, clockOwner: 'i-1' })
        expect(accepted!.acceptedAt).toEqual(at(30_000))
        expect(await f.repo.accept(first.id, { at: at(31_000), freeMinutesIfFirst: 5, clockOwner: 'i-1' })).toBeNull()
        const ended = await f.repo.transition(first.id, { from: ['active'], to: 'ended', at: at(90_000), reason: 'customer_ended', elapsedMs: 60_000 })
        expect(ended).toMatchObject({ status: 'ended', endReason: 'customer_ended', elapsedMs: 60_000, clockOwner: null })
        expect(await f.repo.transition(first.id, { from: ['active'], to: 'ended', at: at(91_000), reason: 'astrologer_ended' })).toBeNull()

        const second = await f.repo.createRequest(request(customer, astro.id, { ms: 100_000 }))
        expect(await f.repo.accept(second.id, { at: at(220_000), freeMinutesIfFirst: 5, clockOwner: 'i-1' })).toBeNull() // expired by then
        expect((await f.repo.accept(second.id, { at: at(110_000), freeMinutesIfFirst: 5, clockOwner: 'i-1' }))!.freeMinutes).toBe(0)
      }),
    )

    it(
      'expires requests past their deadline',
      withFixture(async (f) => {
        const astro = await f.astrologer()
        const a = await f.repo.createRequest(request(await f.customer(), astro.id))
        const b = await f.repo.createRequest(request(await f.customer(), astro.id, { ms: 60_000 }))
        expect((await f.repo.expireRequests(at(119_999))).map((r) => r.id)).toEqual([])
        const expired = await f.repo.expireRequests(at(120_000))
        expect(expired.map((r) => r.id)).toEqual([a.id])
        expect(expired[0]).toMatchObject({ status: 'expired' })
        expect((await f.repo.findById(b.id))!.status).toBe('requested')
      }),
    )

    it(
      'keeps the chat clock under a lease: checkpoints by the owner, adoption only when stale or released',
      withFixture(async (f) => {
        const astro = await f.astrologer()
        const c = await f.repo.createRequest(request(await f.customer(), astro.id))
        await f.repo.accept(c.id, { at: at(0), freeMinutesIfFirst: 5, clockOwner: 'a' })
        expect(await f.repo.listClaimable(at(10_000), 15_000)).toEqual([])
        expect(await f.repo.claimClock(c.id, 'b', at(10_000), 15_000)).toBeNull()
        expect(await f.repo.checkpoint(c.id, 'a', 10_000, at(10_000))).toBe(true)
        expect(await f.repo.checkpoint(c.id, 'b', 10_000, at(10_000))).toBe(false)
        expect(await f.repo.listClaimable(at(26_000), 15_000)).toEqual([c.id])
        const claimed = await f.repo.claimClock(c.id, 'b', at(26_000), 15_000)
        expect(claimed).toMatchObject({ clockOwner: 'b', elapsedMs: 10_000 })
        expect(await f.repo.checkpoint(c.id, 'a', 20_000, at(27_000))).toBe(false)
        await f.repo.releaseClock(c.id, 'b', 12_000, at(28_000))
        expect(await f.repo.findById(c.id)).toMatchObject({ clockOwner: null, elapsedMs: 12_000 })
        expect(await f.repo.listClaimable(at(28_000), 15_000)).toEqual([c.id])
        expect((await f.repo.claimClock(c.id, 'c', at(28_500), 15_000))!.clockOwner).toBe('c')
      }),
    )

    it(
      'records paid minutes in order, each once',
      withFixture(async (f) => {
        const astro = await f.astrologer()
        const c = await f.repo.createRequest(request(await f.customer(), astro.id))
        await f.repo.accept(c.id, { at: at(0), freeMinutesIfFirst: 0, clockOwner: 'a' })
        expect(await f.repo.recordPaidMinute(c.id, 2, 2_500)).toBe(false)
        expect(await f.repo.recordPaidMinute(c.id, 1, 2_500)).toBe(true)
        expect(await f.repo.recordPaidMinute(c.id, 1, 2_500)).toBe(false)
        const both = await Promise.all([f.repo.recordPaidMinute(c.id, 2, 2_500), f.repo.recordPaidMinute(c.id, 2, 2_500)])
        expect(both.filter(Boolean)).toHaveLength(1)
        expect(await f.repo.findById(c.id)).toMatchObject({ billedMinutes: 2, chargedPaise: 5_000 })
      }),
    )

    it(
      'files one refund request per consultation and decides it once',
      withFixture(async (f) => {
        const astro = await f.astrologer()
        const c = await f.repo.createRequest(request(await f.customer(), astro.id))
        await f.repo.accept(c.id, { at: at(0), freeMinutesIfFirst: 0, clockOwner: 'a' })
        await f.repo.recordPaidMinute(c.id, 1, 2_500)
        await f.repo.transition(c.id, { from: ['active'], to: 'ended', at: at(30_000), reason: 'customer_ended', elapsedMs: 30_000 })
        const requested = await f.repo.requestRefund(c.id, { reason: 'The astrologer did not answer', at: at(40_000) })
        expect(requested.refund).toMatchObject({ status: 'requested', reason: 'The astrologer did not answer', refundedPaise: 0, decidedAt: null })
        await expect(f.repo.requestRefund(c.id, { reason: 'again and again', at: at(41_000) })).rejects.toMatchObject({ code: 'CONSULTATION.REFUND_EXISTS' })
        expect((await f.repo.listRefundRequests({ status: 'requested', limit: 10 })).map((r) => r.id)).toEqual([c.id])
        const admin = await f.customer('Admin')
        const granted = await f.repo.decideRefund(c.id, { status: 'granted', note: 'Sorry', refundedPaise: 2_500, decidedBy: admin, at: at(50_000) })
        expect(granted).toMatchObject({ refundedPaise: 2_500, refund: { status: 'granted', note: 'Sorry', refundedPaise: 2_500 } })
        expect(await f.repo.decideRefund(c.id, { status: 'denied', note: 'x', refundedPaise: 0, decidedBy: admin, at: at(60_000) })).toBeNull()
        expect(await f.repo.listRefundRequests({ status: 'requested', limit: 10 })).toEqual([])
      }),
    )

    it(
      'lists a user’s consultations as customer and as astrologer, filtered and ordered',
      withFixture(async (f) => {
        const astro = await f.astrologer({ max: 5 })
        const c1 = await f.customer()
        const c2 = await f.customer()
        const a = await f.repo.createRequest(request(c1, astro.id, { ms: 0 }))
        const b = await f.repo.createRequest(request(c2, astro.id, { ms: 1_000 }))
        await f.repo.accept(b.id, { at: at(2_000), freeMinutesIfFirst: 5, clockOwner: 'x' })
        expect((await f.repo.list({ customerId: c1, limit: 10 })).map((r) => r.id)).toEqual([a.id])
        expect((await f.repo.list({ astrologerId: astro.id, limit: 10 })).map((r) => r.id)).toEqual([b.id, a.id])
        expect((await f.repo.list({ astrologerId: astro.id, limit: 10, order: 'asc' })).map((r) => r.id)).toEqual([a.id, b.id])
        expect((await f.repo.list({ astrologerId: astro.id, statuses: ['requested'], limit: 10 })).map((r) => r.id)).toEqual([a.id])
        expect((await f.repo.listOpenForUser(astro.userId)).map((r) => r.id).sort()).toEqual([a.id, b.id].sort())
        expect((await f.repo.listOpenForUser(c2)).map((r) => r.id)).toEqual([b.id])
        expect(await f.repo.astrologerTotals(astro.id)).toEqual({ consultations: 1, paidMinutes: 0 })
      }),
    )
  })
}
