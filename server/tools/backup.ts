/**
 * `npm run backup`: the embedded database (DATA_DIR/pglite) into DATA_DIR/backups/pglite-<time>.tar.gz.
 * `npm run restore -- <file>`: puts a backup back (the current folder is kept beside it).
 * Stop the server first. With DATABASE_URL (PostgreSQL) use pg_dump and pg_restore: docs/operations.md.
 */
import path from 'node:path'
import { ConfigError, loadConfig } from '../../config/schema'
import { backupPglite, restorePglite } from '../../adapters/storage/pglite-backup'

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2)
  const config = loadConfig(process.env)
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md).')
    process.exit(1)
  }
  const dataDir = path.resolve(config.DATA_DIR)
  const pgliteDir = path.join(dataDir, 'pglite')
  if (command === 'backup') {
    console.log(`Backup written: ${await backupPglite(pgliteDir, path.join(dataDir, 'backups'))}`)
  } else if (command === 'restore') {
    if (!file) {
      console.error('Name the backup: npm run restore -- data/backups/pglite-<time>.tar.gz')
      process.exit(1)
    }
    const { keptAside } = await restorePglite(pgliteDir, path.resolve(file))
    console.log(`Restored ${file} into ${pgliteDir}${keptAside ? ` (the previous database is kept in ${keptAside})` : ''}`)
  } else {
    console.error('Usage: npm run backup | npm run restore -- <file>')
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
