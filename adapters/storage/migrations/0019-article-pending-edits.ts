import { sql, type Kysely } from 'kysely'

/**
 * Edits to a published article wait here until they are published (readers keep the live text): per
 * language `{title, excerpt, content}`, with the category and read time they bring.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE articles ADD COLUMN IF NOT EXISTS pending jsonb`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE articles DROP COLUMN IF EXISTS pending`.execute(db)
}
