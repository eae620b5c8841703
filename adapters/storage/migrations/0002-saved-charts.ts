import { sql, type Kysely } from 'kysely'

/** Birth charts a signed-in user keeps: their own and their family's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_charts (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      relation text NOT NULL,
      gender text NOT NULL,
      birth_date text NOT NULL,
      birth_time text NOT NULL,
      birth_place text NOT NULL,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      tz text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX saved_charts_user_idx ON saved_charts (user_id, created_at DESC)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS saved_charts`.execute(db)
}
