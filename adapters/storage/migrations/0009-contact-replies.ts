import { sql, type Kysely } from 'kysely'

/** Replies to contact messages: /admin/responses answers through the Mailer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_messages ADD COLUMN reply_text text`.execute(db)
  await sql`ALTER TABLE contact_messages ADD COLUMN replied_by text`.execute(db)
  await sql`ALTER TABLE contact_messages ADD COLUMN replied_at timestamptz`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['replied_at', 'replied_by', 'reply_text']) await sql`ALTER TABLE contact_messages DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db)
}
