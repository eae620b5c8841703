import type { BalanceWarning, Bill, ConsultationRecord } from '../domain/consultation'
import { formatRupees } from '../wallet/money'

/**
 * The billing schedule of a chat, as pure functions of *chat time*: milliseconds since the astrologer
 * accepted, counting only time during which a server kept the chat's clock (docs/chat.md).
 *
 * - Chat minute k (1-based) covers chat time [(k-1)·60 s, k·60 s).
 * - The first `freeMinutes` minutes cost nothing (5 on a customer's first consultation).
 * - Every started minute after them is a paid minute, charged in full at its start: paid minute p is chat
 *   minute `freeMinutes + p` and starts at `(freeMinutes + p − 1)·60 s`.
 */

const MINUTE_MS = 60_000

/** The chat minute in progress at a chat time (1 at time 0). */
export function minuteAt(elapsedMs: number): number {
  return Math.floor(Math.max(0, elapsedMs) / MINUTE_MS) + 1
}

/** How many paid minutes have started by this chat time. */
export function paidMinutesDue(elapsedMs: number, freeMinutes: number): number {
  return Math.max(0, minuteAt(elapsedMs) - freeMinutes)
}

/** Chat time at which paid minute p (1-based) starts. */
export function paidMinuteStartMs(paidMinute: number, freeMinutes: number): number {
  return (freeMinutes + paidMinute - 1) * MINUTE_MS
}

/** Chat time at which the next minute starts (the next moment the bill can change). */
export function nextMinuteStartMs(elapsedMs: number): number {
  return minuteAt(elapsedMs) * MINUTE_MS
}

/**
 * Whether a charged paid minute belongs to a chat that ended at `endElapsedMs`: only minutes that had
 * started before the end are billable.
 */
export function startedBefore(paidMinute: number, freeMinutes: number, endElapsedMs: number): boolean {
  return paidMinuteStartMs(paidMinute, freeMinutes) < endElapsedMs
}

/** Whole paid minutes a balance covers at a rate. */
function minutesAffordable(balancePaise: number, ratePaise: number): number {
  return ratePaise > 0 ? Math.floor(Math.max(0, balancePaise) / ratePaise) : 0
}

/**
 * The one-minute warning: true when the minute after the one in progress is a paid minute and the
 * balance (after any charge for the minute in progress) cannot pay it, so the chat will end when it starts.
 */
export function balanceRunsOutNextMinute(input: { elapsedMs: number; freeMinutes: number; balancePaise: number; ratePaise: number }): boolean {
  const next = minuteAt(input.elapsedMs) + 1
  return next > input.freeMinutes && input.balancePaise < input.ratePaise
}

/** The warning event's payload: the chat ends at `endsAt` unless the wallet is recharged. */
export function balanceWarning(endsAt: Date, ratePaise: number): BalanceWarning {
  return {
    code: 'BALANCE_LOW',
    message: `Your balance runs out in one minute: the chat ends at the next minute unless you recharge (${formatRupees(ratePaise)} a minute).`,
    endsAt: endsAt.toISOString(),
  }
}

/**
 * The running bill at a chat time. `balancePaise` is the customer's balance, or null for the astrologer's
 * copy; `now` with `elapsedMs` tells the wall-clock time of the next minute.
 */
export function billAt(
  record: Pick<ConsultationRecord, 'status' | 'freeMinutes' | 'billedMinutes' | 'chargedPaise' | 'ratePaise' | 'acceptedAt'> & Partial<Pick<ConsultationRecord, 'type' | 'connectedAt'>>,
  elapsedMs: number,
  now: Date,
  balancePaise: number | null,
): Bill {
  // A call's minutes start when its media connected, not at acceptance.
  const started = record.type === 'call' ? (record.connectedAt ?? null) !== null : record.acceptedAt !== null
  const active = record.status === 'active' && started
  const minute = started ? minuteAt(elapsedMs) : 0
  return {
    minute,
    freeMinutes: record.freeMinutes,
    // The free minutes belong to the first consultation: once it has ended, what it did not use is gone.
    freeMinutesLeft: !started ? record.freeMinutes : active ? Math.max(0, record.freeMinutes - minute + 1) : 0,
    billedMinutes: record.billedMinutes,
    chargedPaise: record.chargedPaise,
    ratePaise: record.ratePaise,
    balance: balancePaise,
    minutesAffordable: balancePaise === null ? null : minutesAffordable(balancePaise, record.ratePaise),
    nextChargeAt: active ? new Date(now.getTime() + (nextMinuteStartMs(elapsedMs) - elapsedMs)).toISOString() : null,
  }
}

/**
 * Chat time of a stored consultation at `now`: the last checkpoint plus the time since, while a server
 * keeps the clock (its checkpoint is younger than the lease). A clock nobody keeps stands still: time
 * when no server ran the chat is not chat time, so it is never billed.
 */
export function chatElapsedMs(
  record: Pick<ConsultationRecord, 'status' | 'elapsedMs' | 'clockOwner' | 'clockBeatAt'> & Partial<Pick<ConsultationRecord, 'type' | 'connectedAt'>>,
  now: Date,
  leaseMs: number,
): number {
  if (record.status !== 'active' || !record.clockOwner || !record.clockBeatAt) return record.elapsedMs
  // A call's time stands at 0 until both sides' media connected.
  if (record.type === 'call' && !record.connectedAt) return 0
  const since = now.getTime() - record.clockBeatAt.getTime()
  if (since < 0 || since > leaseMs) return record.elapsedMs
  return record.elapsedMs + since
}
