import type { Bill, ConsultationView } from '../../../../core/domain/consultation'

/**
 * The chat's clock as shown between the server's reports: the server is the clock (it bills), the page
 * only counts on from the last report. Local times are epoch ms; `offsetMs` = server clock − local clock.
 */

/** Chat seconds now: the last reported `elapsedSeconds`, plus the time since the report while active. */
export function elapsedSecondsNow(consultation: Pick<ConsultationView, 'status' | 'elapsedSeconds'>, reportedAt: number, now: number): number {
  if (consultation.status !== 'active') return consultation.elapsedSeconds
  return consultation.elapsedSeconds + Math.max(0, Math.floor((now - reportedAt) / 1000))
}

/** Whole seconds until an ISO instant on the server's clock (0 when past, null without one). */
export function secondsUntil(instant: string | null | undefined, now: number, offsetMs = 0): number | null {
  if (!instant) return null
  const at = Date.parse(instant)
  if (!Number.isFinite(at)) return null
  return Math.max(0, Math.ceil((at - (now + offsetMs)) / 1000))
}

/** 'm:ss' under an hour, else 'h:mm:ss'. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(s / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const seconds = String(s % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** Whether the minute after the one in progress is paid (the free minutes are used up by then). */
export function nextMinuteIsPaid(bill: Pick<Bill, 'minute' | 'freeMinutes'>): boolean {
  return bill.minute + 1 > bill.freeMinutes
}

/** Whether the minute in progress is one of the free ones. */
export function inFreeMinute(bill: Pick<Bill, 'minute' | 'freeMinutes'>): boolean {
  return bill.minute >= 1 && bill.minute <= bill.freeMinutes
}

/** What the customer has really paid for the chat so far: charges less refunds (paise). */
export function netChargedPaise(consultation: Pick<ConsultationView, 'chargedPaise' | 'refundedPaise'>): number {
  return Math.max(0, consultation.chargedPaise - consultation.refundedPaise)
}
