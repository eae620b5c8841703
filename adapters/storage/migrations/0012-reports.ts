import { sql, type Kysely } from 'kysely'

/**
 * Premium reports: the reports table, and the ledger's new kinds — a `report_sales` account
 * (the platform's revenue from reports), `report_purchase` postings and entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`.execute(db)
  await sql`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('customer_wallet', 'astrologer_earnings', 'platform_commission', 'gateway_clearing', 'promotions', 'adjustments', 'report_sales'))`.execute(db)
  await sql`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`.execute(db)
  await sql`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN ('recharge', 'chat_charge', 'refund', 'admin_adjustment', 'report_purchase'))`.execute(db)
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type_check`.execute(db)
  await sql`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_type_check CHECK (type IN ('recharge', 'bonus', 'chat_charge', 'astrologer_earning', 'platform_commission', 'refund', 'admin_adjustment', 'report_purchase', 'report_sale'))`.execute(db)
  await sql`INSERT INTO ledger_accounts (id, kind, owner) VALUES ('report_sales:platform', 'report_sales', 'platform') ON CONFLICT DO NOTHING`.execute(db)
  // 0001 made a placeholder table (id, user_id, kind) that nothing ever wrote to: replaced whole.
  await sql`DROP TABLE reports`.execute(db)
  await sql`
    CREATE TABLE reports (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id),
      type text NOT NULL,
      lang text NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
      progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      current_section text,
      birth jsonb NOT NULL,
      partner jsonb,
      price bigint NOT NULL CHECK (price >= 0),
      idempotency_key text NOT NULL,
      fingerprint text NOT NULL,
      purchase_transaction_id text REFERENCES ledger_transactions(id),
      refund_transaction_id text REFERENCES ledger_transactions(id),
      attempts integer NOT NULL DEFAULT 0,
      content jsonb,
      pdf bytea,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      UNIQUE (user_id, idempotency_key)
    )`.execute(db)
  await sql`CREATE INDEX reports_user_idx ON reports (user_id, created_at DESC)`.execute(db)
  await sql`CREATE INDEX reports_pending_idx ON reports (status) WHERE status IN ('queued', 'running')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reports`.execute(db)
  await sql`CREATE TABLE reports (id text PRIMARY KEY, user_id text NOT NULL REFERENCES users(id), kind text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`.execute(db)
}
