import { sql, type Kysely } from 'kysely'

/**
 * Questions to astrologers (the free first question): the customer's text and birth, who holds it to
 * answer and until when (a hold that runs out returns it to the list), and the answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE questions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id),
      topic text NOT NULL,
      text text NOT NULL,
      birth jsonb NOT NULL,
      lang text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'open', 'answered')),
      idempotency_key text NOT NULL,
      fingerprint text NOT NULL,
      held_by text REFERENCES users(id),
      held_until timestamptz,
      answer text,
      answered_by text REFERENCES users(id),
      astrologer_name text,
      answered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, idempotency_key)
    )`.execute(db)
  // The astrologers' list: open questions, oldest first.
  await sql`CREATE INDEX questions_open ON questions (created_at) WHERE status = 'open'`.execute(db)
  await sql`CREATE INDEX questions_user ON questions (user_id, created_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS questions`.execute(db)
}
