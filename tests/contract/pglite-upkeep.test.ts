import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Storage } from '../../adapters/storage/database'
import { PgliteUpkeep, type UpkeepPass } from '../../adapters/storage/pglite-upkeep'
import { freshPglite, freshPostgres, postgresUrl } from '../support/storage'
import { testPlatform } from '../support/platform'

/** PGlite runs no autovacuum of its own; PgliteUpkeep does its work (docs/performance.md). */
describe('the embedded database’s upkeep', () => {
  let storage: Storage
  beforeEach(async () => {
    storage = await freshPglite()
  })
  afterEach(async () => storage.close())

  const neverAnalysed = async () =>
    (await sql<{ relname: string }>`SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE c.reltuples < 0`.execute(storage.db)).rows.map((r) => r.relname)
  const deadRows = async (table: string) => {
    await sql`SELECT pg_stat_force_next_flush()`.execute(storage.db)
    const { rows } = await sql<{ n_dead_tup: string }>`SELECT n_dead_tup FROM pg_stat_user_tables WHERE relname = ${table}`.execute(storage.db)
    return Number(rows[0].n_dead_tup)
  }

  it('analyses the tables never analysed, then only what autovacuum’s thresholds would pick', async () => {
    const upkeep = new PgliteUpkeep(storage.db)
    expect(await neverAnalysed()).toEqual(expect.arrayContaining(['users', 'consultation_messages']))
    const first = await upkeep.runOnce()
    expect(first.analysed).toEqual(expect.arrayContaining(['users', 'consultations', 'consultation_messages', 'ledger_entries']))
    expect(await neverAnalysed()).toEqual([])
    expect(await upkeep.runOnce()).toMatchObject({ analysed: [], vacuumed: [] })

    // 2,000 new rows: past both the analyse threshold and the insert threshold for a vacuum.
    await sql`CREATE TABLE upkeep_rows (n integer PRIMARY KEY, note text)`.execute(storage.db)
    await sql`INSERT INTO upkeep_rows SELECT g, 'new' FROM generate_series(1, 2000) g`.execute(storage.db)
    expect(await upkeep.runOnce()).toMatchObject({ analysed: ['upkeep_rows'], vacuumed: ['upkeep_rows'] })
    // A few changes are below the thresholds (50 + 10 % of the rows for an analyse, 50 + 20 % dead for a vacuum).
    await sql`UPDATE upkeep_rows SET note = 'changed' WHERE n <= 100`.execute(storage.db)
    expect(await upkeep.runOnce()).toMatchObject({ analysed: [], vacuumed: [] })
    // Many dead rows: vacuumed (and analysed), and the dead rows are gone.
    await sql`UPDATE upkeep_rows SET note = 'changed again' WHERE n <= 1500`.execute(storage.db)
    expect(await deadRows('upkeep_rows')).toBeGreaterThanOrEqual(1500)
    expect(await upkeep.runOnce()).toMatchObject({ analysed: ['upkeep_rows'], vacuumed: ['upkeep_rows'] })
    expect(await deadRows('upkeep_rows')).toBe(0)
  })

  it('checkpoints once enough WAL was written since the last checkpoint, or once it is old', async () => {
    const redo = async () => (await sql<{ redo: string }>`SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()`.execute(storage.db)).rows[0].redo
    await sql`CHECKPOINT`.execute(storage.db)
    await sql`CREATE TABLE upkeep_rows (n integer PRIMARY KEY, note text)`.execute(storage.db)
    const byVolume = new PgliteUpkeep(storage.db, { checkpointWalBytes: 2 ** 20, checkpointAgeMs: 3_600_000 })
    const since = await redo()
    expect(await byVolume.runOnce()).toMatchObject({ checkpointed: false })
    expect(await redo()).toBe(since)
    await sql`INSERT INTO upkeep_rows SELECT g, repeat('x', 300) FROM generate_series(1, 5000) g`.execute(storage.db)
    expect(await byVolume.runOnce()).toMatchObject({ checkpointed: true })
    expect(await redo()).not.toBe(since)
    expect(await byVolume.runOnce()).toMatchObject({ checkpointed: false })

    // By age: only when WAL was written since, not for the checkpoint's own record.
    const byAge = new PgliteUpkeep(storage.db, { checkpointWalBytes: 2 ** 30, checkpointAgeMs: 0 })
    expect(await byAge.runOnce()).toMatchObject({ checkpointed: false })
    await sql`UPDATE upkeep_rows SET note = 'changed' WHERE n <= 1000`.execute(storage.db)
    expect(await byAge.runOnce()).toMatchObject({ checkpointed: true })
  })

  it('runs a pass every interval until stopped', async () => {
    const passes: UpkeepPass[] = []
    const upkeep = new PgliteUpkeep(storage.db, { intervalMs: 20, onPass: (pass) => passes.push(pass) })
    upkeep.start()
    expect(passes).toEqual([]) // the first pass waits an interval
    await expect.poll(() => passes.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    expect(passes[0].analysed).toContain('users')
    await upkeep.stop()
    const stoppedAt = passes.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(passes.length).toBe(stoppedAt)
  })

  it('is started by the platform on PGlite', async () => {
    const platform = await testPlatform({}, { storage })
    try {
      expect(platform.upkeep).toBeInstanceOf(PgliteUpkeep)
    } finally {
      await platform.close()
    }
  })

  it.skipIf(!postgresUrl)('is not started on PostgreSQL, which has its own autovacuum', async () => {
    const platform = await testPlatform({}, { storage: await freshPostgres() })
    try {
      expect(platform.upkeep).toBeUndefined()
    } finally {
      await platform.close()
    }
  })
})
