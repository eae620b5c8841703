import { sql, type Kysely } from 'kysely'

/** The admins' platform settings, one JSON document; absent means the built-in defaults. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE platform_settings (
      id text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS platform_settings`.execute(db)
}
