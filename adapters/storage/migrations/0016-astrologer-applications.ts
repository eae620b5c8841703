import { sql, type Kysely } from 'kysely'

/**
 * Astrologer onboarding: applications from the public form, decided by an admin; an approved
 * astrologer's own commission (null: the platform's setting applies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE astrologer_applications (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      experience_years integer NOT NULL,
      languages jsonb NOT NULL,
      specialties jsonb NOT NULL,
      bio text NOT NULL,
      rate_per_minute integer NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'approved', 'rejected')),
      decided_by text,
      decided_at timestamptz,
      astrologer_id text,
      note text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX astrologer_applications_status_idx ON astrologer_applications (status, created_at DESC)`.execute(db)
  await sql`ALTER TABLE astrologers ADD COLUMN commission_percent numeric(5,2)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS astrologer_applications`.execute(db)
  await sql`ALTER TABLE astrologers DROP COLUMN IF EXISTS commission_percent`.execute(db)
}
