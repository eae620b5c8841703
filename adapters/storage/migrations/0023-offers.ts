import { sql, type Kysely } from 'kysely'

/**
 * The new customer's offers: who has taken which (once per account and once per person, the person being
 * the birth the offer was used for, so a second account for the same chart gets nothing), the report an
 * offer paid for, and the ledger's `promotion` postings that pay it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE offer_claims (
      offer text NOT NULL,
      user_id text NOT NULL REFERENCES users(id),
      person_key text NOT NULL,
      reference text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (offer, user_id),
      UNIQUE (offer, person_key)
    )`.execute(db)
  await sql`ALTER TABLE reports ADD COLUMN offer text`.execute(db)
  await sql`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`.execute(db)
  await sql`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN ('recharge', 'chat_charge', 'refund', 'admin_adjustment', 'report_purchase', 'promotion'))`.execute(db)
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type_check`.execute(db)
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_type_check CHECK (type IN ('recharge', 'bonus', 'chat_charge', 'astrologer_earning', 'platform_commission', 'refund', 'admin_adjustment', 'report_purchase', 'report_sale', 'promotion'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS offer_claims`.execute(db)
  await sql`ALTER TABLE reports DROP COLUMN IF EXISTS offer`.execute(db)
}
