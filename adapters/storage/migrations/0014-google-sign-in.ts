import { sql, type Kysely } from 'kysely'

/**
 * Google sign-in: the Google subject an account is linked to, and the sign-ins under way (the
 * PKCE verifier, nonce and the browser's own state of each, kept until the provider sends the browser back).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN google_sub text UNIQUE`.execute(db)
  await sql`
    CREATE TABLE pending_sign_ins (
      state text PRIMARY KEY,
      verifier text NOT NULL,
      nonce text NOT NULL,
      client_state text NOT NULL,
      redirect text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS pending_sign_ins`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS google_sub`.execute(db)
}
