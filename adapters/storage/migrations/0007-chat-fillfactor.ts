import { sql, type Kysely } from 'kysely'

/**
 * Room on every page for the rows live chat rewrites all the time, so PostgreSQL can update them in place
 * (a "HOT" update, no index touched) instead of writing a new copy into each of their indexes:
 * - consultations: `last_seq` moves with every group of messages and the billing clock checkpoints every
 *   few seconds, and the row has eight indexes (docs/performance.md, "Live chat": this halved the cost of
 *   numbering a group of messages);
 * - consultation_messages: each message is written once and then marked delivered and read.
 * Applies to pages written from now on; existing rows move as they are updated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE consultations SET (fillfactor = 50)`.execute(db)
  await sql`ALTER TABLE consultation_messages SET (fillfactor = 80)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE consultations RESET (fillfactor)`.execute(db)
  await sql`ALTER TABLE consultation_messages RESET (fillfactor)`.execute(db)
}
