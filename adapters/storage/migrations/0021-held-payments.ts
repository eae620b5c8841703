import { sql, type Kysely } from 'kysely'

/**
 * A deleted account is marked (its row stays for the ledger); a payment that arrives for it after the
 * deletion is not credited to a wallet nobody can use: its order is `held` for an admin to refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS deleted_at timestamptz`.execute(db)
  await sql`UPDATE users SET deleted_at = COALESCE(suspended_at, now()) WHERE password_hash = 'deleted' AND deleted_at IS NULL`.execute(db)
  await sql`ALTER TABLE payment_orders DROP CONSTRAINT IF EXISTS payment_orders_status_check`.execute(db)
  await sql`ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check CHECK (status IN ('created', 'paid', 'failed', 'held'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE payment_orders SET status = 'failed' WHERE status = 'held'`.execute(db)
  await sql`ALTER TABLE payment_orders DROP CONSTRAINT IF EXISTS payment_orders_status_check`.execute(db)
  await sql`ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check CHECK (status IN ('created', 'paid', 'failed'))`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS deleted_at`.execute(db)
}
