import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')

/**
 * Copies the embedded database (a PGlite folder) into one gzipped tarball under `backupDir`. The server
 * must be stopped: PGlite is one process's database. Answers the file written.
 */
export async function backupPglite(pgliteDir: string, backupDir: string, at = new Date()): Promise<string> {
  if (!existsSync(pgliteDir)) throw new Error(`No embedded database at ${pgliteDir}`)
  const db = await PGlite.create({ dataDir: pgliteDir, extensions: { btree_gist } })
  try {
    const dump = await db.dumpDataDir('gzip')
    mkdirSync(backupDir, { recursive: true })
    const file = path.join(backupDir, `pglite-${stamp(at)}.tar.gz`)
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    return file
  } finally {
    await db.close()
  }
}

/**
 * Replaces the embedded database with a backup. The current folder is kept beside it
 * (`<folder>.before-restore-<time>`), so a restore can itself be undone. The server must be stopped.
 */
export async function restorePglite(pgliteDir: string, backupFile: string, at = new Date()): Promise<{ keptAside: string | null }> {
  const blob = new Blob([readFileSync(backupFile)], { type: 'application/x-gzip' })
  let keptAside: string | null = null
  if (existsSync(pgliteDir)) {
    keptAside = `${pgliteDir}.before-restore-${stamp(at)}`
    renameSync(pgliteDir, keptAside)
  }
  const db = await PGlite.create({ dataDir: pgliteDir, loadDataDir: blob, extensions: { btree_gist } })
  await db.query('SELECT 1')
  await db.close()
  return { keptAside }
}
