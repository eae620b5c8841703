import { sql, type Kysely } from 'kysely'

/**
 * Chat consultations (docs/chat.md): the consultation's life cycle and its chat clock, messages,
 * reviews and refund requests; astrologer capacity and the review baseline.
 *
 * - consultations: one open (requested or active) consultation per customer, free minutes at most once per
 *   customer (partial unique indexes); `elapsed_ms` + `clock_beat_at` are the persisted chat clock,
 *   `clock_owner` the server instance keeping it; `billed_minutes` counts the paid minutes charged in the
 *   ledger (natural keys `chat:<id>:1 … n`).
 * - consultation_messages: `seq` 1, 2, 3 … per consultation, assigned under the consultation's row lock
 *   (`last_seq`), so commit order is seq order and a client resuming after seq n misses nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE astrologers
      ADD COLUMN max_concurrent_chats integer NOT NULL DEFAULT 3 CHECK (max_concurrent_chats BETWEEN 1 AND 10),
      ADD COLUMN review_baseline_count integer,
      ADD COLUMN review_baseline_rating real`.execute(db)
  await sql`CREATE UNIQUE INDEX astrologers_user_idx ON astrologers (user_id) WHERE user_id IS NOT NULL`.execute(db)

  await sql`
    ALTER TABLE consultations
      ADD COLUMN type text NOT NULL DEFAULT 'chat' CHECK (type = 'chat'),
      ADD COLUMN idempotency_key text,
      ADD COLUMN rate_paise integer NOT NULL DEFAULT 0 CHECK (rate_paise >= 0),
      ADD COLUMN free_minutes integer NOT NULL DEFAULT 0 CHECK (free_minutes >= 0),
      ADD COLUMN expires_at timestamptz,
      ADD COLUMN accepted_at timestamptz,
      ADD COLUMN ended_at timestamptz,
      ADD COLUMN end_reason text,
      ADD COLUMN elapsed_ms bigint NOT NULL DEFAULT 0 CHECK (elapsed_ms >= 0),
      ADD COLUMN billed_minutes integer NOT NULL DEFAULT 0 CHECK (billed_minutes >= 0),
      ADD COLUMN charged_paise bigint NOT NULL DEFAULT 0 CHECK (charged_paise >= 0),
      ADD COLUMN refunded_paise bigint NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0),
      ADD COLUMN clock_owner text,
      ADD COLUMN clock_beat_at timestamptz,
      ADD COLUMN last_seq integer NOT NULL DEFAULT 0,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD CONSTRAINT consultations_status_check CHECK (status IN ('requested', 'active', 'ended', 'declined', 'expired', 'cancelled')),
      ADD CONSTRAINT consultations_end_reason_check CHECK (end_reason IS NULL OR end_reason IN
        ('customer_ended', 'astrologer_ended', 'insufficient_balance', 'customer_disconnected', 'astrologer_disconnected', 'admin_ended'))`.execute(db)
  await sql`CREATE UNIQUE INDEX consultations_one_open_idx ON consultations (customer_id) WHERE status IN ('requested', 'active')`.execute(db)
  await sql`CREATE UNIQUE INDEX consultations_free_once_idx ON consultations (customer_id) WHERE free_minutes > 0`.execute(db)
  await sql`CREATE UNIQUE INDEX consultations_idempotency_idx ON consultations (customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db)
  await sql`CREATE INDEX consultations_customer_idx ON consultations (customer_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX consultations_astrologer_idx ON consultations (astrologer_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX consultations_open_idx ON consultations (status) WHERE status IN ('requested', 'active')`.execute(db)

  await sql`
    CREATE TABLE consultation_messages (
      id text PRIMARY KEY,
      consultation_id text NOT NULL REFERENCES consultations(id),
      seq integer NOT NULL CHECK (seq > 0),
      sender_id text NOT NULL REFERENCES users(id),
      sender_role text NOT NULL CHECK (sender_role IN ('customer', 'astrologer')),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
      client_id text,
      sent_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      read_at timestamptz,
      UNIQUE (consultation_id, seq)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX consultation_messages_client_idx ON consultation_messages (consultation_id, sender_id, client_id) WHERE client_id IS NOT NULL`.execute(db)

  await sql`
    CREATE TABLE consultation_reviews (
      consultation_id text PRIMARY KEY REFERENCES consultations(id),
      astrologer_id text NOT NULL REFERENCES astrologers(id),
      customer_id text NOT NULL REFERENCES users(id),
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX consultation_reviews_astrologer_idx ON consultation_reviews (astrologer_id, created_at DESC)`.execute(db)

  await sql`
    CREATE TABLE consultation_refund_requests (
      consultation_id text PRIMARY KEY REFERENCES consultations(id),
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'granted', 'denied')),
      note text,
      refunded_paise bigint NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0),
      decided_by text REFERENCES users(id),
      requested_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`.execute(db)
  await sql`CREATE INDEX consultation_refund_requests_status_idx ON consultation_refund_requests (status, requested_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['consultation_refund_requests', 'consultation_reviews', 'consultation_messages'])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db)
  for (const index of ['consultations_one_open_idx', 'consultations_free_once_idx', 'consultations_idempotency_idx', 'consultations_customer_idx', 'consultations_astrologer_idx', 'consultations_open_idx', 'astrologers_user_idx'])
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db)
  await sql`
    ALTER TABLE consultations
      DROP CONSTRAINT IF EXISTS consultations_status_check, DROP CONSTRAINT IF EXISTS consultations_end_reason_check,
      DROP COLUMN type, DROP COLUMN idempotency_key, DROP COLUMN rate_paise, DROP COLUMN free_minutes, DROP COLUMN expires_at,
      DROP COLUMN accepted_at, DROP COLUMN ended_at, DROP COLUMN end_reason, DROP COLUMN elapsed_ms, DROP COLUMN billed_minutes,
      DROP COLUMN charged_paise, DROP COLUMN refunded_paise, DROP COLUMN clock_owner, DROP COLUMN clock_beat_at, DROP COLUMN last_seq,
      DROP COLUMN updated_at`.execute(db)
  await sql`ALTER TABLE astrologers DROP COLUMN max_concurrent_chats, DROP COLUMN review_baseline_count, DROP COLUMN review_baseline_rating`.execute(db)
}
