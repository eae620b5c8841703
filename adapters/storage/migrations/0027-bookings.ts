import { sql, type Kysely } from 'kysely'

/**
 * Booked appointments (docs/bookings.md): each astrologer's weekly availability, the bookings, the
 * reminders sent, the consultation a booking opens, and the ledger's hold accounts and postings.
 *
 * The one-slot rule is a database constraint on both engines: an exclusion constraint (btree_gist) lets no
 * two `booked` bookings of one astrologer overlap in time, so of two customers booking one slot at once
 * the second insert waits for the first transaction and then fails (23P01). PGlite loads the same
 * extension (adapters/storage/database.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // In `public` so that every schema of a shared server (one per test run) finds it, and dropping one
  // schema never drops it; the lock lets parallel migrations create it once.
  await sql`SELECT pg_advisory_xact_lock(727001)`.execute(db)
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public`.execute(db)

  await sql`
    CREATE TABLE astrologer_availability (
      astrologer_id text PRIMARY KEY REFERENCES astrologers(id),
      timezone text NOT NULL,
      weekly jsonb NOT NULL,
      blocked jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)

  await sql`
    CREATE TABLE bookings (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES users(id),
      astrologer_id text NOT NULL REFERENCES astrologers(id),
      mode text NOT NULL CHECK (mode IN ('chat', 'call')),
      duration_minutes integer NOT NULL CHECK (duration_minutes IN (15, 30, 45, 60)),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      timezone text NOT NULL,
      rate_paise integer NOT NULL CHECK (rate_paise > 0),
      price bigint NOT NULL CHECK (price > 0),
      status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled', 'completed', 'no_show_astrologer', 'no_show_customer')),
      hold_state text NOT NULL DEFAULT 'held' CHECK (hold_state IN ('held', 'captured', 'released', 'split')),
      captured_paise bigint NOT NULL DEFAULT 0 CHECK (captured_paise >= 0),
      released_paise bigint NOT NULL DEFAULT 0 CHECK (released_paise >= 0),
      idempotency_key text NOT NULL,
      fingerprint text NOT NULL,
      cancelled_by text CHECK (cancelled_by IN ('customer', 'astrologer')),
      cancelled_at timestamptz,
      cancel_reason text,
      customer_joined_at timestamptz,
      astrologer_joined_at timestamptz,
      consultation_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookings_ends_after_start CHECK (ends_at > starts_at),
      CONSTRAINT bookings_settled_whole CHECK (hold_state = 'held' OR captured_paise + released_paise = price),
      CONSTRAINT bookings_one_slot EXCLUDE USING gist (astrologer_id WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE (status = 'booked')
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX bookings_idempotency_idx ON bookings (customer_id, idempotency_key)`.execute(db)
  await sql`CREATE INDEX bookings_customer_idx ON bookings (customer_id, starts_at)`.execute(db)
  await sql`CREATE INDEX bookings_astrologer_idx ON bookings (astrologer_id, starts_at)`.execute(db)
  await sql`CREATE INDEX bookings_booked_idx ON bookings (starts_at) WHERE status = 'booked'`.execute(db)

  await sql`
    CREATE TABLE booking_reminders (
      booking_id text NOT NULL REFERENCES bookings(id),
      minutes_before integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (booking_id, minutes_before)
    )`.execute(db)

  await sql`ALTER TABLE consultations ADD COLUMN booking_id text REFERENCES bookings(id)`.execute(db)
  await sql`CREATE UNIQUE INDEX consultations_booking_idx ON consultations (booking_id) WHERE booking_id IS NOT NULL`.execute(db)
  await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_consultation_fk FOREIGN KEY (consultation_id) REFERENCES consultations(id)`.execute(db)

  await sql`ALTER TABLE consultations DROP CONSTRAINT consultations_end_reason_check`.execute(db)
  await sql`ALTER TABLE consultations ADD CONSTRAINT consultations_end_reason_check CHECK (end_reason IS NULL OR end_reason IN
    ('customer_ended', 'astrologer_ended', 'insufficient_balance', 'customer_disconnected', 'astrologer_disconnected', 'admin_ended', 'call_not_connected', 'booking_ended'))`.execute(db)

  await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`.execute(db)
  await sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('customer_wallet', 'astrologer_earnings', 'platform_commission', 'gateway_clearing', 'promotions', 'adjustments', 'report_sales', 'booking_holds'))`.execute(db)
  await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_wallet_not_negative`.execute(db)
  await sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_wallet_not_negative CHECK (kind NOT IN ('customer_wallet', 'booking_holds') OR balance >= 0)`.execute(db)
  await sql`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`.execute(db)
  await sql`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN ('recharge', 'chat_charge', 'refund', 'admin_adjustment', 'report_purchase', 'promotion', 'booking_hold', 'booking_capture', 'booking_release'))`.execute(db)
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type_check`.execute(db)
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_type_check CHECK (type IN ('recharge', 'bonus', 'chat_charge', 'astrologer_earning', 'platform_commission', 'refund', 'admin_adjustment', 'report_purchase', 'report_sale', 'promotion', 'booking_hold', 'booking_release', 'booking_charge'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_consultation_fk`.execute(db)
  await sql`ALTER TABLE consultations DROP COLUMN booking_id`.execute(db)
  await sql`DROP TABLE booking_reminders`.execute(db)
  await sql`DROP TABLE bookings`.execute(db)
  await sql`DROP TABLE astrologer_availability`.execute(db)
}
