import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { Kysely, PostgresDialect } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import { migrationProvider } from './migrations/index'
import { PGliteStatementDialect } from './pglite-statement-driver'
import type { Database } from './schema'

// int8 (count(*), sums) as JS numbers: every count and paise amount here stays far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value))

export type StorageOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number; connectionTimeoutMillis?: number }

export interface Storage {
  db: Kysely<Database>
  kind: StorageOptions['kind']
  /** the PostgreSQL schema the tables live in, when not the default one */
  schema?: string
  /** the PostgreSQL connection URL (for what needs its own connections, such as the job queue) */
  url?: string
  /** the PGlite instance, for snapshots in tests */
  pglite?: PGlite
  close(): Promise<void>
}

/**
 * Opens the database behind every repository: embedded PGlite (file-backed in a folder, or in memory)
 * or PostgreSQL. Both speak the same SQL and run the same migrations.
 */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.kind === 'pglite') {
    // btree_gist backs the bookings' one-slot exclusion constraint (migration 0027-bookings).
    const extensions = { btree_gist }
    const pglite = options.loadDataDir
      ? await PGlite.create({ loadDataDir: options.loadDataDir, extensions })
      : await PGlite.create(options.dataDir ? { dataDir: options.dataDir, extensions } : { extensions })
    // Postgres fills each new 16 MB WAL file with zeroes before using it: through PGlite's file system that
    // stalls every query for 70-90 ms once per 16 MB written (the chat bench's p99 doubled). The zeroes only
    // reserve disk space: recycled WAL files hold old records anyway, which recovery tells apart by checksum.
    await pglite.exec('SET wal_init_zero = off')
    const db = new Kysely<Database>({ dialect: new PGliteStatementDialect(pglite) })
    return { db, kind: 'pglite', pglite, close: () => db.destroy() }
  }
  const schema = options.schema
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // Fail fast while the database is down (a 503 to the caller), instead of queueing requests for ever.
    // pg applies the same limit to waiting for a free connection when all `max` are busy: a burst larger
    // than the pool waits up to this long (the booking write retries it, sql-booking-store.ts).
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    // A schema per test run keeps parallel suites apart on one server.
    options: schema ? `-c search_path=${schema}` : undefined,
  })
  // An idle connection the server closes (a restart, a failover) is dropped from the pool and the next
  // query opens a new one. Without a listener pg's 'error' event would end the whole process.
  pool.on('error', () => undefined)
  // The same for a connection checked out between two statements of a transaction: its query fails (a 503
  // to the caller) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined))
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`)
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, kind: 'postgres', schema, url: options.url, close: () => db.destroy() }
}

/** Applies every pending migration; throws (and start-up stops) if one fails. */
export async function migrate(db: Kysely<Database>, options: { schema?: string } = {}): Promise<string[]> {
  // With a schema of its own, the bookkeeping tables must be looked up there too: kysely otherwise finds
  // another schema's lock table and never creates its own (seen with parallel test schemas).
  const migrator = new Migrator({ db, provider: migrationProvider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
