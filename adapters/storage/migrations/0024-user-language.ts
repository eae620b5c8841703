import { sql, type Kysely } from 'kysely'

/**
 * The language an account reads its mail in: set from the page it signed up on, changed in its profile.
 * Accounts made before it are read as English, the language they were mailed in until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS language`.execute(db)
}
