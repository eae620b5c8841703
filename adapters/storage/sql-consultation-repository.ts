import { randomUUID } from 'node:crypto'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { ConsultationRecord, ConsultationStatus, EndReason, RefundStatus } from '../../core/domain/consultation'
import { ConflictError, NotFoundError } from '../../core/errors'
import type { ConsultationFilter, ConsultationRepository, NewConsultationRequest } from '../../core/consultations/ports/consultation-repository'
import type { Database } from './schema'
import { isUniqueViolation } from './sql-errors'

const OPEN: ConsultationStatus[] = ['requested', 'active']

/**
 * A consultation that has used (or holds) the customer's free minutes: one holding them, an accepted chat,
 * or a call whose media connected. A call accepted but never connected does not count.
 */
const usedFreeMinutes = (eb: ExpressionBuilder<Database, 'consultations'>) =>
  eb.or([
    eb('free_minutes', '>', 0),
    eb.and([eb('accepted_at', 'is not', null), eb.or([eb('type', '=', 'chat'), eb('connected_at', 'is not', null)])]),
  ])

/** Consultations on PGlite or PostgreSQL: every state change is a conditional UPDATE (compare-and-set). */
export class SqlConsultationRepository implements ConsultationRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string = randomUUID,
  ) {}

  private base() {
    return this.db
      .selectFrom('consultations as c')
      .innerJoin('users as u', 'u.id', 'c.customer_id')
      .innerJoin('astrologers as a', 'a.id', 'c.astrologer_id')
      .leftJoin('consultation_reviews as r', 'r.consultation_id', 'c.id')
      .leftJoin('consultation_refund_requests as f', 'f.consultation_id', 'c.id')
      .selectAll('c')
      .select([
        'u.name as customer_name',
        'a.user_id as astrologer_user_id',
        'a.slug as astrologer_slug',
        'a.name as astrologer_name',
        'a.image as astrologer_image',
        'r.rating as review_rating',
        'r.text as review_text',
        'r.created_at as review_created_at',
        'f.status as refund_status',
        'f.reason as refund_reason',
        'f.note as refund_note',
        'f.refunded_paise as refund_refunded_paise',
        'f.requested_at as refund_requested_at',
        'f.decided_at as refund_decided_at',
      ])
  }

  async createRequest(input: NewConsultationRequest): Promise<ConsultationRecord> {
    if (input.idempotencyKey) {
      const same = await this.findByIdempotencyKey(input.customerId, input.idempotencyKey)
      if (same) return same
    }
    const id = this.newId()
    try {
      await this.db.transaction().execute(async (tx) => {
        // The astrologer's row lock serialises requests to one astrologer: capacity is checked and used atomically.
        const astrologer = await tx
          .selectFrom('astrologers')
          .select(['id', 'is_online', 'user_id', 'max_concurrent_chats'])
          .where('id', '=', input.astrologerId)
          .forUpdate()
          .executeTakeFirst()
        if (!astrologer) throw new NotFoundError('No such astrologer')
        if (!astrologer.is_online || !astrologer.user_id) throw new ConflictError('This astrologer is offline right now', 'CONSULTATION.ASTROLOGER_OFFLINE')
        const mine = await tx.selectFrom('consultations').select(['id', 'type']).where('customer_id', '=', input.customerId).where('status', 'in', OPEN).executeTakeFirst()
        if (mine) throw alreadyOpen(mine.id, mine.type)
        const open = await tx
          .selectFrom('consultations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('astrologer_id', '=', input.astrologerId)
          .where('status', 'in', OPEN)
          .executeTakeFirstOrThrow()
        if (Number(open.n) >= astrologer.max_concurrent_chats)
          throw new ConflictError('This astrologer is busy with other chats right now', 'CONSULTATION.ASTROLOGER_BUSY')
        await tx
          .insertInto('consultations')
          .values({
            id,
            customer_id: input.customerId,
            astrologer_id: input.astrologerId,
            status: 'requested',
            created_at: input.requestedAt,
            idempotency_key: input.idempotencyKey,
            type: input.type ?? 'chat',
            rate_paise: input.ratePaise,
            expires_at: input.expiresAt,
            accepted_at: null,
            ended_at: null,
            end_reason: null,
            clock_owner: null,
            clock_beat_at: null,
            updated_at: input.requestedAt,
          })
          .execute()
      })
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A concurrent request of the same customer (same key, or another open one) won.
        if (input.idempotencyKey) {
          const same = await this.findByIdempotencyKey(input.customerId, input.idempotencyKey)
          if (same) return same
        }
        const open = await this.db.selectFrom('consultations').select(['id', 'type']).where('customer_id', '=', input.customerId).where('status', 'in', OPEN).executeTakeFirst()
        throw alreadyOpen(open?.id ?? null, open?.type ?? null)
      }
      throw error
    }
    return (await this.findById(id))!
  }

  async findById(id: string): Promise<ConsultationRecord | null> {
    const row = await this.base().where('c.id', '=', id).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async findByIdempotencyKey(customerId: string, key: string): Promise<ConsultationRecord | null> {
    const row = await this.base().where('c.customer_id', '=', customerId).where('c.idempotency_key', '=', key).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async list(filter: ConsultationFilter): Promise<ConsultationRecord[]> {
    let query = this.base()
    const { customerId, astrologerId } = filter
    if (customerId && astrologerId) query = query.where((eb) => eb.or([eb('c.customer_id', '=', customerId), eb('c.astrologer_id', '=', astrologerId)]))
    else if (customerId) query = query.where('c.customer_id', '=', customerId)
    else if (astrologerId) query = query.where('c.astrologer_id', '=', astrologerId)
    if (filter.statuses?.length) query = query.where('c.status', 'in', [...filter.statuses])
    const order = filter.order ?? 'desc'
    const rows = await query.orderBy('c.created_at', order).orderBy('c.id', order).limit(filter.limit).execute()
    return rows.map(toRecord)
  }

  async listOpenForUser(userId: string): Promise<ConsultationRecord[]> {
    const rows = await this.base()
      .where('c.status', 'in', OPEN)
      .where((eb) => eb.or([eb('c.customer_id', '=', userId), eb('a.user_id', '=', userId)]))
      .orderBy('c.created_at')
      .execute()
    return rows.map(toRecord)
  }

  async accept(id: string, input: { at: Date; freeMinutesIfFirst: number; clockOwner: string }): Promise<ConsultationRecord | null> {
    const accepted = await this.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('consultations').select(['status', 'expires_at', 'customer_id']).where('id', '=', id).forUpdate().executeTakeFirst()
      if (!row || row.status !== 'requested') return false
      if (row.expires_at && new Date(row.expires_at).getTime() <= input.at.getTime()) return false
      // Free minutes belong to the customer's first accepted consultation only (a unique index backs this up).
      const earlier = await tx
        .selectFrom('consultations')
        .select('id')
        .where('customer_id', '=', row.customer_id)
        .where('id', '<>', id)
        .where(usedFreeMinutes)
        .executeTakeFirst()
      await tx
        .updateTable('consultations')
        .set({
          status: 'active',
          accepted_at: input.at,
          free_minutes: earlier ? 0 : input.freeMinutesIfFirst,
          elapsed_ms: 0,
          clock_owner: input.clockOwner,
          clock_beat_at: input.at,
          updated_at: input.at,
        })
        .where('id', '=', id)
        .execute()
      return true
    })
    return accepted ? this.findById(id) : null
  }

  async transition(
    id: string,
    input: { from: readonly ConsultationStatus[]; to: ConsultationStatus; at: Date; reason: EndReason | null; elapsedMs?: number },
  ): Promise<ConsultationRecord | null> {
    const terminal = input.to !== 'requested' && input.to !== 'active'
    const result = await this.db
      .updateTable('consultations')
      .set({
        status: input.to,
        end_reason: input.reason,
        // A call that ends without its media ever connecting gives its free minutes back: the offer goes to
        // the first consultation that really took place.
        ...(terminal ? { ended_at: input.at, clock_owner: null, free_minutes: sql<number>`CASE WHEN type = 'call' AND connected_at IS NULL THEN 0 ELSE free_minutes END` } : {}),
        ...(input.elapsedMs !== undefined ? { elapsed_ms: Math.max(0, Math.round(input.elapsedMs)), clock_beat_at: input.at } : {}),
        updated_at: input.at,
      })
      .where('id', '=', id)
      .where('status', 'in', [...input.from])
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0 ? this.findById(id) : null
  }

  async markConnected(id: string, at: Date): Promise<ConsultationRecord | null> {
    // The clock's chat time restarts at 0 from this instant: nothing before the media connected is billed.
    const result = await this.db
      .updateTable('consultations')
      .set({ connected_at: at, elapsed_ms: 0, clock_beat_at: at, updated_at: at })
      .where('id', '=', id)
      .where('type', '=', 'call')
      .where('status', '=', 'active')
      .where('connected_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0 ? this.findById(id) : null
  }

  async expireRequests(now: Date): Promise<ConsultationRecord[]> {
    const rows = await this.db
      .updateTable('consultations')
      .set({ status: 'expired', ended_at: sql`expires_at`, updated_at: now })
      .where('status', '=', 'requested')
      .where('expires_at', '<=', now)
      .returning('id')
      .execute()
    const records = await Promise.all(rows.map((r) => this.findById(r.id)))
    return records.filter((r): r is ConsultationRecord => r !== null)
  }

  async listClaimable(now: Date, leaseMs: number): Promise<string[]> {
    const stale = new Date(now.getTime() - leaseMs)
    const rows = await this.db
      .selectFrom('consultations')
      .select('id')
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('clock_owner', 'is', null), eb('clock_beat_at', 'is', null), eb('clock_beat_at', '<', stale)]))
      .execute()
    return rows.map((r) => r.id)
  }

  async claimClock(id: string, owner: string, now: Date, leaseMs: number): Promise<ConsultationRecord | null> {
    const stale = new Date(now.getTime() - leaseMs)
    // elapsed_ms is left as it was: time since the last checkpoint, when nobody kept the clock, is not chat time.
    const result = await this.db
      .updateTable('consultations')
      .set({ clock_owner: owner, clock_beat_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('clock_owner', 'is', null), eb('clock_owner', '=', owner), eb('clock_beat_at', 'is', null), eb('clock_beat_at', '<', stale)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0 ? this.findById(id) : null
  }

  async checkpoint(id: string, owner: string, elapsedMs: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('consultations')
      .set({ elapsed_ms: Math.max(0, Math.round(elapsedMs)), clock_beat_at: at })
      .where('id', '=', id)
      .where('clock_owner', '=', owner)
      .where('status', '=', 'active')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async releaseClock(id: string, owner: string, elapsedMs: number, at: Date): Promise<void> {
    await this.db
      .updateTable('consultations')
      .set({ elapsed_ms: Math.max(0, Math.round(elapsedMs)), clock_beat_at: at, clock_owner: null })
      .where('id', '=', id)
      .where('clock_owner', '=', owner)
      .where('status', '=', 'active')
      .execute()
  }

  async recordPaidMinute(id: string, minute: number, amountPaise: number): Promise<boolean> {
    const result = await this.db
      .updateTable('consultations')
      .set({ billed_minutes: minute, charged_paise: sql`charged_paise + ${amountPaise}` })
      .where('id', '=', id)
      .where('billed_minutes', '=', minute - 1)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async requestRefund(id: string, input: { reason: string; at: Date }): Promise<ConsultationRecord> {
    try {
      await this.db.insertInto('consultation_refund_requests').values({ consultation_id: id, reason: input.reason, note: null, decided_by: null, requested_at: input.at, decided_at: null }).execute()
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('A refund was already requested for this consultation', 'CONSULTATION.REFUND_EXISTS')
      throw error
    }
    return (await this.findById(id))!
  }

  async decideRefund(
    id: string,
    input: { status: Exclude<RefundStatus, 'requested'>; note: string | null; refundedPaise: number; decidedBy: string; at: Date },
  ): Promise<ConsultationRecord | null> {
    const decided = await this.db.transaction().execute(async (tx) => {
      const result = await tx
        .updateTable('consultation_refund_requests')
        .set({ status: input.status, note: input.note, refunded_paise: input.refundedPaise, decided_by: input.decidedBy, decided_at: input.at })
        .where('consultation_id', '=', id)
        .where('status', '=', 'requested')
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return false
      if (input.refundedPaise > 0) await tx.updateTable('consultations').set({ refunded_paise: input.refundedPaise, updated_at: input.at }).where('id', '=', id).execute()
      return true
    })
    return decided ? this.findById(id) : null
  }

  async listRefundRequests(filter: { status?: RefundStatus; limit: number }): Promise<ConsultationRecord[]> {
    let query = this.base().where('f.consultation_id', 'is not', null)
    if (filter.status) query = query.where('f.status', '=', filter.status)
    const rows = await query.orderBy('f.requested_at').limit(filter.limit).execute()
    return rows.map(toRecord)
  }

  async hadConsultation(customerId: string): Promise<boolean> {
    // The same test as `accept` uses to decide whether free minutes are still due.
    const row = await this.db
      .selectFrom('consultations')
      .select('id')
      .where('customer_id', '=', customerId)
      .where(usedFreeMinutes)
      .executeTakeFirst()
    return row !== undefined
  }

  async astrologerTotals(astrologerId: string): Promise<{ consultations: number; paidMinutes: number }> {
    const row = await this.db
      .selectFrom('consultations')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('billed_minutes'), sql<number>`0`).as('minutes')])
      .where('astrologer_id', '=', astrologerId)
      .where('accepted_at', 'is not', null)
      .executeTakeFirstOrThrow()
    return { consultations: Number(row.n), paidMinutes: Number(row.minutes) }
  }
}

/** The open one's id and type, so a customer is taken back to its chat or call page. */
function alreadyOpen(consultationId: string | null, type: string | null): ConflictError {
  return new ConflictError('You already have a consultation requested or in progress', 'CONSULTATION.ALREADY_OPEN', { consultationId, type })
}

const date = (value: Date | string | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value))

type Row = Awaited<ReturnType<ReturnType<SqlConsultationRepository['base']>['executeTakeFirstOrThrow']>>

function toRecord(row: Row): ConsultationRecord {
  return {
    id: row.id,
    type: row.type === 'call' ? 'call' : 'chat',
    status: row.status as ConsultationStatus,
    endReason: (row.end_reason as EndReason | null) ?? null,
    customerId: row.customer_id,
    customerName: row.customer_name,
    astrologerId: row.astrologer_id,
    astrologerUserId: row.astrologer_user_id,
    astrologerSlug: row.astrologer_slug,
    astrologerName: row.astrologer_name,
    astrologerImage: row.astrologer_image,
    requestedAt: new Date(row.created_at),
    expiresAt: date(row.expires_at),
    acceptedAt: date(row.accepted_at),
    endedAt: date(row.ended_at),
    connectedAt: date(row.connected_at),
    ratePaise: Number(row.rate_paise),
    freeMinutes: Number(row.free_minutes),
    elapsedMs: Number(row.elapsed_ms),
    billedMinutes: Number(row.billed_minutes),
    chargedPaise: Number(row.charged_paise),
    refundedPaise: Number(row.refunded_paise),
    clockOwner: row.clock_owner,
    clockBeatAt: date(row.clock_beat_at),
    lastSeq: Number(row.last_seq),
    review:
      row.review_rating === null || row.review_rating === undefined
        ? null
        : { rating: Number(row.review_rating), text: row.review_text ?? '', createdAt: new Date(row.review_created_at!).toISOString() },
    refund: row.refund_status
      ? {
          status: row.refund_status as RefundStatus,
          reason: row.refund_reason ?? '',
          note: row.refund_note ?? null,
          refundedPaise: Number(row.refund_refunded_paise ?? 0),
          requestedAt: new Date(row.refund_requested_at!).toISOString(),
          decidedAt: row.refund_decided_at ? new Date(row.refund_decided_at).toISOString() : null,
        }
      : null,
  }
}
