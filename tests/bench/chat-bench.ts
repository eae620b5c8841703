/**
 * Live chat under load on loopback: 200 concurrent chats (one WebSocket per customer, one per astrologer
 * serving up to 10 chats), each a ping-pong of messages between customer and astrologer through the full
 * path: socket → SendChatMessage (stored, numbered, in PGlite) → Realtime → the other socket, with the
 * delivery receipts and the billing clocks of all 200 chats running.
 * `benchChat()` prints and returns messages per second and the delivery latency (send → arrival on the
 * other socket); run this file directly to print it:
 *   npx tsx tests/bench/chat-bench.ts
 * It runs on PGlite in a data folder, as `npm start` does (CHAT_BENCH_PGLITE=memory: in memory). With
 * CHAT_BENCH_DATABASE_URL set (e.g. the machine's PostgreSQL) it runs on PostgreSQL instead, in a schema of
 * its own that is dropped afterwards.
 */
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pino from 'pino'
import { driveChats, driveChatsInWorker } from './chat-bench-clients'
import { percentile } from './percentile'
import { loadConfig } from '../../config/schema'
import { TokenService } from '../../core/accounts/ports/token-service'
import { UserRepository } from '../../core/accounts/ports/user-repository'
import { WalletLedger } from '../../core/wallet/ports/wallet-ledger'
import { adjustmentPosting } from '../../core/wallet/rules'
import { ScryptPasswordHasher } from '../../adapters/auth/scrypt-password-hasher'
import { openStorage } from '../../adapters/storage/database'
import { SqlAstrologerProfiles } from '../../adapters/storage/sql-astrologer-profiles'
import { startPlatform } from '../../server/platform'

export interface ChatBenchOptions {
  /** concurrent chats (default 200) */
  chats?: number
  /** customer → astrologer → customer round trips per chat (default 20, so 40 messages a chat) */
  roundTrips?: number
  /** chats one astrologer serves at once (default 10) */
  chatsPerAstrologer?: number
  /** the paced phase: each customer writes every `paceMs` (default 3000) for `pacedSeconds` (default 12), the astrologer answers each */
  paceMs?: number
  pacedSeconds?: number
  /** PostgreSQL to run on (default: CHAT_BENCH_DATABASE_URL; unset: PGlite) */
  databaseUrl?: string
  /** the clients on the server's thread (default) or on a worker thread of their own (default from CHAT_BENCH_CLIENTS=worker) */
  clients?: 'worker' | 'inline'
  /** PGlite in a data folder (default) or in memory (default from CHAT_BENCH_PGLITE=memory) */
  pglite?: 'folder' | 'memory'
}

export interface ChatBenchResult {
  chats: number
  database: 'PGlite (data folder)' | 'PGlite (in memory)' | 'PostgreSQL'
  /** where the 220 client sockets ran */
  clients: 'worker' | 'inline'
  messages: number
  seconds: number
  messagesPerSecond: number
  latencyMs: { p50: number; p99: number; max: number }
  /** at a human pace (every chat writing every few seconds), far from saturation */
  paced: { messages: number; messagesPerSecond: number; latencyMs: { p50: number; p99: number; max: number } }
}

export async function benchChat(options: ChatBenchOptions = {}): Promise<ChatBenchResult> {
  const chats = options.chats ?? 200
  const roundTrips = options.roundTrips ?? 20
  const perAstrologer = options.chatsPerAstrologer ?? 10
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-chat-bench-'))
  const config = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'true' })
  const databaseUrl = options.databaseUrl ?? process.env.CHAT_BENCH_DATABASE_URL
  const schema = `chat_bench_${randomBytes(4).toString('hex')}`
  // PGlite in a data folder, as `npm start` runs it (CHAT_BENCH_PGLITE=memory: in memory, as the bench
  // first ran; its in-memory files grow by copying, which shows in the tail).
  const inMemory = options.pglite === 'memory' || (options.pglite === undefined && process.env.CHAT_BENCH_PGLITE === 'memory')
  const storage = databaseUrl
    ? await openStorage({ kind: 'postgres', url: databaseUrl, schema })
    : await openStorage(inMemory ? { kind: 'pglite' } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })
  const platform = await startPlatform(config, {
    storage: databaseUrl ? { ...storage, close: async () => undefined } : storage,
    logger: pino({ level: 'silent' }),
    passwordHasher: new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }),
    // A load test, not a person: the per-user message allowance would cap it.
    chat: { messagesPerMinute: 1_000_000, frameBurst: 1_000_000, framesPerSecond: 1_000_000 },
  })
  const server = createServer(platform.app)
  platform.attachRealtime(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const http = `http://127.0.0.1:${port}`
  const wsUrl = `ws://127.0.0.1:${port}/api/realtime`
  const db = platform.storage.db
  const users = platform.container.resolve<UserRepository>(UserRepository)
  const tokens = platform.container.resolve<TokenService>(TokenService)
  const ledger = platform.container.resolve<WalletLedger>(WalletLedger)
  const profiles = new SqlAstrologerProfiles(db)
  const post = async (url: string, token: string, body: object = {}) => {
    const res = await fetch(`${http}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
    return (await res.json()) as { id: string }
  }

  // Enough astrologers online, each with an account and room for `perAstrologer` chats.
  const template = await db.selectFrom('astrologers').selectAll().orderBy('sort_order').executeTakeFirstOrThrow()
  const astrologers: Array<{ id: string; token: string }> = []
  for (let i = 0; i < Math.ceil(chats / perAstrologer); i++) {
    const slug = `bench-astrologer-${i}`
    await db
      .insertInto('astrologers')
      .values({ ...template, id: `astro-${slug}`, slug, name: `Bench Astrologer ${i}`, sort_order: 100 + i, user_id: null, is_online: true, specialties: JSON.stringify(template.specialties), languages: JSON.stringify(template.languages), bio: JSON.stringify(template.bio), commission_percent: null })
      .execute()
    const user = await users.create({ email: `${slug}@bench.local`, name: `Bench Astrologer ${i}`, role: 'astrologer', passwordHash: 'x' })
    await profiles.linkAccount(`astro-${slug}`, user.id)
    await profiles.update(`astro-${slug}`, { maxConcurrentChats: perAstrologer })
    astrologers.push({ id: `astro-${slug}`, token: await tokens.issue({ userId: user.id, role: 'astrologer' }) })
  }

  // Customers with money, their chats requested and accepted.
  const pairs: Array<{ consultationId: string; customerToken: string; astrologer: number }> = []
  for (let i = 0; i < chats; i++) {
    const user = await users.create({ email: `customer-${i}@bench.local`, name: `Customer ${i}`, role: 'customer', passwordHash: 'x' })
    await ledger.post(adjustmentPosting({ userId: user.id, amount: 1_000_000, reason: 'bench credit', actorId: user.id, idempotencyKey: `bench-${i}` }))
    const token = await tokens.issue({ userId: user.id, role: 'customer' })
    const astrologer = Math.floor(i / perAstrologer)
    const { id } = await post('/api/consultations', token, { astrologerId: astrologers[astrologer].id, type: 'chat' })
    await post(`/api/consultations/${id}/accept`, astrologers[astrologer].token)
    pairs.push({ consultationId: id, customerToken: token, astrologer })
  }

  // The statistics a server has after its first minute (the upkeep's first pass), not those of a database
  // created a few seconds ago: without them the planner scans every message for each group of receipts.
  await platform.upkeep?.runOnce()
  const drive = { wsUrl, astrologerTokens: astrologers.map((a) => a.token), pairs, roundTrips, paceMs: options.paceMs ?? 3_000, pacedMs: (options.pacedSeconds ?? 12) * 1_000 }
  const inline = (options.clients ?? process.env.CHAT_BENCH_CLIENTS) !== 'worker'
  const { saturated, seconds, paced, pacedSeconds } = inline ? await driveChats(drive) : await driveChatsInWorker(drive)
  const paceMs = drive.paceMs

  server.closeAllConnections()
  server.close()
  await platform.close()
  if (databaseUrl) {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(storage.db)
    await storage.close()
  }

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const summary = (values: number[]) => summarise(sorted(values))
  const summarise = (sorted: number[]) => ({ p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] })
  const result: ChatBenchResult = {
    chats,
    database: databaseUrl ? 'PostgreSQL' : inMemory ? 'PGlite (in memory)' : 'PGlite (data folder)',
    clients: inline ? 'inline' : 'worker',
    messages: saturated.length,
    seconds,
    messagesPerSecond: saturated.length / seconds,
    latencyMs: summary(saturated),
    paced: { messages: paced.length, messagesPerSecond: paced.length / pacedSeconds, latencyMs: summary(paced) },
  }
  console.log(`Live chat: ${chats} concurrent chats over WebSocket on loopback (${result.database}, every message stored, delivery receipts, billing clocks running; clients on ${inline ? 'the server thread' : 'a worker thread'})`)
  console.log(`  flat out (every chat ping-pongs as fast as it can, ${roundTrips} round trips each):`)
  console.log(`    messages/s   ${result.messagesPerSecond.toFixed(0)}   (${result.messages} messages in ${seconds.toFixed(1)} s)`)
  console.log(`    delivery ms  p50 ${result.latencyMs.p50.toFixed(1)}   p99 ${result.latencyMs.p99.toFixed(1)}   max ${result.latencyMs.max.toFixed(1)}   (queueing: ${chats} messages always in flight)`)
  console.log(`  human pace (each customer writes every ${(paceMs / 1000).toFixed(0)} s, the astrologer answers each):`)
  console.log(`    messages/s   ${result.paced.messagesPerSecond.toFixed(0)}   (${result.paced.messages} messages)`)
  console.log(`    delivery ms  p50 ${result.paced.latencyMs.p50.toFixed(1)}   p99 ${result.paced.latencyMs.p99.toFixed(1)}   max ${result.paced.latencyMs.max.toFixed(1)}`)
  return result
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchChat()
