/**
 * Writes to a PGlite data folder (PGLITE_WAL_DIR) until killed, for tests/contract/pglite-wal.test.ts:
 * each committed group of rows is reported on stdout as `{"rows": n, "walBytes": m}`.
 */
import { sql } from 'kysely'
import { openStorage } from '../../adapters/storage/database'

const storage = await openStorage({ kind: 'pglite', dataDir: process.env.PGLITE_WAL_DIR! })
await sql`CREATE TABLE IF NOT EXISTS wal_rows (n integer PRIMARY KEY, body text NOT NULL)`.execute(storage.db)
const body = 'x'.repeat(1_000)
for (let n = 0; ; n += 500) {
  await sql`INSERT INTO wal_rows SELECT g, ${body} || g FROM generate_series(${n}::integer, ${n + 499}::integer) g`.execute(storage.db)
  const { rows } = await sql<{ bytes: string }>`SELECT pg_current_wal_lsn() - '0/0'::pg_lsn AS bytes`.execute(storage.db)
  console.log(JSON.stringify({ rows: n + 500, walBytes: Number(rows[0].bytes) }))
}
