import { randomUUID } from 'node:crypto'
import type { ConsultationRecord, ConsultationStatus, EndReason, RefundStatus } from '../../core/domain/consultation'
import type { AccountRef, ChargeMinuteInput, ChargeRefund, ChatCharge, RefundInput } from '../../core/domain/wallet'
import { ConflictError, InsufficientBalanceError, NotFoundError } from '../../core/errors'
import type { ChatBilling } from '../../core/consultations/ports/chat-billing'
import type { Clock } from '../../core/shared/ports/clock'
import type { ConsultationFilter, ConsultationRepository, NewConsultationRequest } from '../../core/consultations/ports/consultation-repository'
import type { Realtime, RealtimeEvent } from '../../core/consultations/ports/realtime'
import type { Scheduler, TimerHandle } from '../../core/shared/ports/scheduler'
import { chatChargeReference, commissionSplit } from '../../core/wallet/rules'

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(public ms = Date.parse('2026-03-01T10:00:00Z')) {}
  now(): Date {
    return new Date(this.ms)
  }
}

/**
 * Timers on a ManualClock. `advance(ms, settle)` fires every timer due within `ms`, in time order, moving
 * the clock to each one's moment and awaiting `settle()` (the work it started) before the next.
 */
export class ManualScheduler implements Scheduler {
  private timers: Array<{ at: number; seq: number; callback: () => void; handle: object }> = []
  private seq = 0
  constructor(readonly clock: ManualClock) {}

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const handle = {}
    this.timers.push({ at: this.clock.ms + Math.max(0, ms), seq: this.seq++, callback, handle })
    return handle
  }
  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.handle !== handle)
  }
  get pending(): number {
    return this.timers.length
  }
  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = this.clock.ms + ms
    await settle()
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq)
      const next = this.timers[0]
      if (!next || next.at > target) break
      this.timers.shift()
      this.clock.ms = Math.max(this.clock.ms, next.at)
      next.callback()
      await settle()
    }
    this.clock.ms = target
  }
}

/** ChatBilling over an in-memory wallet per customer, idempotent per minute like the ledger. */
export class FakeChatBilling implements ChatBilling {
  readonly balances = new Map<string, number>()
  readonly charges = new Map<string, ChatCharge & { customerId: string }>()
  readonly refunds = new Map<string, ChargeRefund>()
  chargeCalls = 0

  balance(account: AccountRef): Promise<number> {
    return Promise.resolve(this.balances.get(account.owner) ?? 0)
  }

  async chargeMinute(input: ChargeMinuteInput): Promise<ChatCharge> {
    this.chargeCalls++
    const reference = chatChargeReference(input.consultationId, input.minute)
    const earlier = this.charges.get(reference)
    if (earlier) return { ...earlier, replayed: true }
    const balance = this.balances.get(input.customerId) ?? 0
    if (balance < input.ratePaise) throw new InsufficientBalanceError('Insufficient wallet balance')
    this.balances.set(input.customerId, balance - input.ratePaise)
    const { commission, astrologerShare } = commissionSplit(input.ratePaise, input.commissionPercent ?? 30)
    const charge = {
      transactionId: randomUUID(),
      chargeReference: reference,
      consultationId: input.consultationId,
      minute: input.minute,
      amount: input.ratePaise,
      astrologerShare,
      commission,
      balanceAfter: balance - input.ratePaise,
      createdAt: new Date().toISOString(),
      replayed: false,
      customerId: input.customerId,
    }
    this.charges.set(reference, charge)
    return charge
  }

  async refund(input: RefundInput): Promise<ChargeRefund> {
    const charge = this.charges.get(input.chargeReference)
    if (!charge) throw new NotFoundError('No such chat charge')
    const earlier = this.refunds.get(input.chargeReference)
    if (earlier) return { ...earlier, replayed: true }
    const balance = (this.balances.get(charge.customerId) ?? 0) + charge.amount
    this.balances.set(charge.customerId, balance)
    const refund = { transactionId: randomUUID(), chargeReference: input.chargeReference, amount: charge.amount, balanceAfter: balance, createdAt: new Date().toISOString(), replayed: false }
    this.refunds.set(input.chargeReference, refund)
    return refund
  }

  /** paise charged and not refunded, for one consultation */
  netCharged(consultationId: string): number {
    let total = 0
    for (const [reference, charge] of this.charges) if (charge.consultationId === consultationId && !this.refunds.has(reference)) total += charge.amount
    return total
  }
}

/** Realtime that records what was published and lets a test say who is connected. */
export class FakeRealtime implements Realtime {
  readonly events: Array<{ to: string[] | '*'; event: RealtimeEvent }> = []
  readonly connected = new Set<string>()
  async publish(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    this.events.push({ to: [...userIds], event })
  }
  async broadcast(event: RealtimeEvent): Promise<void> {
    this.events.push({ to: '*', event })
  }
  async isConnected(userId: string): Promise<boolean> {
    return this.connected.has(userId)
  }
  /** `consultation` events sent to one user */
  consultationEventsFor(userId: string) {
    return this.events.filter((e) => e.to !== '*' && e.to.includes(userId) && e.event.type === 'consultation').map((e) => e.event as Extract<RealtimeEvent, { type: 'consultation' }>)
  }
}

const OPEN: ConsultationStatus[] = ['requested', 'active']

/**
 * Consultations in memory with the same compare-and-set semantics as the SQL repository; runs the
 * ConsultationRepository contract suite too. Astrologers are registered with `addAstrologer`.
 */
export class InMemoryConsultationRepository implements ConsultationRepository {
  readonly rows = new Map<string, ConsultationRecord>()
  readonly astrologers = new Map<string, { id: string; userId: string | null; online: boolean; max: number; slug: string; name: string }>()
  private readonly keys = new Map<string, string>()
  private readonly customerNames = new Map<string, string>()

  addAstrologer(a: { id: string; userId: string | null; online?: boolean; max?: number }): void {
    this.astrologers.set(a.id, { id: a.id, userId: a.userId, online: a.online ?? true, max: a.max ?? 3, slug: a.id, name: `Astrologer ${a.id}` })
  }
  nameCustomer(id: string, name: string): void {
    this.customerNames.set(id, name)
  }

  private copy(r: ConsultationRecord | undefined): ConsultationRecord | null {
    return r ? structuredClone(r) : null
  }

  async createRequest(input: NewConsultationRequest): Promise<ConsultationRecord> {
    if (input.idempotencyKey) {
      const id = this.keys.get(`${input.customerId}|${input.idempotencyKey}`)
      if (id) return this.copy(this.rows.get(id))!
    }
    const astrologer = this.astrologers.get(input.astrologerId)
    if (!astrologer) throw new NotFoundError('No such astrologer')
    if (!astrologer.online || !astrologer.userId) throw new ConflictError('This astrologer is offline right now', 'CONSULTATION.ASTROLOGER_OFFLINE')
    const mine = [...this.rows.values()].find((r) => r.customerId === input.customerId && OPEN.includes(r.status))
    if (mine) throw new ConflictError('You already have a consultation requested or in progress', 'CONSULTATION.ALREADY_OPEN', { consultationId: mine.id, type: mine.type })
    const open = [...this.rows.values()].filter((r) => r.astrologerId === input.astrologerId && OPEN.includes(r.status)).length
    if (open >= astrologer.max) throw new ConflictError('This astrologer is busy with other chats right now', 'CONSULTATION.ASTROLOGER_BUSY')
    const record: ConsultationRecord = {
      id: randomUUID(),
      type: input.type ?? 'chat',
      connectedAt: null,
      status: 'requested',
      endReason: null,
      customerId: input.customerId,
      customerName: this.customerNames.get(input.customerId) ?? 'Customer',
      astrologerId: astrologer.id,
      astrologerUserId: astrologer.userId,
      astrologerSlug: astrologer.slug,
      astrologerName: astrologer.name,
      astrologerImage: `/api/astrologer-image/${astrologer.slug}.jpg`,
      requestedAt: input.requestedAt,
      expiresAt: input.expiresAt,
      acceptedAt: null,
      endedAt: null,
      ratePaise: input.ratePaise,
      freeMinutes: 0,
      elapsedMs: 0,
      billedMinutes: 0,
      chargedPaise: 0,
      refundedPaise: 0,
      clockOwner: null,
      clockBeatAt: null,
      lastSeq: 0,
      review: null,
      refund: null,
    }
    this.rows.set(record.id, record)
    if (input.idempotencyKey) this.keys.set(`${input.customerId}|${input.idempotencyKey}`, record.id)
    return this.copy(record)!
  }

  async findById(id: string) {
    return this.copy(this.rows.get(id))
  }
  async findByIdempotencyKey(customerId: string, key: string) {
    const id = this.keys.get(`${customerId}|${key}`)
    return id ? this.copy(this.rows.get(id)) : null
  }
  async list(filter: ConsultationFilter) {
    const rows = [...this.rows.values()]
      .filter((r) =>
        filter.customerId && filter.astrologerId
          ? r.customerId === filter.customerId || r.astrologerId === filter.astrologerId
          : filter.customerId
            ? r.customerId === filter.customerId
            : filter.astrologerId
              ? r.astrologerId === filter.astrologerId
              : true,
      )
      .filter((r) => !filter.statuses?.length || filter.statuses.includes(r.status))
      .sort((a, b) => (filter.order === 'asc' ? 1 : -1) * (a.requestedAt.getTime() - b.requestedAt.getTime()))
    return rows.slice(0, filter.limit).map((r) => this.copy(r)!)
  }
  async listOpenForUser(userId: string) {
    return [...this.rows.values()].filter((r) => OPEN.includes(r.status) && (r.customerId === userId || r.astrologerUserId === userId)).map((r) => this.copy(r)!)
  }
  async accept(id: string, input: { at: Date; freeMinutesIfFirst: number; clockOwner: string }) {
    const r = this.rows.get(id)
    if (!r || r.status !== 'requested' || (r.expiresAt && r.expiresAt.getTime() <= input.at.getTime())) return null
    const earlier = [...this.rows.values()].some((o) => o.id !== id && o.customerId === r.customerId && (o.acceptedAt !== null || o.freeMinutes > 0))
    Object.assign(r, { status: 'active', acceptedAt: input.at, freeMinutes: earlier ? 0 : input.freeMinutesIfFirst, elapsedMs: 0, clockOwner: input.clockOwner, clockBeatAt: input.at })
    return this.copy(r)
  }
  async markConnected(id: string, at: Date) {
    const r = this.rows.get(id)
    if (!r || r.type !== 'call' || r.status !== 'active' || r.connectedAt) return null
    Object.assign(r, { connectedAt: at, elapsedMs: 0, clockBeatAt: at })
    return this.copy(r)
  }
  async transition(id: string, input: { from: readonly ConsultationStatus[]; to: ConsultationStatus; at: Date; reason: EndReason | null; elapsedMs?: number }) {
    const r = this.rows.get(id)
    if (!r || !input.from.includes(r.status)) return null
    r.status = input.to
    r.endReason = input.reason
    if (input.to !== 'requested' && input.to !== 'active') {
      r.endedAt = input.at
      r.clockOwner = null
    }
    if (input.elapsedMs !== undefined) {
      r.elapsedMs = Math.round(input.elapsedMs)
      r.clockBeatAt = input.at
    }
    return this.copy(r)
  }
  async expireRequests(now: Date) {
    const out: ConsultationRecord[] = []
    for (const r of this.rows.values())
      if (r.status === 'requested' && r.expiresAt && r.expiresAt.getTime() <= now.getTime()) {
        r.status = 'expired'
        r.endedAt = r.expiresAt
        out.push(this.copy(r)!)
      }
    return out
  }
  async listClaimable(now: Date, leaseMs: number) {
    return [...this.rows.values()]
      .filter((r) => r.status === 'active' && (!r.clockOwner || !r.clockBeatAt || r.clockBeatAt.getTime() < now.getTime() - leaseMs))
      .map((r) => r.id)
  }
  async claimClock(id: string, owner: string, now: Date, leaseMs: number) {
    const r = this.rows.get(id)
    if (!r || r.status !== 'active') return null
    const free = !r.clockOwner || r.clockOwner === owner || !r.clockBeatAt || r.clockBeatAt.getTime() < now.getTime() - leaseMs
    if (!free) return null
    r.clockOwner = owner
    r.clockBeatAt = now
    return this.copy(r)
  }
  async checkpoint(id: string, owner: string, elapsedMs: number, at: Date) {
    const r = this.rows.get(id)
    if (!r || r.clockOwner !== owner || r.status !== 'active') return false
    r.elapsedMs = Math.round(elapsedMs)
    r.clockBeatAt = at
    return true
  }
  async releaseClock(id: string, owner: string, elapsedMs: number, at: Date) {
    const r = this.rows.get(id)
    if (!r || r.clockOwner !== owner || r.status !== 'active') return
    r.elapsedMs = Math.round(elapsedMs)
    r.clockBeatAt = at
    r.clockOwner = null
  }
  async recordPaidMinute(id: string, minute: number, amountPaise: number) {
    const r = this.rows.get(id)
    if (!r || r.billedMinutes !== minute - 1) return false
    r.billedMinutes = minute
    r.chargedPaise += amountPaise
    return true
  }
  async requestRefund(id: string, input: { reason: string; at: Date }) {
    const r = this.rows.get(id)!
    if (r.refund) throw new ConflictError('A refund was already requested for this consultation', 'CONSULTATION.REFUND_EXISTS')
    r.refund = { status: 'requested', reason: input.reason, note: null, refundedPaise: 0, requestedAt: input.at.toISOString(), decidedAt: null }
    return this.copy(r)!
  }
  async decideRefund(id: string, input: { status: Exclude<RefundStatus, 'requested'>; note: string | null; refundedPaise: number; decidedBy: string; at: Date }) {
    const r = this.rows.get(id)
    if (!r?.refund || r.refund.status !== 'requested') return null
    r.refund = { ...r.refund, status: input.status, note: input.note, refundedPaise: input.refundedPaise, decidedAt: input.at.toISOString() }
    if (input.refundedPaise > 0) r.refundedPaise = input.refundedPaise
    return this.copy(r)
  }
  async listRefundRequests(filter: { status?: RefundStatus; limit: number }) {
    return [...this.rows.values()].filter((r) => r.refund && (!filter.status || r.refund.status === filter.status)).slice(0, filter.limit).map((r) => this.copy(r)!)
  }
  async astrologerTotals(astrologerId: string) {
    const rows = [...this.rows.values()].filter((r) => r.astrologerId === astrologerId && r.acceptedAt)
    return { consultations: rows.length, paidMinutes: rows.reduce((n, r) => n + r.billedMinutes, 0) }
  }

  async hadConsultation(customerId: string) {
    return [...this.rows.values()].some((r) => r.customerId === customerId && (r.acceptedAt !== null || r.freeMinutes > 0))
  }
}
