import { sql, type Kysely } from 'kysely'

/**
 * The wallet: a double-entry ledger in integer paise, and payment orders.
 *
 * - ledger_accounts: one row per account (`<kind>:<owner>`). `balance` is kept, in the same transaction as
 *   the entries, for tracked accounts (customer wallets, astrologer earnings); a CHECK keeps wallets >= 0.
 * - ledger_transactions: one row per posting, unique by idempotency key and by natural key.
 * - ledger_entries: the lines of each posting; a deferred constraint trigger refuses to commit a posting whose
 *   entries do not sum to zero. Transactions and entries are immutable (triggers refuse UPDATE and DELETE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ledger_accounts (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('customer_wallet', 'astrologer_earnings', 'platform_commission', 'gateway_clearing', 'promotions', 'adjustments')),
      owner text NOT NULL,
      balance bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (kind, owner),
      CONSTRAINT ledger_accounts_id_matches CHECK (id = kind || ':' || owner),
      CONSTRAINT ledger_wallet_not_negative CHECK (kind <> 'customer_wallet' OR balance >= 0)
    )`.execute(db)
  await sql`
    CREATE TABLE ledger_transactions (
      id text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('recharge', 'chat_charge', 'refund', 'admin_adjustment')),
      idempotency_key text NOT NULL UNIQUE,
      natural_key text UNIQUE,
      fingerprint text NOT NULL,
      reference text,
      memo text,
      reverses text REFERENCES ledger_transactions(id),
      actor_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE ledger_entries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id text NOT NULL REFERENCES ledger_transactions(id),
      account_id text NOT NULL REFERENCES ledger_accounts(id),
      type text NOT NULL CHECK (type IN ('recharge', 'bonus', 'chat_charge', 'astrologer_earning', 'platform_commission', 'refund', 'admin_adjustment')),
      amount bigint NOT NULL CHECK (amount <> 0),
      balance_after bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC)`.execute(db)
  await sql`CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id)`.execute(db)

  await sql`
    CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger rows are immutable: post a correction instead' USING ERRCODE = '55000';
    END $$`.execute(db)
  for (const table of ['ledger_transactions', 'ledger_entries']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_immutable`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`.execute(db)
    await sql`CREATE TRIGGER ${sql.id(`${table}_no_truncate`)} BEFORE TRUNCATE ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`.execute(db)
  }
  await sql`
    CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE total bigint;
    BEGIN
      SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total USING ERRCODE = '23514';
      END IF;
      RETURN NULL;
    END $$`.execute(db)
  await sql`
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()`.execute(db)

  for (const [kind, owner] of [
    ['platform_commission', 'platform'],
    ['promotions', 'platform'],
    ['adjustments', 'platform'],
    ['gateway_clearing', 'sandbox'],
    ['gateway_clearing', 'razorpay'],
  ])
    await sql`INSERT INTO ledger_accounts (id, kind, owner) VALUES (${`${kind}:${owner}`}, ${kind}, ${owner})`.execute(db)

  await sql`
    CREATE TABLE payment_orders (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id),
      provider text NOT NULL CHECK (provider IN ('sandbox', 'razorpay')),
      provider_order_id text,
      provider_payment_id text,
      amount_paise bigint NOT NULL CHECK (amount_paise > 0),
      bonus_paise bigint NOT NULL DEFAULT 0 CHECK (bonus_paise >= 0),
      package_id text,
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
      idempotency_key text,
      fingerprint text NOT NULL,
      ledger_transaction_id text REFERENCES ledger_transactions(id),
      failure_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      UNIQUE (user_id, idempotency_key),
      UNIQUE (provider, provider_order_id),
      CONSTRAINT payment_orders_paid_has_credit CHECK (status <> 'paid' OR ledger_transaction_id IS NOT NULL)
    )`.execute(db)
  await sql`CREATE INDEX payment_orders_created_idx ON payment_orders (created_at DESC)`.execute(db)
  await sql`CREATE INDEX payment_orders_user_idx ON payment_orders (user_id, created_at DESC)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payment_orders`.execute(db)
  await sql`DROP TABLE IF EXISTS ledger_entries`.execute(db)
  await sql`DROP TABLE IF EXISTS ledger_transactions`.execute(db)
  await sql`DROP TABLE IF EXISTS ledger_accounts`.execute(db)
  await sql`DROP FUNCTION IF EXISTS ledger_check_balanced()`.execute(db)
  await sql`DROP FUNCTION IF EXISTS ledger_refuse_change()`.execute(db)
}
