import { sql, type Kysely } from 'kysely'

/** A Google identity waiting for its account's password before it is linked (ten minutes at most). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS pending_google_links (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id),
      subject text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS pending_google_links`.execute(db)
}
