import { sql, type Kysely } from 'kysely'

/** Accounts, reset PINs, the mail outbox and the seeded content of the foundation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id text PRIMARY KEY,
      email text NOT NULL,
      email_lower text NOT NULL UNIQUE,
      name text NOT NULL,
      role text NOT NULL CHECK (role IN ('customer', 'astrologer', 'admin')),
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz
    )`.execute(db)
  await sql`CREATE INDEX users_last_seen_idx ON users (last_seen_at)`.execute(db)
  await sql`
    CREATE TABLE reset_pins (
      user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      pin_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0
    )`.execute(db)
  await sql`
    CREATE TABLE mail_outbox (
      id text PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`.execute(db)
  await sql`
    CREATE TABLE astrologers (
      id text PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      image text NOT NULL,
      experience_years integer NOT NULL CHECK (experience_years >= 0),
      rating real NOT NULL CHECK (rating >= 0 AND rating <= 5),
      reviews integer NOT NULL CHECK (reviews >= 0),
      specialties jsonb NOT NULL,
      languages jsonb NOT NULL,
      rate_per_minute integer NOT NULL CHECK (rate_per_minute > 0),
      is_online boolean NOT NULL DEFAULT false,
      bio jsonb NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      user_id text REFERENCES users(id) ON DELETE SET NULL
    )`.execute(db)
  await sql`
    CREATE TABLE articles (
      id integer PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      category text NOT NULL,
      date_text text NOT NULL,
      read_time text NOT NULL,
      gradient text NOT NULL,
      translations jsonb NOT NULL
    )`.execute(db)
  await sql`
    CREATE TABLE recharge_packages (
      id text PRIMARY KEY,
      amount_paise integer NOT NULL CHECK (amount_paise > 0),
      bonus_paise integer NOT NULL DEFAULT 0 CHECK (bonus_paise >= 0),
      label text NOT NULL,
      popular boolean NOT NULL DEFAULT false
    )`.execute(db)
  // Consultations and reports grow their own columns with their features; the home page counts them now.
  await sql`
    CREATE TABLE consultations (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES users(id),
      astrologer_id text NOT NULL REFERENCES astrologers(id),
      status text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX consultations_created_idx ON consultations (created_at)`.execute(db)
  await sql`
    CREATE TABLE reports (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id),
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reports', 'consultations', 'recharge_packages', 'articles', 'astrologers', 'mail_outbox', 'reset_pins', 'users'])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db)
}
