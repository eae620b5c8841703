import type { Migration, MigrationProvider } from 'kysely/migration'
import * as m0001 from './0001-initial'

/** Versioned migrations, applied in name order at start-up (each in a transaction). */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
