import { sql, type Kysely } from 'kysely'

/**
 * The blog editor: articles become drafts or published, every saved language version is kept
 * as a revision, images uploaded for articles live in the database (one file to back up), and every admin
 * action is written to an audit log. Horoscope notes are the admins' overrides and annotations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE articles ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'))`.execute(db)
  await sql`ALTER TABLE articles ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db)
  await sql`
    CREATE TABLE article_revisions (
      id bigserial PRIMARY KEY,
      article_id integer NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
      lang text NOT NULL,
      title text NOT NULL,
      excerpt text NOT NULL,
      content text NOT NULL,
      author_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`CREATE INDEX article_revisions_article_idx ON article_revisions (article_id, lang, id DESC)`.execute(db)
  await sql`
    CREATE TABLE article_images (
      id text PRIMARY KEY,
      content_type text NOT NULL,
      bytes bytea NOT NULL,
      uploaded_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db)
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id text NOT NULL,
      actor_email text NOT NULL,
      action text NOT NULL,
      target text NOT NULL,
      before jsonb,
      after jsonb
    )`.execute(db)
  await sql`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`.execute(db)
  await sql`
    CREATE TABLE horoscope_notes (
      period text NOT NULL,
      sign text NOT NULL,
      period_start text NOT NULL,
      lang text NOT NULL,
      override_text text,
      annotation text,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (period, sign, period_start, lang)
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS horoscope_notes`.execute(db)
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db)
  await sql`DROP TABLE IF EXISTS article_images`.execute(db)
  await sql`DROP TABLE IF EXISTS article_revisions`.execute(db)
  await sql`ALTER TABLE articles DROP COLUMN IF EXISTS updated_at`.execute(db)
  await sql`ALTER TABLE articles DROP COLUMN IF EXISTS status`.execute(db)
}
