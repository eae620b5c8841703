import { sql, type Kysely } from 'kysely'

/** A deleted article keeps its row (its address answers 410 and its slug stays taken): a third status. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE articles DROP CONSTRAINT IF EXISTS articles_status_check`.execute(db)
  await sql`ALTER TABLE articles ADD CONSTRAINT articles_status_check CHECK (status IN ('draft', 'published', 'deleted'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE articles SET status = 'draft' WHERE status = 'deleted'`.execute(db)
  await sql`ALTER TABLE articles DROP CONSTRAINT IF EXISTS articles_status_check`.execute(db)
  await sql`ALTER TABLE articles ADD CONSTRAINT articles_status_check CHECK (status IN ('draft', 'published'))`.execute(db)
}
