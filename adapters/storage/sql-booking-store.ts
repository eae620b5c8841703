import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { BookableAstrologer, BookingFilter, BookingSettlement, BookingStore, NewBooking } from '../../core/bookings/ports/booking-store'
import { bookingMessages } from '../../core/bookings/request'
import type { Availability, BookingMode, BookingRecord, BookingStatus, HoldState } from '../../core/domain/booking'
import type { Posting } from '../../core/domain/wallet'
import { ConflictError } from '../../core/errors'
import type { Database } from './schema'
import { isDeadlock, isPoolBusy, isUniqueViolation } from './sql-errors'
import type { SqlWalletLedger } from './sql-wallet-ledger'

interface BookingRow {
  id: string
  customer_id: string
  customer_name: string
  customer_email: string
  customer_language: string
  astrologer_id: string
  astrologer_name: string
  astrologer_slug: string
  astrologer_user_id: string | null
  astrologer_email: string | null
  astrologer_language: string | null
  commission_percent: string | number | null
  mode: string
  duration_minutes: number
  starts_at: Date | string
  ends_at: Date | string
  timezone: string
  rate_paise: number
  price: number | string
  status: string
  hold_state: string
  captured_paise: number | string
  released_paise: number | string
  idempotency_key: string
  fingerprint: string
  cancelled_by: string | null
  cancelled_at: Date | string | null
  customer_joined_at: Date | string | null
  astrologer_joined_at: Date | string | null
  consultation_id: string | null
  reminders: number[] | null
  created_at: Date | string
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v))
const dateOrNull = (v: Date | string | null) => (v === null ? null : date(v))

function toRecord(r: BookingRow): BookingRecord {
  return {
    id: r.id,
    customerId: r.customer_id,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerLanguage: r.customer_language,
    astrologerId: r.astrologer_id,
    astrologerName: r.astrologer_name,
    astrologerSlug: r.astrologer_slug,
    astrologerUserId: r.astrologer_user_id,
    astrologerEmail: r.astrologer_email,
    astrologerLanguage: r.astrologer_language,
    commissionPercent: r.commission_percent === null ? null : Number(r.commission_percent),
    mode: r.mode as BookingMode,
    durationMinutes: r.duration_minutes,
    start: date(r.starts_at),
    end: date(r.ends_at),
    timezone: r.timezone,
    ratePaise: Number(r.rate_paise),
    price: Number(r.price),
    status: r.status as BookingStatus,
    holdState: r.hold_state as HoldState,
    capturedPaise: Number(r.captured_paise),
    releasedPaise: Number(r.released_paise),
    idempotencyKey: r.idempotency_key,
    fingerprint: r.fingerprint,
    cancelledBy: r.cancelled_by as BookingRecord['cancelledBy'],
    cancelledAt: dateOrNull(r.cancelled_at),
    customerJoinedAt: dateOrNull(r.customer_joined_at),
    astrologerJoinedAt: dateOrNull(r.astrologer_joined_at),
    consultationId: r.consultation_id,
    remindersSent: (r.reminders ?? []).map(Number),
    createdAt: date(r.created_at),
  }
}

/** The booking with its people's names, mail addresses and languages, and the reminders already sent. */
const SELECT = sql`
  SELECT b.*, cu.name AS customer_name, cu.email AS customer_email, cu.language AS customer_language,
         a.name AS astrologer_name, a.slug AS astrologer_slug, a.user_id AS astrologer_user_id, a.commission_percent,
         au.email AS astrologer_email, au.language AS astrologer_language,
         (SELECT array_agg(r.minutes_before ORDER BY r.minutes_before) FROM booking_reminders r WHERE r.booking_id = b.id) AS reminders
  FROM bookings b
  JOIN users cu ON cu.id = b.customer_id
  JOIN astrologers a ON a.id = b.astrologer_id
  LEFT JOIN users au ON au.id = a.user_id`

/** The exclusion constraint's violation (23P01): another booked booking overlaps. */
function isSlotTaken(error: unknown): boolean {
  const e = error as { code?: unknown }
  return e?.code === '23P01'
}

/**
 * Bookings on PGlite or PostgreSQL (docs/bookings.md). A booking and its hold are one transaction: the
 * insert meets the exclusion constraint `bookings_one_slot` first (a concurrent insert of an overlapping
 * booking waits for this transaction and fails once it commits), then the ledger writes the hold in the same
 * transaction; either failing leaves nothing. Settling is the same: a compare-and-set on `booked` and the
 * capture/release postings commit together.
 */
export class SqlBookingStore implements BookingStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: SqlWalletLedger,
    private readonly newId: () => string = randomUUID,
  ) {}

  private async astrologerWhere(column: 'id' | 'user_id', value: string): Promise<BookableAstrologer | null> {
    // The chat rate is rupees a minute, the call rate paise a minute (migration 0026); no calls while takes_calls is off.
    const { rows } = await sql<{ id: string; name: string; slug: string; user_id: string | null; rate_per_minute: number; call_rate_per_minute: number; takes_calls: boolean; suspended: boolean }>`
      SELECT a.id, a.name, a.slug, a.user_id, a.rate_per_minute, a.call_rate_per_minute, a.takes_calls, (u.suspended_at IS NOT NULL) AS suspended
      FROM astrologers a LEFT JOIN users u ON u.id = a.user_id WHERE ${sql.ref(`a.${column}`)} = ${value}`.execute(this.db)
    const r = rows[0]
    return r
      ? {
          id: r.id,
          name: r.name,
          slug: r.slug,
          userId: r.user_id,
          chatRatePaise: Math.round(Number(r.rate_per_minute) * 100),
          callRatePaise: r.takes_calls ? Number(r.call_rate_per_minute) : null,
          suspended: r.suspended === true,
        }
      : null
  }

  astrologer(id: string): Promise<BookableAstrologer | null> {
    return this.astrologerWhere('id', id)
  }

  astrologerOfUser(userId: string): Promise<BookableAstrologer | null> {
    return this.astrologerWhere('user_id', userId)
  }

  async availability(astrologerId: string): Promise<Availability | null> {
    const { rows } = await sql<{ timezone: string; weekly: unknown; blocked: unknown }>`SELECT timezone, weekly, blocked FROM astrologer_availability WHERE astrologer_id = ${astrologerId}`.execute(this.db)
    const r = rows[0]
    if (!r) return null
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)
    return { timezone: r.timezone, weekly: json(r.weekly) as Availability['weekly'], blocked: json(r.blocked) as Availability['blocked'] }
  }

  async saveAvailability(astrologerId: string, availability: Availability, at: Date): Promise<void> {
    const weekly = JSON.stringify(availability.weekly)
    const blocked = JSON.stringify(availability.blocked)
    await sql`
      INSERT INTO astrologer_availability (astrologer_id, timezone, weekly, blocked, updated_at)
      VALUES (${astrologerId}, ${availability.timezone}, ${weekly}::jsonb, ${blocked}::jsonb, ${at})
      ON CONFLICT (astrologer_id) DO UPDATE SET timezone = excluded.timezone, weekly = excluded.weekly, blocked = excluded.blocked, updated_at = excluded.updated_at`.execute(this.db)
  }

  async takenBetween(astrologerId: string, from: Date, to: Date): Promise<Array<{ start: Date; end: Date }>> {
    const { rows } = await sql<{ starts_at: Date | string; ends_at: Date | string }>`
      SELECT starts_at, ends_at FROM bookings
      WHERE astrologer_id = ${astrologerId} AND status = 'booked' AND starts_at < ${to} AND ends_at > ${from}`.execute(this.db)
    return rows.map((r) => ({ start: date(r.starts_at), end: date(r.ends_at) }))
  }

  async create(booking: NewBooking, hold: Posting): Promise<{ booking: BookingRecord; replayed: boolean }> {
    // A burst of bookings larger than the pool (a busy evening) queues for connections, and each loser of a
    // slot holds one only while it waits for the winner's commit. A wait past the pool's limit means nothing
    // was written (or, if the commit's answer was lost, the retry meets its own key): the same booking is
    // tried again a few times, so the customer gets 201 or 409, not a 503 for a burst.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createOnce(booking, hold)
      } catch (error) {
        if (!(isPoolBusy(error) || isDeadlock(error)) || attempt >= 4) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100))
      }
    }
  }

  private async createOnce(booking: NewBooking, hold: Posting): Promise<{ booking: BookingRecord; replayed: boolean }> {
    try {
      await this.db.transaction().execute(async (tx) => {
        // One booking write per astrologer at a time. Two overlapping inserts that both reach the exclusion
        // check each wait for the other (a deadlock PostgreSQL breaks only after deadlock_timeout, with a
        // 40P01 that was a 500, connections held meanwhile); queued on this lock, the second meets the
        // first's committed row and fails at once with 23P01.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${'booking-slot:' + booking.astrologerId}))`.execute(tx)
        await sql`
          INSERT INTO bookings (id, customer_id, astrologer_id, mode, duration_minutes, starts_at, ends_at, timezone, rate_paise, price, idempotency_key, fingerprint, created_at, updated_at)
          VALUES (${booking.id}, ${booking.customerId}, ${booking.astrologerId}, ${booking.mode}, ${booking.durationMinutes}, ${booking.start}, ${booking.end}, ${booking.timezone},
                  ${booking.ratePaise}, ${booking.price}, ${booking.idempotencyKey}, ${booking.fingerprint}, ${booking.createdAt}, ${booking.createdAt})`.execute(tx)
        await this.ledger.postWithin(tx, hold)
      })
    } catch (error) {
      // The same customer's same key, sent twice at once: the first one's booking answers. Which constraint
      // the repeat meets first (the key's unique index or the slot's exclusion) is the engine's choice.
      if (isUniqueViolation(error) || isSlotTaken(error)) {
        const earlier = await this.findByIdempotencyKey(booking.customerId, booking.idempotencyKey)
        if (earlier) return { booking: earlier, replayed: true }
      }
      if (isSlotTaken(error)) throw new ConflictError(bookingMessages.slotTaken, 'BOOKING.SLOT_TAKEN')
      throw error
    }
    return { booking: (await this.findById(booking.id))!, replayed: false }
  }

  private async one(db: Kysely<Database> | Transaction<Database>, where: ReturnType<typeof sql>): Promise<BookingRecord | null> {
    const { rows } = await sql<BookingRow>`${SELECT} WHERE ${where}`.execute(db)
    return rows[0] ? toRecord(rows[0]) : null
  }

  findById(id: string): Promise<BookingRecord | null> {
    return this.one(this.db, sql`b.id = ${id}`)
  }

  findByConsultationId(consultationId: string): Promise<BookingRecord | null> {
    return this.one(this.db, sql`b.consultation_id = ${consultationId}`)
  }

  findByIdempotencyKey(customerId: string, key: string): Promise<BookingRecord | null> {
    return this.one(this.db, sql`b.customer_id = ${customerId} AND b.idempotency_key = ${key}`)
  }

  async list(filter: BookingFilter): Promise<BookingRecord[]> {
    const where = [sql`true`]
    if (filter.participantUserId) where.push(sql`(b.customer_id = ${filter.participantUserId} OR a.user_id = ${filter.participantUserId})`)
    if (filter.customerId) where.push(sql`b.customer_id = ${filter.customerId}`)
    if (filter.astrologerId) where.push(sql`b.astrologer_id = ${filter.astrologerId}`)
    if (filter.statuses?.length) where.push(sql`b.status IN (${sql.join(filter.statuses)})`)
    if (filter.from) where.push(sql`b.starts_at >= ${filter.from}`)
    if (filter.to) where.push(sql`b.starts_at < ${filter.to}`)
    if (filter.endsAfter) where.push(sql`b.ends_at > ${filter.endsAfter}`)
    const { rows } = await sql<BookingRow>`${SELECT} WHERE ${sql.join(where, sql` AND `)} ORDER BY b.starts_at DESC LIMIT ${filter.limit}`.execute(this.db)
    return rows.map(toRecord)
  }

  async settle(id: string, s: BookingSettlement): Promise<BookingRecord | null> {
    const done = await this.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ id: string }>`
        UPDATE bookings SET status = ${s.to}, hold_state = ${s.holdState}, captured_paise = ${s.captured}, released_paise = ${s.released},
               cancelled_by = ${s.cancelledBy ?? null}, cancelled_at = ${s.to === 'cancelled' ? s.at : null}, cancel_reason = ${s.reason ?? null}, updated_at = ${s.at}
        WHERE id = ${id} AND status = 'booked' RETURNING id`.execute(tx)
      if (!rows.length) return false
      for (const posting of s.postings) await this.ledger.postWithin(tx, posting)
      return true
    })
    return done ? this.findById(id) : null
  }

  async recordJoin(id: string, role: 'customer' | 'astrologer', at: Date): Promise<BookingRecord | null> {
    const column = role === 'customer' ? sql.ref('customer_joined_at') : sql.ref('astrologer_joined_at')
    const { rows } = await sql<{ id: string }>`
      UPDATE bookings SET ${column} = coalesce(${column}, ${at}), updated_at = ${at} WHERE id = ${id} AND status = 'booked' RETURNING id`.execute(this.db)
    return rows.length ? this.findById(id) : null
  }

  async openConsultation(booking: BookingRecord, at: Date): Promise<string> {
    let consultationId = booking.consultationId
    if (!consultationId) {
      consultationId = this.newId()
      try {
        await this.db.transaction().execute(async (tx) => {
          // Rate 0: the booking's hold pays; the chat clock never bills a consultation of rate 0. It waits
          // as a request until the booked end, when an unanswered one expires.
          await sql`
            INSERT INTO consultations (id, customer_id, astrologer_id, status, type, rate_paise, free_minutes, expires_at, booking_id, created_at, updated_at)
            VALUES (${consultationId}, ${booking.customerId}, ${booking.astrologerId}, 'requested', ${booking.mode}, 0, 0, ${booking.end}, ${booking.id}, ${at}, ${at})`.execute(tx)
          await sql`UPDATE bookings SET consultation_id = ${consultationId} WHERE id = ${booking.id} AND consultation_id IS NULL`.execute(tx)
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        const { rows } = await sql<{ id: string }>`SELECT id FROM consultations WHERE booking_id = ${booking.id}`.execute(this.db)
        if (!rows[0]) throw new ConflictError(bookingMessages.otherConsultationOpen, 'CONSULTATION.ALREADY_OPEN')
        consultationId = rows[0].id
      }
    }
    if (booking.customerJoinedAt && booking.astrologerJoinedAt)
      await sql`
        UPDATE consultations SET status = 'active', accepted_at = ${at}, elapsed_ms = 0, clock_owner = NULL, clock_beat_at = NULL, updated_at = ${at}
        WHERE id = ${consultationId} AND status = 'requested'`.execute(this.db)
    return consultationId
  }

  async endConsultation(booking: BookingRecord, at: Date): Promise<void> {
    if (!booking.consultationId) return
    await sql`
      UPDATE consultations SET
        status = CASE WHEN status = 'active' THEN 'ended' ELSE 'expired' END,
        end_reason = CASE WHEN status = 'active' THEN 'booking_ended' ELSE NULL END,
        ended_at = ${at},
        elapsed_ms = CASE WHEN status = 'active' AND accepted_at IS NOT NULL THEN greatest(0, floor(extract(epoch FROM (${at}::timestamptz - accepted_at)) * 1000))::bigint ELSE elapsed_ms END,
        clock_owner = NULL, updated_at = ${at}
      WHERE id = ${booking.consultationId} AND status IN ('requested', 'active')`.execute(this.db)
  }

  async consultationEnded(booking: BookingRecord): Promise<boolean> {
    if (!booking.consultationId) return false
    const { rows } = await sql<{ status: string }>`SELECT status FROM consultations WHERE id = ${booking.consultationId}`.execute(this.db)
    return rows[0] ? !['requested', 'active'].includes(rows[0].status) : false
  }

  async consultationConnected(booking: BookingRecord): Promise<boolean> {
    if (!booking.consultationId) return false
    const { rows } = await sql<{ connected_at: Date | null }>`SELECT connected_at FROM consultations WHERE id = ${booking.consultationId}`.execute(this.db)
    return !!rows[0]?.connected_at
  }

  async claimReminder(bookingId: string, minutesBefore: number, at: Date): Promise<boolean> {
    const { rows } = await sql<{ booking_id: string }>`
      INSERT INTO booking_reminders (booking_id, minutes_before, sent_at) VALUES (${bookingId}, ${minutesBefore}, ${at})
      ON CONFLICT DO NOTHING RETURNING booking_id`.execute(this.db)
    return rows.length > 0
  }

  async noShowCounts(astrologerIds: readonly string[]): Promise<Map<string, number>> {
    if (!astrologerIds.length) return new Map()
    const { rows } = await sql<{ astrologer_id: string; n: number }>`
      SELECT astrologer_id, count(*)::int AS n FROM bookings WHERE status = 'no_show_astrologer' AND astrologer_id IN (${sql.join(astrologerIds)}) GROUP BY astrologer_id`.execute(this.db)
    return new Map(rows.map((r) => [r.astrologer_id, Number(r.n)]))
  }
}
