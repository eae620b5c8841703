import type { ConsultationRecord, EndReason } from '../domain/consultation'
import { ConflictError, InsufficientBalanceError, NotFoundError } from '../errors'
import type { ChatBilling } from './ports/chat-billing'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { Realtime } from './ports/realtime'
import type { Scheduler, TimerHandle } from '../shared/ports/scheduler'
import { CALL_CONNECT_TIMEOUT_MS, DISCONNECT_GRACE_MS } from './rules'
import type { CallMediaBoard } from './call-media'
import type { CallClockControl } from './report-call-media'
import {
  balanceRunsOutNextMinute,
  balanceWarning,
  minuteAt,
  nextMinuteStartMs,
  paidMinuteStartMs,
  paidMinutesDue,
  startedBefore,
} from './billing'
import { chatChargeReference, walletOf } from '../wallet/rules'
import type { BalanceReader, ConsultationNotifier } from './consultation-notifier'

/** What the consultation use cases tell the clock of this server instance. */
export interface ChatClockControl {
  /** start keeping the clock of a consultation this instance just accepted (or adopts) */
  track(consultationId: string): void
  /** stop keeping it here (it ended) */
  untrack(consultationId: string): void
  /** expire a request at its deadline */
  watchRequest(consultationId: string, expiresAt: Date): void
}

interface ConsultationClockOptions {
  /** this server instance, unique among those running */
  instanceId: string
  /** between minute boundaries: how often presence is checked and chat time checkpointed (ms) */
  tickMs: number
  /** a clock whose keeper has not checkpointed for this long may be adopted by another instance (ms) */
  leaseMs: number
  /** how often this instance looks for expired requests and orphaned chats (ms) */
  sweepMs: number
  /** a party gone this long ends the chat (ms) */
  graceMs?: number
  /** an accepted call whose media has not connected by then ends unbilled (ms) */
  callConnectTimeoutMs?: number
  /** the browsers' call media reports: a call's party whose media is down counts as away */
  callMedia?: CallMediaBoard
  onError?: (error: unknown, context: string) => void
}

interface Loop {
  id: string
  /** chat time `elapsedMs` was read at wall time `atMs`; chat time runs 1:1 with wall time from there */
  base: { elapsedMs: number; atMs: number }
  /** chat time at which each party was first seen without a socket; null while connected */
  absent: { customer: number | null; astrologer: number | null }
  notifiedMinute: number
  warnedMinute: number
  lastCheckpointMs: number
  timer: TimerHandle | null
  chain: Promise<void>
  dropped: boolean
  /** a call whose media has not connected yet: its time stands at 0 */
  awaitingMedia: boolean
}

/**
 * The server is the clock. Each active consultation has one keeper among the server instances (a lease
 * in the database: `clock_owner`, renewed by checkpoints). The keeper's loop, at every minute boundary
 * of chat time and every `tickMs` in between:
 * - ends the chat when a party has had no socket for `graceMs`, at the moment they left;
 * - charges each started paid minute through ChatBilling (idempotent per `chat:<id>:<minute>`), but only
 *   while both parties are connected; a minute that cannot be paid ends the chat at its start;
 * - tells both parties the running bill at every minute, and warns the customer one minute before the
 *   balance runs out;
 * - checkpoints chat time, so a restart resumes where the chat was, without billing the downtime.
 * Instances sweep for orphaned clocks (keeper gone past its lease) and adopt them, and expire requests
 * nobody accepted in time. See docs/chat.md.
 */
export class ConsultationClock implements ChatClockControl, CallClockControl {
  private readonly loops = new Map<string, Loop>()
  private readonly inflight = new Set<Promise<unknown>>()
  private readonly requestTimers = new Map<string, TimerHandle>()
  private sweepTimer: TimerHandle | null = null
  private running = false
  /** stopped or halted: this instance keeps no clocks any more (another one adopts them) */
  private closed = false
  private readonly graceMs: number

  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly billing: ChatBilling,
    private readonly balances: BalanceReader,
    private readonly realtime: Realtime,
    private readonly notifier: ConsultationNotifier,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly options: ConsultationClockOptions,
  ) {
    this.graceMs = options.graceMs ?? DISCONNECT_GRACE_MS
  }

  get instanceId(): string {
    return this.options.instanceId
  }

  /** Starts sweeping: adopts orphaned chats (a restart resumes them) and expires stale requests. */
  start(): void {
    if (this.running) return
    this.running = true
    this.track_(this.sweep(), 'sweep')
  }

  /** Graceful stop: checkpoints every chat kept here and lets go of their clocks for another instance. */
  async stop(): Promise<void> {
    this.running = false
    this.closed = true
    this.clearTimers()
    await this.idle()
    const now = this.clock.now()
    const loops = [...this.loops.values()]
    this.loops.clear()
    for (const loop of loops) loop.dropped = true
    await Promise.all(loops.map((loop) => this.consultations.releaseClock(loop.id, this.instanceId, this.elapsed(loop, now.getTime()), now).catch((e) => this.report(e, 'release'))))
  }

  /** A crash, for fault tests: everything stops, nothing is written, leases are left to go stale. */
  halt(): void {
    this.running = false
    this.closed = true
    this.clearTimers()
    for (const loop of this.loops.values()) loop.dropped = true
    this.loops.clear()
  }

  /** Resolves when no tick or sweep is running (tests drive time with this). */
  async idle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight])
  }

  /** Chat time of a consultation kept here, or null. */
  elapsedOf(consultationId: string): number | null {
    const loop = this.loops.get(consultationId)
    return loop ? this.elapsed(loop, this.clock.now().getTime()) : null
  }

  /** Consultations whose clock this instance keeps. */
  tracked(): string[] {
    return [...this.loops.keys()]
  }

  track(consultationId: string): void {
    if (this.closed || this.loops.has(consultationId)) return
    const loop: Loop = {
      id: consultationId,
      base: { elapsedMs: 0, atMs: this.clock.now().getTime() },
      absent: { customer: null, astrologer: null },
      notifiedMinute: 0,
      warnedMinute: 0,
      lastCheckpointMs: 0,
      timer: null,
      chain: Promise.resolve(),
      dropped: false,
      awaitingMedia: false,
    }
    this.loops.set(consultationId, loop)
    this.run(loop, () => this.adopt(loop))
  }

  /** A call kept here changed its media state (connected: its time starts; down: a party is away): tick now. */
  callMediaChanged(consultationId: string): void {
    const loop = this.loops.get(consultationId)
    if (loop) this.run(loop, () => this.tick(loop))
  }

  untrack(consultationId: string): void {
    const loop = this.loops.get(consultationId)
    if (loop) this.drop(loop)
  }

  watchRequest(consultationId: string, expiresAt: Date): void {
    if (this.closed) return
    const delay = expiresAt.getTime() - this.clock.now().getTime()
    const timer = this.scheduler.setTimeout(() => {
      this.requestTimers.delete(consultationId)
      this.track_(this.expireRequests(), 'expire')
    }, Math.max(0, delay) + 1)
    const earlier = this.requestTimers.get(consultationId)
    if (earlier) this.scheduler.clearTimeout(earlier)
    this.requestTimers.set(consultationId, timer)
  }

  // ── internals ─────────────────────────────────────────────────────────────────────────────────

  private clearTimers(): void {
    if (this.sweepTimer) this.scheduler.clearTimeout(this.sweepTimer)
    this.sweepTimer = null
    for (const timer of this.requestTimers.values()) this.scheduler.clearTimeout(timer)
    this.requestTimers.clear()
    for (const loop of this.loops.values()) {
      if (loop.timer) this.scheduler.clearTimeout(loop.timer)
      loop.timer = null
    }
  }

  private report(error: unknown, context: string): void {
    this.options.onError?.(error, context)
  }

  private track_<T>(promise: Promise<T>, context: string): void {
    const guarded = promise.catch((e) => this.report(e, context))
    this.inflight.add(guarded)
    void guarded.finally(() => this.inflight.delete(guarded))
  }

  private sweepSoon(delay: number): void {
    if (!this.running) return
    this.sweepTimer = this.scheduler.setTimeout(() => {
      this.sweepTimer = null
      this.track_(this.sweep(), 'sweep')
    }, delay)
  }

  private async sweep(): Promise<void> {
    try {
      await this.expireRequests()
      const now = this.clock.now()
      for (const id of await this.consultations.listClaimable(now, this.options.leaseMs)) if (!this.loops.has(id) && this.running) this.track(id)
    } finally {
      this.sweepSoon(this.options.sweepMs)
    }
  }

  private async expireRequests(): Promise<void> {
    const expired = await this.consultations.expireRequests(this.clock.now())
    await Promise.all(expired.map((record) => this.notifier.notify(record)))
  }

  private elapsed(loop: Loop, nowMs: number): number {
    if (loop.awaitingMedia) return loop.base.elapsedMs
    return loop.base.elapsedMs + Math.max(0, nowMs - loop.base.atMs)
  }

  /** Serialises the work of one loop: a tick never overlaps the next. */
  private run(loop: Loop, work: () => Promise<void>): void {
    const next = loop.chain.then(async () => {
      if (loop.dropped) return
      try {
        await work()
      } catch (error) {
        this.report(error, `consultation ${loop.id}`)
        this.schedule(loop, this.options.tickMs)
      }
    })
    loop.chain = next
    this.track_(next, `consultation ${loop.id}`)
  }

  private schedule(loop: Loop, delay: number): void {
    if (loop.dropped) return
    if (loop.timer) this.scheduler.clearTimeout(loop.timer)
    loop.timer = this.scheduler.setTimeout(() => {
      loop.timer = null
      this.run(loop, () => this.tick(loop))
    }, Math.max(0, delay))
  }

  private drop(loop: Loop): void {
    loop.dropped = true
    if (loop.timer) this.scheduler.clearTimeout(loop.timer)
    loop.timer = null
    if (this.loops.get(loop.id) === loop) this.loops.delete(loop.id)
  }

  /** Takes the clock (just accepted here, or orphaned) and resumes from the stored chat time. */
  private async adopt(loop: Loop): Promise<void> {
    const now = this.clock.now()
    const record = await this.consultations.claimClock(loop.id, this.instanceId, now, this.options.leaseMs)
    if (!record) return this.drop(loop)
    loop.base = { elapsedMs: record.elapsedMs, atMs: now.getTime() }
    loop.awaitingMedia = record.type === 'call' && !record.connectedAt
    loop.lastCheckpointMs = now.getTime()
    await this.tick(loop)
  }

  private async tick(loop: Loop): Promise<void> {
    let record = await this.consultations.findById(loop.id)
    if (!record || record.status !== 'active' || record.clockOwner !== this.instanceId) {
      this.drop(loop)
      if (record && record.status === 'ended') await this.settle(record)
      return
    }
    const nowMs = this.clock.now().getTime()
    if (record.type === 'call') {
      if (!record.connectedAt) return this.awaitMedia(loop, record, nowMs)
      if (loop.awaitingMedia) {
        // The media connected (reported here or on another instance): the call's time starts at that instant.
        loop.awaitingMedia = false
        loop.base = { elapsedMs: record.elapsedMs, atMs: record.connectedAt.getTime() }
      }
    }
    const elapsed = this.elapsed(loop, nowMs)

    // Presence: a party gone for the grace period ends the chat at the moment they left. On a call a party
    // whose media is down (reconnecting) is away too: the grace is the time the ICE restart has.
    const mediaUp = (role: 'customer' | 'astrologer') => record!.type !== 'call' || this.options.callMedia?.get(record!.id, role) !== 'disconnected'
    const [customerSocket, astrologerSocket] = await Promise.all([
      this.realtime.isConnected(record.customerId),
      record.astrologerUserId ? this.realtime.isConnected(record.astrologerUserId) : Promise.resolve(false),
    ])
    const customerOn = customerSocket && mediaUp('customer')
    const astrologerOn = astrologerSocket && mediaUp('astrologer')
    loop.absent.customer = customerOn ? null : (loop.absent.customer ?? elapsed)
    loop.absent.astrologer = astrologerOn ? null : (loop.absent.astrologer ?? elapsed)
    const gone = (['customer', 'astrologer'] as const)
      .filter((party) => loop.absent[party] !== null && elapsed - loop.absent[party]! >= this.graceMs)
      .sort((a, b) => loop.absent[a]! - loop.absent[b]!)[0]
    if (gone) return this.end(loop, record, gone === 'customer' ? 'customer_disconnected' : 'astrologer_disconnected', loop.absent[gone]!, nowMs, elapsed)

    // Billing: every started paid minute, charged at its start while both parties are there.
    let balance: number | null = null
    let charged = false
    const due = paidMinutesDue(elapsed, record.freeMinutes)
    // A consultation of rate 0 (a booked one, paid by its hold) is never billed per minute.
    while (record.ratePaise > 0 && record.billedMinutes < due && customerOn && astrologerOn) {
      const minute = record.billedMinutes + 1
      let amount = record.ratePaise
      try {
        const charge = await this.billing.chargeMinute({
          consultationId: record.id,
          minute,
          customerId: record.customerId,
          astrologerId: record.astrologerId,
          ratePaise: record.ratePaise,
          idempotencyKey: chatChargeReference(record.id, minute),
        })
        amount = charge.amount
        balance = charge.balanceAfter
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          return this.end(loop, record, 'insufficient_balance', paidMinuteStartMs(minute, record.freeMinutes), nowMs, elapsed)
        // Charged before with other details (the commission setting changed across a restart): it is billed.
        if (!(error instanceof ConflictError && error.code === 'LEDGER.ALREADY_RECORDED')) throw error
      }
      const fresh = await this.consultations.findById(record.id)
      if (!fresh) return this.drop(loop)
      if (fresh.status !== 'active' && !startedBefore(minute, fresh.freeMinutes, fresh.elapsedMs)) {
        // The chat was ended (by a party, on any instance) before this minute started: it is not billed.
        this.drop(loop)
        return this.settle(fresh)
      }
      await this.consultations.recordPaidMinute(record.id, minute, amount)
      record = (await this.consultations.findById(record.id)) ?? record
      charged = true
      if (record.status !== 'active') return this.drop(loop)
    }

    // The running bill at each new minute (and after each charge); the warning a minute ahead.
    const minute = minuteAt(elapsed)
    if (minute !== loop.notifiedMinute || charged) {
      loop.notifiedMinute = minute
      balance ??= await this.balances.balance(walletOf(record.customerId))
      let warning
      if (loop.warnedMinute !== minute && balanceRunsOutNextMinute({ elapsedMs: elapsed, freeMinutes: record.freeMinutes, balancePaise: balance, ratePaise: record.ratePaise })) {
        loop.warnedMinute = minute
        warning = balanceWarning(new Date(nowMs + nextMinuteStartMs(elapsed) - elapsed), record.ratePaise)
      }
      await this.notifier.notify(record, { elapsedMs: elapsed, balance, warning })
    }

    // Checkpoint chat time (also renews this instance's lease on the clock).
    // At least every half tick, so checkpoints stay well inside the lease however ticks fall.
    if (charged || nowMs - loop.lastCheckpointMs >= this.options.tickMs / 2) {
      const kept = await this.consultations.checkpoint(record.id, this.instanceId, elapsed, new Date(nowMs))
      if (!kept) return this.drop(loop)
      loop.lastCheckpointMs = nowMs
    }

    let delay = Math.min(this.options.tickMs, nextMinuteStartMs(elapsed) - elapsed)
    for (const party of ['customer', 'astrologer'] as const) {
      const since = loop.absent[party]
      if (since !== null) delay = Math.min(delay, since + this.graceMs - elapsed)
    }
    this.schedule(loop, delay)
  }

  /**
   * An accepted call whose media has not connected: nothing is billed and its time stands still; the lease
   * is renewed; past the connect timeout (from acceptance, server clock) the call ends unbilled. A booked
   * call (rate 0, paid by its hold) keeps waiting, so the two can try again until its booked end.
   */
  private async awaitMedia(loop: Loop, record: ConsultationRecord, nowMs: number): Promise<void> {
    loop.awaitingMedia = true
    loop.base = { elapsedMs: 0, atMs: nowMs }
    const timeout = this.options.callConnectTimeoutMs ?? CALL_CONNECT_TIMEOUT_MS
    const waited = nowMs - (record.acceptedAt?.getTime() ?? nowMs)
    const booked = record.ratePaise === 0
    if (!booked && waited >= timeout) {
      this.drop(loop)
      const ended = await this.consultations.transition(record.id, { from: ['active'], to: 'ended', at: new Date(nowMs), reason: 'call_not_connected', elapsedMs: 0 })
      if (ended) await this.notifier.notify(ended, { elapsedMs: 0 })
      return
    }
    if (nowMs - loop.lastCheckpointMs >= this.options.tickMs / 2) {
      const kept = await this.consultations.checkpoint(record.id, this.instanceId, 0, new Date(nowMs))
      if (!kept) return this.drop(loop)
      loop.lastCheckpointMs = nowMs
    }
    this.schedule(loop, booked ? this.options.tickMs : Math.min(this.options.tickMs, timeout - waited))
  }

  private async end(loop: Loop, record: ConsultationRecord, reason: EndReason, endElapsedMs: number, nowMs: number, elapsedNow: number): Promise<void> {
    this.drop(loop)
    const endedAt = new Date(nowMs - Math.max(0, elapsedNow - endElapsedMs))
    const ended = await this.consultations.transition(record.id, { from: ['active'], to: 'ended', at: endedAt, reason, elapsedMs: endElapsedMs })
    if (ended) await this.notifier.notify(ended, { elapsedMs: endElapsedMs })
    await this.settle(ended ?? (await this.consultations.findById(record.id)) ?? record)
  }

  /**
   * After the end: a minute charged in the ledger but never recorded on the consultation (a crash between
   * the two, or a charge that lost the race with the end) was never part of the chat: refund it.
   */
  private async settle(record: ConsultationRecord): Promise<void> {
    const reference = chatChargeReference(record.id, record.billedMinutes + 1)
    try {
      await this.billing.refund({ chargeReference: reference, reason: 'Chat minute not part of the chat (it had ended)', idempotencyKey: `refund:${reference}` })
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error
    }
  }
}
