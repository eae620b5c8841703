import { sql, type Kysely } from 'kysely'

/**
 * The language of the page a contact message or an astrologer application was sent from: the admins'
 * reply and the decision are mailed in it. Older rows were sent from pages we no longer know: English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_messages ADD COLUMN lang text NOT NULL DEFAULT 'en'`.execute(db)
  await sql`ALTER TABLE astrologer_applications ADD COLUMN lang text NOT NULL DEFAULT 'en'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_messages DROP COLUMN IF EXISTS lang`.execute(db)
  await sql`ALTER TABLE astrologer_applications DROP COLUMN IF EXISTS lang`.execute(db)
}
