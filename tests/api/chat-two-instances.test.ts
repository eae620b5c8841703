import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Realtime } from '../../core/consultations/ports/realtime'
import { migrate, openStorage, type Storage } from '../../adapters/storage/database'
import { seedContent } from '../../adapters/storage/seed/seed-content'
import { bearer, ChatClient, credit, eventually, logInAstrologer, signUpCustomer, startChatServer, type ChatServer } from '../support/chat-platform'
import { freshPglite, postgresUrl } from '../support/storage'

const redisUrl = process.env.TEST_REDIS_URL

/**
 * Two server instances behind one database and one Redis, as the platform runs on many machines: the
 * customer's socket is on one, the astrologer's on the other, and they chat.
 * PostgreSQL (TEST_DATABASE_URL) when set, each instance with its own pool; otherwise one shared PGlite.
 */
describe.skipIf(!redisUrl)('two server instances, one chat (Redis pub/sub)', () => {
  let a: ChatServer
  let b: ChatServer
  const storages: Storage[] = []
  const sockets: ChatClient[] = []
  const prefix = `test-${randomBytes(4).toString('hex')}:`
  let schema: string | null = null

  beforeAll(async () => {
    let first: Storage
    let second: Storage
    if (postgresUrl) {
      schema = `test_${randomBytes(6).toString('hex')}`
      first = await openStorage({ kind: 'postgres', url: postgresUrl, schema, maxConnections: 5 })
      await migrate(first.db, first)
      await seedContent(first.db)
      second = await openStorage({ kind: 'postgres', url: postgresUrl, schema, maxConnections: 5 })
    } else {
      first = await freshPglite()
      second = first
    }
    storages.push(first)
    if (second !== first) storages.push(second)
    const env = { REDIS_URL: redisUrl! }
    a = await startChatServer({ storage: first, keepStorage: true, env, chat: { instanceId: 'instance-a', redisPrefix: prefix } })
    b = await startChatServer({ storage: second, keepStorage: true, env, chat: { instanceId: 'instance-b', redisPrefix: prefix } })
  })

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()))
    await a?.close()
    await b?.close()
    if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(storages[0].db)
    for (const s of storages) await s.close()
    const redis = new Redis(redisUrl!)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    redis.disconnect()
  })

  it('passes requests, messages, typing, receipts and presence across instances, and bills with the customer on the other instance', async () => {
    const customer = await signUpCustomer(a)
    await credit(a, customer.id, 50_000)
    const astrologer = await logInAstrologer(b, 'dr-meenakshi-sundaram')
    const customerWs = await ChatClient.connect(a.wsUrl, { token: customer.token })
    const astroWs = await ChatClient.connect(b.wsUrl, { token: astrologer.token })
    sockets.push(customerWs, astroWs)

    // A first chat uses up the free minutes, so the one under test is paid from its first minute.
    const warmUp = (await a.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'dr-meenakshi-sundaram' })).body.id as string
    await b.api().post(`/api/consultations/${warmUp}/accept`).set(bearer(astrologer.token))
    await a.api().post(`/api/consultations/${warmUp}/end`).set(bearer(customer.token))

    // Requested on A, heard on B.
    const id = (await a.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'dr-meenakshi-sundaram' })).body.id as string
    await astroWs.next((e) => e.type === 'consultation' && e.consultation.id === id && e.consultation.status === 'requested')
    // Accepted on B: B keeps the clock; A's customer hears of it.
    await b.api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    await customerWs.next((e) => e.type === 'consultation' && e.consultation.id === id && e.consultation.status === 'active')
    // (B may still hold the warm-up chat ended through A until its next tick re-reads it: it charges nothing then.)
    expect(b.platform.consultationClock.tracked()).toContain(id)
    expect(a.platform.consultationClock.tracked()).toEqual([])
    // B's clock sees the customer connected on A (presence in Redis) and charges the first minute (₹65).
    expect(await b.platform.container.resolve<Realtime>(Realtime).isConnected(customer.id)).toBe(true)
    const billed = await customerWs.next((e) => e.type === 'consultation' && e.consultation.id === id && e.bill.billedMinutes === 1)
    expect(billed.bill).toMatchObject({ chargedPaise: 6_500, balance: 50_000 - 6_500 })

    customerWs.send({ type: 'message', consultationId: id, text: 'Hello from instance A', clientId: 'a-1' })
    expect((await astroWs.next((e) => e.type === 'message')).message).toMatchObject({ text: 'Hello from instance A', from: 'customer' })
    expect(await customerWs.next((e) => e.type === 'read' && e.receipt === 'delivered')).toMatchObject({ upToSeq: 1 })
    astroWs.send({ type: 'typing', consultationId: id, typing: true })
    expect(await customerWs.next((e) => e.type === 'typing')).toMatchObject({ from: 'astrologer', typing: true })
    astroWs.send({ type: 'message', consultationId: id, text: 'Hello from instance B', clientId: 'b-1' })
    expect((await customerWs.next((e) => e.type === 'message' && e.message.from === 'astrologer')).message).toMatchObject({ seq: 2, text: 'Hello from instance B' })
    astroWs.send({ type: 'read', consultationId: id, upToSeq: 1 })
    expect(await customerWs.next((e) => e.type === 'read' && e.receipt === 'read')).toMatchObject({ upToSeq: 1, from: 'customer' })

    // Presence is shared: a second customer tab on B, opened and closed, leaves them online (their tab on A).
    const secondTab = await ChatClient.connect(b.wsUrl, { token: customer.token })
    await secondTab.close()
    await new Promise((r) => setTimeout(r, 300))
    expect(astroWs.events.filter((e) => e.type === 'presence' && e.consultationId === id)).toEqual([]) // the tab on A keeps them online
    await customerWs.close()
    expect(await astroWs.next((e) => e.type === 'presence' && e.consultationId === id)).toMatchObject({ online: false, from: 'customer' })
    const back = await ChatClient.connect(a.wsUrl, { token: customer.token })
    sockets.push(back)
    await astroWs.next((e) => e.type === 'presence' && e.consultationId === id && e.online === true)

    const fromA = (await a.api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(fromA).toMatchObject({ status: 'active', lastMessageSeq: 2 })
    await b.api().post(`/api/consultations/${id}/end`).set(bearer(astrologer.token))
    await eventually(() => back.events.some((e) => e.type === 'consultation' && e.consultation.status === 'ended'), Boolean)
  })
})
