import { sql, type Kysely } from 'kysely'

/**
 * The platform's owner: an admin no other admin can suspend or demote. An existing platform's first admin
 * becomes it (the seeded one); at most one owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS owner boolean NOT NULL DEFAULT false`.execute(db)
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS users_one_owner ON users (owner) WHERE owner`.execute(db)
  await sql`UPDATE users SET owner = true WHERE id = (SELECT id FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_one_owner`.execute(db)
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS owner`.execute(db)
}
