import type { Migration, MigrationProvider } from 'kysely/migration'
import * as m0001 from './0001-initial'
import * as m0002 from './0002-saved-charts'
import * as m0003wallet from './0003-wallet'
import * as m0004consultations from './0004-consultations'

/** Versioned migrations, applied in name order at start-up (each in a transaction). */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-saved-charts': m0002,
  '0003-wallet': m0003wallet,
  '0004-consultations': m0004consultations,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
