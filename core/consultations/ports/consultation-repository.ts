import type { ConsultationRecord, ConsultationStatus, ConsultationType, EndReason, RefundStatus } from '../../domain/consultation'

export interface NewConsultationRequest {
  customerId: string
  astrologerId: string
  /** 'chat' when not given */
  type?: ConsultationType
  ratePaise: number
  requestedAt: Date
  expiresAt: Date
  idempotencyKey: string | null
}

export interface ConsultationFilter {
  /** consultations where this user is the customer … */
  customerId?: string
  /** … or (when both are given, either) this astrologer (astrologers.id) */
  astrologerId?: string
  statuses?: readonly ConsultationStatus[]
  limit: number
  /** by requestedAt; newest first unless 'asc' */
  order?: 'asc' | 'desc'
}

/**
 * Consultations, their chat clock and their refund request. Every state change is a compare-and-set on
 * the stored status, so two servers (or a request racing the billing clock) never both win.
 */
export interface ConsultationRepository {
  /**
   * Stores a request, checking atomically (the astrologer's row locked) that the astrologer is online
   * (ConflictError `CONSULTATION.ASTROLOGER_OFFLINE`), has fewer open consultations than their
   * maximum (`CONSULTATION.ASTROLOGER_BUSY`) and that the customer has no open consultation
   * (`CONSULTATION.ALREADY_OPEN`, details `{consultationId}`).
   */
  createRequest(input: NewConsultationRequest): Promise<ConsultationRecord>
  findById(id: string): Promise<ConsultationRecord | null>
  findByIdempotencyKey(customerId: string, key: string): Promise<ConsultationRecord | null>
  list(filter: ConsultationFilter): Promise<ConsultationRecord[]>
  /** requested and active consultations this user takes part in (as customer or as the astrologer's account) */
  listOpenForUser(userId: string): Promise<ConsultationRecord[]>
  /**
   * requested → active at `at`, unless the request expired by then. The customer's first accepted
   * consultation gets `freeMinutesIfFirst` free minutes (at most one ever does). The chat clock starts at 0,
   * kept by `clockOwner`. Null when the consultation is not a live request any more.
   */
  accept(id: string, input: { at: Date; freeMinutesIfFirst: number; clockOwner: string }): Promise<ConsultationRecord | null>
  /**
   * Moves from one of `from` to `to` at `at`; for an active chat `elapsedMs` is its final chat time.
   * Null when the status was not one of `from`. Releases the chat clock.
   */
  transition(id: string, input: { from: readonly ConsultationStatus[]; to: ConsultationStatus; at: Date; reason: EndReason | null; elapsedMs?: number }): Promise<ConsultationRecord | null>
  /**
   * An active call's media connected at `at` (its billing start): set once, never moved. Null when the
   * consultation is not an active call or already has its moment.
   */
  markConnected(id: string, at: Date): Promise<ConsultationRecord | null>
  /** Requests whose deadline passed by `now` become `expired`; answers them. */
  expireRequests(now: Date): Promise<ConsultationRecord[]>
  /** Active consultations whose clock nobody keeps: unowned, or the owner missed its lease. */
  listClaimable(now: Date, leaseMs: number): Promise<string[]>
  /** Takes the chat clock when it is unowned, ours, or stale; null otherwise (or when not active). */
  claimClock(id: string, owner: string, now: Date, leaseMs: number): Promise<ConsultationRecord | null>
  /** Saves the chat time; false when the clock is no longer ours or the chat is no longer active. */
  checkpoint(id: string, owner: string, elapsedMs: number, at: Date): Promise<boolean>
  /** Saves the chat time and lets go of the clock (a graceful shutdown). */
  releaseClock(id: string, owner: string, elapsedMs: number, at: Date): Promise<void>
  /** Records paid minute `minute` (charged `amountPaise`) if `minute - 1` were recorded; false otherwise. */
  recordPaidMinute(id: string, minute: number, amountPaise: number): Promise<boolean>
  /** Files the customer's refund request; ConflictError `CONSULTATION.REFUND_EXISTS` for a second one. */
  requestRefund(id: string, input: { reason: string; at: Date }): Promise<ConsultationRecord>
  /** Decides a pending refund request; null when there is none pending. */
  decideRefund(id: string, input: { status: Exclude<RefundStatus, 'requested'>; note: string | null; refundedPaise: number; decidedBy: string; at: Date }): Promise<ConsultationRecord | null>
  listRefundRequests(filter: { status?: RefundStatus; limit: number }): Promise<ConsultationRecord[]>
  /** Accepted consultations of an astrologer and the paid minutes in them. */
  astrologerTotals(astrologerId: string): Promise<{ consultations: number; paidMinutes: number }>
  /** Whether the customer has had a consultation accepted (their free minutes are then used). */
  hadConsultation(customerId: string): Promise<boolean>
}
export const ConsultationRepository = Symbol('ConsultationRepository')
