import type { ReportBirth, ReportContent, ReportOffer, ReportRecord, ReportStatus, ReportType } from '../../domain/report'
import type { LanguageCode } from '../../shared/language'

export interface NewReport {
  userId: string
  type: ReportType
  lang: LanguageCode
  birth: ReportBirth
  partner: ReportBirth | null
  price: number
  idempotencyKey: string
  fingerprint: string
}

/** Where reports live. Every write is one statement; a report row is the job's durable state. */
export interface ReportStore {
  /** Creates the report, or answers the one this user already made with this idempotency key (`created: false`). */
  create(report: NewReport): Promise<{ report: ReportRecord; fingerprint: string; created: boolean }>
  get(id: string): Promise<ReportRecord | null>
  /** A user's paid reports, newest first. */
  listByUser(userId: string, limit: number): Promise<ReportRecord[]>
  /** Forgets a report that was never paid (its purchase failed for want of balance). */
  discardUnpaid(id: string): Promise<void>
  /** Records the posting that paid for it, and the offer when an offer paid. */
  markPaid(id: string, transactionId: string, offer?: ReportOffer | null): Promise<void>
  /** Moves a queued or running report to running and counts the attempt; answers the attempt number, or null when it is done or failed. */
  start(id: string): Promise<number | null>
  progress(id: string, progress: number, currentSection: string | null): Promise<void>
  finish(id: string, content: ReportContent): Promise<void>
  fail(id: string, error: string, refundTransactionId: string | null): Promise<void>
  /** Reports paid and not yet finished (to resume after a restart). */
  pending(): Promise<Array<{ id: string; status: ReportStatus }>>
  savePdf(id: string, pdf: Uint8Array): Promise<void>
  pdf(id: string): Promise<Uint8Array | null>
}
export const ReportStore = Symbol('ReportStore')
