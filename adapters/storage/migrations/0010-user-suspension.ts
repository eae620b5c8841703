import { sql, type Kysely } from 'kysely'

/** Admins suspend and restore accounts; a suspended account cannot sign in and its sessions end. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN suspended_at timestamptz`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS suspended_at`.execute(db)
}
