import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrate, openStorage } from '../../adapters/storage/database'
import { backupPglite, restorePglite } from '../../adapters/storage/pglite-backup'

/** `npm run backup` and `npm run restore`: a backup brings back exactly what it saw. */
async function usersIn(dir: string): Promise<string[]> {
  const storage = await openStorage({ kind: 'pglite', dataDir: dir })
  try {
    const { rows } = await sql<{ email: string }>`SELECT email FROM users ORDER BY email`.execute(storage.db)
    return rows.map((r) => r.email)
  } finally {
    await storage.close()
  }
}

async function addUser(dir: string, email: string): Promise<void> {
  const storage = await openStorage({ kind: 'pglite', dataDir: dir })
  try {
    await migrate(storage.db, storage)
    await sql`INSERT INTO users (id, email, email_lower, name, role, password_hash) VALUES (${email}, ${email}, ${email}, 'Backup Test', 'customer', 'x')`.execute(storage.db)
  } finally {
    await storage.close()
  }
}

describe('embedded database backup', () => {
  it('restores the database as it was at the backup, and keeps the replaced one aside', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'astro-backup-'))
    const dir = path.join(root, 'pglite')
    await addUser(dir, 'before@example.com')
    const file = await backupPglite(dir, path.join(root, 'backups'))
    await addUser(dir, 'after@example.com')
    expect(await usersIn(dir)).toEqual(['after@example.com', 'before@example.com'])

    const { keptAside } = await restorePglite(dir, file)
    expect(await usersIn(dir)).toEqual(['before@example.com'])
    expect(await usersIn(keptAside!)).toEqual(['after@example.com', 'before@example.com'])
  }, 60_000)
})
