import { sql, type Kysely } from 'kysely'

/**
 * A session version per user, carried in every token: logout, a password change and a PIN reset raise
 * it, and tokens issued before stop working at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS session_version`.execute(db)
}
