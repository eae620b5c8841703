/**
 * Ledger throughput: postings per second through the real adapter, on embedded PGlite (in memory) and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a throw-away schema, 20 connections).
 * Prints figures; never fails on a timing.
 *
 * - recharges, one at a time (4 entries each: amount and bonus)
 * - chat charges, 50 in flight over 200 different wallets (3 entries each; earnings rows contend per astrologer)
 * - chat charges, 50 in flight on ONE wallet (all queue on its row lock)
 * - replays: the same charge posted again (idempotency answer, nothing written)
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { migrate, openStorage, type Storage } from '../../adapters/storage/database'
import { SqlWalletLedger } from '../../adapters/storage/sql-wallet-ledger'
import { ChargeChatMinute } from '../../core/consultations/charge-chat-minute'
import { rechargePosting } from '../../core/wallet/rules'

async function timed(count: number, run: () => Promise<void>): Promise<{ perSecond: number; ms: number }> {
  const start = performance.now()
  await run()
  const ms = performance.now() - start
  return { perSecond: (count * 1000) / ms, ms }
}

/** Runs `count` tasks with at most `inFlight` at once. */
async function pool(count: number, inFlight: number, task: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(inFlight, count) }, async () => {
      while (next < count) await task(next++)
    }),
  )
}

async function benchOn(label: string, storage: Storage, scale: { recharges: number; charges: number }): Promise<void> {
  const ledger = new SqlWalletLedger(storage.db)
  const charge = new ChargeChatMinute(ledger, 30)
  const wallets = 200
  const line = (what: string, r: { perSecond: number; ms: number }, count: number) =>
    console.log(`  ${what.padEnd(58)} ${r.perSecond.toFixed(0).padStart(6)} ops/s   (${count} in ${r.ms.toFixed(0)} ms)`)
  console.log(`Ledger (${label})`)

  const recharges = await timed(scale.recharges, async () => {
    for (let i = 0; i < scale.recharges; i++)
      await ledger.post(rechargePosting({ id: `ord_bench_${i}`, userId: `bench-user-${i % wallets}`, provider: 'sandbox', amount: 1_000_000, bonus: 50_000 }))
  })
  line('recharge postings, sequential', recharges, scale.recharges)

  const spread = await timed(scale.charges, () =>
    pool(scale.charges, 50, (i) =>
      charge.execute({ consultationId: `bench-c-${i % wallets}`, minute: Math.floor(i / wallets) + 1, customerId: `bench-user-${i % wallets}`, astrologerId: `astro-${i % 14}`, ratePaise: 2_500, idempotencyKey: `spread-${i}` }),
    ),
  )
  line(`chat charges, 50 in flight over ${wallets} wallets`, spread, scale.charges)

  const hot = Math.min(scale.charges, 1_000)
  const oneWallet = await timed(hot, () =>
    pool(hot, 50, (i) => charge.execute({ consultationId: 'bench-hot', minute: i + 1, customerId: 'bench-user-0', astrologerId: 'astro-0', ratePaise: 100, idempotencyKey: `hot-${i}` })),
  )
  line('chat charges, 50 in flight on one wallet', oneWallet, hot)

  const replays = await timed(hot, () =>
    pool(hot, 50, (i) => charge.execute({ consultationId: 'bench-hot', minute: i + 1, customerId: 'bench-user-0', astrologerId: 'astro-0', ratePaise: 100, idempotencyKey: `hot-${i}` })),
  )
  line('replayed charges (idempotent answer), 50 in flight', replays, hot)

  const audit = await ledger.audit()
  console.log(`  books: ${audit.transactions} postings, ${audit.entries} entries, total ${audit.total} paise, balanced ${audit.balanced}`)
}

/** Prints ledger operations per second (PGlite, and PostgreSQL when a URL is configured). */
export async function benchLedger(): Promise<void> {
  const pglite = await openStorage({ kind: 'pglite' })
  try {
    await migrate(pglite.db, pglite)
    await benchOn('PGlite in memory, one process', pglite, { recharges: 1_000, charges: 2_000 })
  } finally {
    await pglite.close()
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) return
  const schema = `bench_${randomBytes(5).toString('hex')}`
  const postgres = await openStorage({ kind: 'postgres', url, schema, maxConnections: 20 })
  try {
    await migrate(postgres.db, postgres)
    await benchOn(`PostgreSQL ${new URL(url).host}, 20 connections`, postgres, { recharges: 2_000, charges: 10_000 })
  } finally {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(postgres.db)
    await postgres.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLedger()
