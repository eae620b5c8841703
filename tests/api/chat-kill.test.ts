import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openStorage, type Storage } from '../../adapters/storage/database'
import { bearer, ChatClient, credit, logInAstrologer, signUpCustomer, startChatServer, type ChatServer, type Event } from '../support/chat-platform'
import { postgresUrl } from '../support/storage'

/**
 * Fault test: the server process is killed (SIGKILL, no shutdown code runs) in the middle of a burst of
 * chat messages, with groups of messages still being written. After a restart on the same database:
 * every message a sender got an `ack` for is stored, under the seq the ack gave; every message a
 * recipient was shown is stored as shown; numbering has no gap; resending the unacknowledged messages with
 * their clientIds stores each once; `sync` replays them all. On a PGlite data folder and, when
 * TEST_DATABASE_URL is set, on the machine's PostgreSQL.
 */
const CHATS = 3
const PER_SOCKET = 150
const KILL_AFTER_ACKS = 200

type Driver = {
  name: string
  /** storage for the in-process servers (setup, then after the kill) */
  open(): Promise<Storage>
  /** environment telling the child process where the database is */
  childEnv: Record<string, string>
  cleanUp(): Promise<void>
}

function pgliteDriver(): Driver {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-chat-kill-'))
  return { name: 'PGlite data folder', open: () => openStorage({ kind: 'pglite', dataDir }), childEnv: { CHAT_PGLITE_DIR: dataDir }, cleanUp: async () => undefined }
}

function postgresDriver(url: string): Driver {
  const schema = `test_kill_${randomBytes(5).toString('hex')}`
  return {
    name: 'PostgreSQL',
    open: () => openStorage({ kind: 'postgres', url, schema, maxConnections: 5 }),
    childEnv: { CHAT_DATABASE_URL: url, CHAT_DATABASE_SCHEMA: schema },
    cleanUp: async () => {
      const storage = await openStorage({ kind: 'postgres', url, maxConnections: 1 })
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(storage.db)
      await storage.close()
    },
  }
}

function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; wsUrl: string }> {
  // node itself (not the tsx wrapper, which would run the server in a grandchild the kill does not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/chat-server-process.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n').find((l) => l.startsWith('{"port"'))
      if (line) resolve({ child, wsUrl: `ws://127.0.0.1:${(JSON.parse(line) as { port: number }).port}/api/realtime` })
    })
    child.once('exit', (code) => reject(new Error(`the chat server process exited (${code}) before listening`)))
    child.once('error', reject)
  })
}

const drivers: Driver[] = [pgliteDriver(), ...(postgresUrl ? [postgresDriver(postgresUrl)] : [])]

describe.each(drivers.map((d) => [d.name, d] as const))('the server killed mid-burst (%s)', (_name, driver) => {
  const toClose: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const close of toClose.reverse()) await close().catch(() => undefined)
    await driver.cleanUp()
  })

  it('keeps every acknowledged and every shown message, numbered without gaps, and stores resent ones once', async () => {
    // ── setup in this process: customers with money, accepted chats; then a graceful close ──
    const setup: ChatServer = await startChatServer({ storage: await driver.open() })
    const astrologerSlugs = ['priya-deshpande', 'acharya-ramesh-shastri', 'kavitha-nair']
    const chats: Array<{ id: string; customer: { token: string; id: string }; astrologer: { token: string; id: string } }> = []
    for (let i = 0; i < CHATS; i++) {
      const customer = await signUpCustomer(setup)
      await credit(setup, customer.id, 100_000)
      const astrologer = await logInAstrologer(setup, astrologerSlugs[i])
      const requested = await setup.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: astrologerSlugs[i] })
      expect(requested.status).toBe(201)
      expect((await setup.api().post(`/api/consultations/${requested.body.id}/accept`).set(bearer(astrologer.token))).status).toBe(200)
      chats.push({ id: requested.body.id, customer, astrologer })
    }
    await setup.close()

    // ── the server in a process of its own, and a burst from both sides of every chat ──
    const { child, wsUrl } = await startChild(driver.childEnv)
    toClose.push(async () => child.kill('SIGKILL'))
    const acked = new Map<string, { seq: number; text: string; consultationId: string }>()
    const shown = new Map<string, { seq: number; text: string; consultationId: string }>()
    const sent: Array<{ consultationId: string; token: string; clientId: string; text: string; socket: ChatClient }> = []
    let killed = false
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const kill = () => {
      if (killed) return
      killed = true
      child.kill('SIGKILL')
    }
    const sockets: ChatClient[] = []
    for (const chat of chats)
      for (const [side, party] of [['c', chat.customer], ['a', chat.astrologer]] as const) {
        const ws = await ChatClient.connect(wsUrl, { token: party.token })
        sockets.push(ws)
        ws.ws.on('message', (data) => {
          if (killed) return // what arrives after the kill signal was sent is not counted either way
          const event = JSON.parse(data.toString()) as Event
          if (event.type === 'ack') acked.set(event.clientId, { seq: event.message.seq, text: event.message.text, consultationId: event.message.consultationId })
          if (event.type === 'message' && event.message.senderId !== party.id)
            shown.set(event.message.clientId, { seq: event.message.seq, text: event.message.text, consultationId: event.consultationId })
          if (acked.size >= KILL_AFTER_ACKS) kill()
        })
        for (let n = 0; n < PER_SOCKET; n++) sent.push({ consultationId: chat.id, token: party.token, clientId: `${side}-${chat.id.slice(-6)}-${n}`, text: `${side} says ${n}`, socket: ws })
      }
    // Every socket writes all its messages at once: many are waiting for their group when the kill comes.
    for (const m of sent) m.socket.send({ type: 'message', consultationId: m.consultationId, text: m.text, clientId: m.clientId })
    await exited
    await Promise.all(sockets.map((s) => s.closed))
    expect(killed).toBe(true)
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS)
    expect(acked.size).toBeLessThan(sent.length) // the kill did come mid-burst

    // ── restart on the same database ──
    const storage = await driver.open()
    // The clients resend a burst: the per-person allowances would refuse most of it.
    const after = await startChatServer({ storage, chat: { messagesPerMinute: 1_000_000, frameBurst: 1_000_000, framesPerSecond: 1_000_000 } })
    toClose.push(() => after.close())
    const stored = new Map<string, { seq: number; text: string; consultationId: string }>()
    for (const chat of chats) {
      const rows = await storage.db.selectFrom('consultation_messages').selectAll().where('consultation_id', '=', chat.id).orderBy('seq').execute()
      expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1))
      const lastSeq = (await storage.db.selectFrom('consultations').select('last_seq').where('id', '=', chat.id).executeTakeFirstOrThrow()).last_seq
      expect(Number(lastSeq)).toBe(rows.length)
      for (const r of rows) stored.set(r.client_id!, { seq: Number(r.seq), text: r.text, consultationId: r.consultation_id })
    }
    for (const [clientId, ack] of acked) expect(stored.get(clientId), `acknowledged ${clientId}`).toEqual(ack)
    for (const [clientId, seen] of shown) expect(stored.get(clientId), `shown ${clientId}`).toEqual(seen)
    // Each socket's messages, written all at once and grouped, were numbered in the order it sent them.
    for (const socket of sockets) {
      const seqs = sent.filter((m) => m.socket === socket && acked.has(m.clientId)).map((m) => acked.get(m.clientId)!.seq)
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y))
    }

    // ── the clients resend what they got no ack for, with the same clientIds ──
    const unacked = sent.filter((m) => !acked.has(m.clientId))
    const resenders = new Map<string, ChatClient>()
    for (const m of unacked) {
      if (!resenders.has(m.token)) resenders.set(m.token, await ChatClient.connect(after.wsUrl, { token: m.token }))
      resenders.get(m.token)!.send({ type: 'message', consultationId: m.consultationId, text: m.text, clientId: m.clientId })
    }
    toClose.push(...[...resenders.values()].map((ws) => () => ws.close()))
    for (const m of unacked) await resenders.get(m.token)!.next((e) => e.type === 'ack' && e.clientId === m.clientId, 15_000)
    for (const chat of chats) {
      const rows = await storage.db.selectFrom('consultation_messages').select(['seq', 'client_id']).where('consultation_id', '=', chat.id).orderBy('seq').execute()
      expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 2 * PER_SOCKET }, (_, i) => i + 1))
      expect(new Set(rows.map((r) => r.client_id)).size).toBe(2 * PER_SOCKET)
    }

    // ── a client reconnecting replays everything from where it stood ──
    const first = chats[0]
    const replay = await ChatClient.connect(after.wsUrl, { token: first.customer.token })
    toClose.push(() => replay.close())
    replay.send({ type: 'sync', consultationId: first.id, afterSeq: 0 })
    const synced = await replay.next((e) => e.type === 'synced', 15_000)
    expect(synced.lastSeq).toBe(2 * PER_SOCKET)
    const replayed = replay.events.filter((e) => e.type === 'message' && e.replay)
    expect(replayed.map((e) => e.message.seq)).toEqual(Array.from({ length: 2 * PER_SOCKET }, (_, i) => i + 1))
  }, 120_000)
})
