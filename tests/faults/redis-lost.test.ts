import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Storage } from '../../adapters/storage/database'
import { bearer, ChatClient, credit, eventually, logInAstrologer, signUpCustomer, startChatServer, type ChatServer, type Event } from '../support/chat-platform'
import { freshPostgres, postgresUrl } from '../support/storage'

/**
 * Redis lost during chats: two instances share a chat through a Redis server of the test's
 * own, which is killed mid-conversation and started again. Every message written meanwhile is stored once
 * (a retry with the same client id never duplicates), the other side gets it by replay, and live fan-out
 * resumes once Redis is back.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port
      probe.close(() => resolve(port))
    })
  })
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] })
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child)
    })
    child.once('error', reject)
  })
}

describe.skipIf(!postgresUrl)('Redis lost during chats', () => {
  let port = 0
  let redis: ChildProcess
  let a: ChatServer
  let b: ChatServer
  let storage: Storage
  const sockets: ChatClient[] = []

  beforeAll(async () => {
    port = await freePort()
    redis = await startRedis(port)
    storage = await freshPostgres()
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` }
    a = await startChatServer({ storage, keepStorage: true, env, chat: { instanceId: 'fault-a' } })
    b = await startChatServer({ storage, keepStorage: true, env, chat: { instanceId: 'fault-b' } })
  })
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()))
    await a?.close()
    await b?.close()
    await storage?.close()
    redis?.kill('SIGKILL')
  })

  it('stores every message once while Redis is down, replays them, and fans out again when it is back', async () => {
    const customer = await signUpCustomer(a)
    await credit(a, customer.id, 50_000)
    const astrologer = await logInAstrologer(b, 'kavitha-nair')
    const customerWs = await ChatClient.connect(a.wsUrl, { token: customer.token })
    const astroWs = await ChatClient.connect(b.wsUrl, { token: astrologer.token })
    sockets.push(customerWs, astroWs)
    const id = (await a.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'kavitha-nair' })).body.id as string
    await astroWs.next((e) => e.type === 'consultation' && e.consultation.id === id && e.consultation.status === 'requested')
    await b.api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    await customerWs.next((e) => e.type === 'consultation' && e.consultation.id === id && e.consultation.status === 'active')

    const isText = (text: string) => (e: Event) => e.type === 'message' && e.message?.text === text
    customerWs.send({ type: 'message', consultationId: id, text: 'before the outage', clientId: 'c-0' })
    await astroWs.next(isText('before the outage'))

    redis.kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 300))
    // Written while Redis is down, each sent twice with the same client id (a client retrying).
    const during = ['during the outage 1', 'during the outage 2', 'during the outage 3']
    during.forEach((text, i) => {
      customerWs.send({ type: 'message', consultationId: id, text, clientId: `c-${i + 1}` })
      customerWs.send({ type: 'message', consultationId: id, text, clientId: `c-${i + 1}` })
    })
    // Every one is acknowledged (stored) to its sender, fan-out or not.
    for (let i = 1; i <= during.length; i++) await customerWs.next((e) => e.type === 'ack' && e.clientId === `c-${i}`, 15_000)

    redis = await startRedis(port)
    // The astrologer's client catches up by replay, as the web client does on reconnect.
    const seen = await eventually(
      async () => {
        astroWs.send({ type: 'sync', consultationId: id, afterSeq: 0 })
        await new Promise((r) => setTimeout(r, 300))
        return during.filter((text) => astroWs.events.some(isText(text)))
      },
      (found) => found.length === during.length,
      20_000,
    )
    expect(seen).toEqual(during)

    // Live fan-out across instances works again (a new message each try: a resend would be a duplicate).
    let attempt = 0
    await eventually(
      async () => {
        const text = `after the outage ${++attempt}`
        customerWs.send({ type: 'message', consultationId: id, text, clientId: `after-${attempt}` })
        await new Promise((r) => setTimeout(r, 500))
        return astroWs.events.some((e) => isText(text)(e) && !e.replay)
      },
      (delivered) => delivered,
      20_000,
    )

    // Stored exactly once each, in order.
    const messages = (await a.api().get(`/api/consultations/${id}/messages`).set(bearer(customer.token))).body as Array<{ text: string }>
    const texts = messages.map((m) => m.text)
    expect(texts.slice(0, 4)).toEqual(['before the outage', ...during])
    expect(texts.filter((t) => t.startsWith('during')).length).toBe(3)
    console.log(`Redis lost during a chat: ${during.length} messages written during the outage, each stored once and replayed; live fan-out back after ${attempt} tries of 0.5 s`)
  })
})
