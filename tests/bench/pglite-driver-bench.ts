/**
 * The embedded database's query path: Kysely's own PGlite dialect (PGlite.query, six calls into the
 * WebAssembly build and a fresh parse and plan per statement) against ours (adapters/storage/
 * pglite-statement-driver.ts: statements prepared once, one call per run). The same repositories on a
 * migrated database in a data folder, as `npm start` runs it. Prints the quietest of three rounds of each,
 * alternating; never fails on a timing. Alone: `npx tsx tests/bench/pglite-driver-bench.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { type Dialect, Kysely, PGliteDialect } from 'kysely'
import { migrate } from '../../adapters/storage/database'
import { PGliteStatementDialect } from '../../adapters/storage/pglite-statement-driver'
import type { Database } from '../../adapters/storage/schema'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import { SqlWalletLedger } from '../../adapters/storage/sql-wallet-ledger'
import { rechargePosting } from '../../core/wallet/rules'

type Round = { findById: number; recharge: number }
const LOOKUPS = 3_000
const RECHARGES = 300

async function round(dialect: (pglite: PGlite) => Dialect, label: string, seq: number): Promise<Round> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-bench-'))
  const db = new Kysely<Database>({ dialect: dialect(await PGlite.create({ dataDir: dir })) })
  try {
    await migrate(db)
    const users = new SqlUserRepository(db)
    const ids: string[] = []
    for (let i = 0; i < 100; i++) ids.push((await users.create({ email: `u${i}@example.com`, name: `U ${i}`, role: 'customer', passwordHash: 'h' })).id)
    const ledger = new SqlWalletLedger(db)
    // Warm-up: the JIT, PGlite's buffers, and (for ours) the prepared statements.
    for (let i = 0; i < 300; i++) await users.findById(ids[i % ids.length])
    for (let i = 0; i < 30; i++) await ledger.post(rechargePosting({ id: `warm_${label}_${seq}_${i}`, userId: ids[i % ids.length], provider: 'sandbox', amount: 10_000, bonus: 0 }))
    let start = performance.now()
    for (let i = 0; i < LOOKUPS; i++) await users.findById(ids[i % ids.length])
    const findById = (performance.now() - start) / LOOKUPS
    start = performance.now()
    for (let i = 0; i < RECHARGES; i++) await ledger.post(rechargePosting({ id: `ord_${label}_${seq}_${i}`, userId: ids[i % ids.length], provider: 'sandbox', amount: 10_000, bonus: 500 }))
    const recharge = (performance.now() - start) / RECHARGES
    return { findById, recharge }
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Prints the time of a user lookup (what GET /api/auth/me asks the database) and of a recharge posting. */
export async function benchPgliteDriver(): Promise<void> {
  const dialects: Array<[string, (pglite: PGlite) => Dialect]> = [
    ['Kysely PGliteDialect (PGlite.query)', (pglite) => new PGliteDialect({ pglite })],
    ['PGliteStatementDialect (prepared)', (pglite) => new PGliteStatementDialect(pglite)],
  ]
  const rounds = new Map<string, Round[]>(dialects.map(([label]) => [label, []]))
  for (let seq = 0; seq < 3; seq++) for (const [label, dialect] of dialects) rounds.get(label)!.push(await round(dialect, label.split(' ')[0], seq))
  console.log(`PGlite query path (data folder; quietest of 3 rounds; ${LOOKUPS} lookups, ${RECHARGES} recharges each)`)
  for (const [label, results] of rounds) {
    const best = (key: keyof Round) => Math.min(...results.map((r) => r[key]))
    const all = (key: keyof Round) => results.map((r) => r[key].toFixed(3)).join(' / ')
    console.log(`  ${label.padEnd(38)} user by id ${best('findById').toFixed(3)} ms (${all('findById')})   recharge posting ${best('recharge').toFixed(3)} ms (${all('recharge')})`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPgliteDriver()
