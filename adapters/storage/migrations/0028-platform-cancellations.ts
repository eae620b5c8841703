import { sql, type Kysely } from 'kysely'

/**
 * A booking the platform cancels (docs/bookings.md): when an admin suspends one of its parties, a booking not
 * yet started is cancelled with the whole hold released, and `cancelled_by` says `platform`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The column's inline CHECK of 0027 got the engine's default name, the same on PostgreSQL and PGlite.
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_by_check`.execute(db)
  await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('customer', 'astrologer', 'platform'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_by_check`.execute(db)
  await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('customer', 'astrologer'))`.execute(db)
}
