import { sql, type Kysely } from 'kysely'

/**
 * Call consultations (docs/calls.md): the astrologer's call rate (paise a minute, set apart from the chat
 * rate) and whether they take calls; a consultation's type, and the moment both sides' media connected
 * (a call's billing starts there, not at acceptance). A call that never connects ends with
 * `call_not_connected` and is not billed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Existing astrologers start with their chat rate (rupees) as their call rate, in paise.
  await sql`ALTER TABLE astrologers ADD COLUMN call_rate_per_minute integer`.execute(db)
  await sql`UPDATE astrologers SET call_rate_per_minute = rate_per_minute * 100`.execute(db)
  await sql`
    ALTER TABLE astrologers
      ALTER COLUMN call_rate_per_minute SET NOT NULL,
      ADD CONSTRAINT astrologers_call_rate_check CHECK (call_rate_per_minute > 0),
      ADD COLUMN takes_calls boolean NOT NULL DEFAULT true`.execute(db)

  await sql`ALTER TABLE consultations DROP CONSTRAINT IF EXISTS consultations_type_check`.execute(db)
  await sql`
    ALTER TABLE consultations
      ADD CONSTRAINT consultations_type_check CHECK (type IN ('chat', 'call')),
      ADD COLUMN connected_at timestamptz`.execute(db)
  await sql`ALTER TABLE consultations DROP CONSTRAINT consultations_end_reason_check`.execute(db)
  await sql`
    ALTER TABLE consultations ADD CONSTRAINT consultations_end_reason_check CHECK (end_reason IS NULL OR end_reason IN
      ('customer_ended', 'astrologer_ended', 'insufficient_balance', 'customer_disconnected', 'astrologer_disconnected', 'admin_ended', 'call_not_connected'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE consultations DROP CONSTRAINT IF EXISTS consultations_type_check, DROP COLUMN IF EXISTS connected_at`.execute(db)
  await sql`ALTER TABLE astrologers DROP COLUMN IF EXISTS call_rate_per_minute, DROP COLUMN IF EXISTS takes_calls`.execute(db)
}
