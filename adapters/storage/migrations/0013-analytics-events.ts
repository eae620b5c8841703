import { sql, type Kysely } from 'kysely'

/** First-party analytics: events reported by browsers that consented, for the admins' funnel. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE analytics_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      session_id text NOT NULL,
      name text NOT NULL,
      stage text NOT NULL,
      domain text NOT NULL,
      path text NOT NULL,
      user_id text,
      params jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX analytics_events_created_idx ON analytics_events (created_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS analytics_events`.execute(db)
}
