import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openStorage } from '../../adapters/storage/database'
import { freshPglite } from '../support/storage'

const SEGMENT = 16 * 1024 * 1024

/**
 * PGlite creates its WAL files without filling them with zeroes (a 70-90 ms stall per 16 MB written,
 * docs/performance.md). That must cost nothing after a crash: a process killed after writing into several
 * such files comes back with every committed row.
 */
describe('PGlite write-ahead log', () => {
  it('creates WAL files without zero-filling them', async () => {
    const storage = await freshPglite()
    try {
      const { rows } = await sql<{ wal_init_zero: string }>`SHOW wal_init_zero`.execute(storage.db)
      expect(rows[0].wal_init_zero).toBe('off')
    } finally {
      await storage.close()
    }
  })

  it('keeps every committed row when killed after writing into new WAL files', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'astro-wal-')), 'pglite')
    // node itself (not the tsx wrapper), so that the kill reaches the writing process.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/pglite-wal-writer.ts'], { env: { ...process.env, PGLITE_WAL_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    let committed = 0
    let firstWal = -1
    for await (const line of createInterface({ input: child.stdout! })) {
      const report = JSON.parse(line) as { rows: number; walBytes: number }
      committed = report.rows
      if (firstWal < 0) firstWal = report.walBytes
      // Well into the third WAL file written since the start.
      if (report.walBytes - firstWal > 2.5 * SEGMENT) break
    }
    child.kill('SIGKILL')
    await exited

    const storage = await openStorage({ kind: 'pglite', dataDir: dir })
    try {
      const { rows } = await sql<{ count: string; max: number }>`SELECT count(*) AS count, max(n) AS max FROM wal_rows`.execute(storage.db)
      // Every reported group, and nothing torn: the rows are the groups 0..k, complete.
      expect(Number(rows[0].count)).toBeGreaterThanOrEqual(committed)
      expect(Number(rows[0].count)).toBe(Number(rows[0].max) + 1)
      expect(Number(rows[0].count) % 500).toBe(0)
    } finally {
      await storage.close()
    }
  }, 60_000)
})
