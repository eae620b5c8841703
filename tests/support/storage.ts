import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { migrate, openStorage, type Storage } from '../../adapters/storage/database'
import { seedContent } from '../../adapters/storage/seed/seed-content'

/** Written by tests/support/global-setup.ts before any test file runs. */
export const PGLITE_TEMPLATE = path.resolve('node_modules/.cache/test-db/pglite-template.tar.gz')

/** A fresh, migrated and seeded PGlite database in memory, from the global-setup snapshot. */
export async function freshPglite(): Promise<Storage> {
  if (!existsSync(PGLITE_TEMPLATE)) throw new Error('No database snapshot: run the tests through tests/vitest.config.ts')
  const blob = new Blob([readFileSync(PGLITE_TEMPLATE)], { type: 'application/x-gzip' })
  return openStorage({ kind: 'pglite', loadDataDir: blob })
}

export const postgresUrl = process.env.TEST_DATABASE_URL

/** A fresh schema on the PostgreSQL server of TEST_DATABASE_URL, migrated and seeded; dropped on close. */
export async function freshPostgres(pool: { maxConnections?: number; connectionTimeoutMillis?: number } = {}): Promise<Storage> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  const schema = `test_${randomBytes(6).toString('hex')}`
  const storage = await openStorage({ kind: 'postgres', url: postgresUrl, schema, maxConnections: 5, ...pool })
  await migrate(storage.db, storage)
  await seedContent(storage.db)
  return {
    ...storage,
    close: async () => {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(storage.db)
      // The job queue's own schema (server/report-container.ts), when a platform ran on this storage.
      await sql`DROP SCHEMA IF EXISTS ${sql.id(`${schema}_jobs`)} CASCADE`.execute(storage.db)
      await storage.close()
    },
  }
}

/** The storage drivers a contract suite runs against: PGlite always, PostgreSQL when configured. */
export const storageDrivers: Array<[string, () => Promise<Storage>]> = [
  ['PGlite', freshPglite],
  ...(postgresUrl ? ([['PostgreSQL', freshPostgres]] as Array<[string, () => Promise<Storage>]>) : []),
]
