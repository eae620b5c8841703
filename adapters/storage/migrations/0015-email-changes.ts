import { sql, type Kysely } from 'kysely'

/** Email changes waiting for the link sent to the new address; one per user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_changes (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL UNIQUE REFERENCES users(id),
      new_email text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_changes`.execute(db)
}
