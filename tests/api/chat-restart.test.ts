import { afterAll, describe, expect, it } from 'vitest'
import { WsGateway } from '../../adapters/realtime/ws-gateway'
import type { Storage } from '../../adapters/storage/database'
import { ManualClock, ManualScheduler } from '../support/chat-fakes'
import { bearer, ChatClient, credit, logInAstrologer, signUpCustomer, startChatServer, type ChatServer, type Event } from '../support/chat-platform'
import { storageDrivers } from '../support/storage'

const MIN = 60_000
const RATE = 4_500 // Priya Deshpande, ₹45 a minute

/**
 * Fault test: the server dies in the middle of a paid chat and another process starts on the same
 * database ten minutes later. The chat resumes where its clock stood, the minutes already charged are not
 * charged again, and the ten minutes of downtime cost nothing. On PGlite, and on the machine's PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
describe.each(storageDrivers)('a server restart during a chat (%s)', (_driver, makeStorage) => {
  const toClose: Array<() => Promise<unknown>> = []
  afterAll(async () => {
    for (const close of toClose.reverse()) await close().catch(() => undefined)
  })

  it('resumes the chat without losing it, its messages or billing a minute twice', async () => {
    const storage: Storage = await makeStorage()
    toClose.push(() => storage.close())
    const clock = new ManualClock(Date.now())
    const chatOptions = (name: string, scheduler: ManualScheduler) => ({ instanceId: name, scheduler, tickMs: 5_000, leaseMs: 15_000, sweepMs: 5_000 })

    // ── the first server ──
    const s1 = new ManualScheduler(clock)
    const first: ChatServer = await startChatServer({ storage, keepStorage: true, clock, chat: chatOptions('server-1', s1) })
    const settle1 = async () => {
      await first.platform.consultationClock.idle()
      await new Promise((r) => setTimeout(r, 15))
      await first.platform.consultationClock.idle()
    }
    const customer = await signUpCustomer(first)
    await credit(first, customer.id, 20 * RATE)
    const astrologer = await logInAstrologer(first, 'priya-deshpande')
    const customerWs = await ChatClient.connect(first.wsUrl, { token: customer.token })
    const astroWs = await ChatClient.connect(first.wsUrl, { token: astrologer.token })
    const id = (await first.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande' })).body.id as string
    expect((await first.api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))).body.freeMinutes).toBe(5)
    customerWs.send({ type: 'message', consultationId: id, text: 'Will my business grow?', clientId: 'c-1' })
    await astroWs.next((e) => e.type === 'message' && e.message.seq === 1)
    await s1.advance(6 * MIN + 30_000, settle1) // free minutes 1–5, paid minutes 6 and 7
    astroWs.send({ type: 'message', consultationId: id, text: 'Jupiter favours you after March.', clientId: 'a-1' })
    await customerWs.next((e) => e.type === 'message' && e.message.seq === 2)
    const before = (await first.api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(before).toMatchObject({ status: 'active', billedMinutes: 2, chargedPaise: 2 * RATE, elapsedSeconds: 390 })

    // ── the crash: no graceful hand-over, sockets cut ──
    first.platform.consultationClock.halt()
    await first.platform.container.resolve(WsGateway).close()
    first.server.closeAllConnections()
    await new Promise((r) => first.server.close(r))
    await Promise.all([customerWs.closed, astroWs.closed])
    clock.ms += 10 * MIN

    // ── the second server, on the same database ──
    const s2 = new ManualScheduler(clock)
    const second = await startChatServer({ storage, keepStorage: true, clock, chat: chatOptions('server-2', s2) })
    toClose.push(() => second.close())
    const settle2 = async () => {
      await second.platform.consultationClock.idle()
      await new Promise((r) => setTimeout(r, 15))
      await second.platform.consultationClock.idle()
    }
    await settle2()
    expect(second.platform.consultationClock.tracked()).toEqual([id])
    expect(second.platform.consultationClock.elapsedOf(id)).toBe(6 * MIN + 30_000)

    // The clients reconnect and catch up from the last message they hold.
    const customerWs2 = await ChatClient.connect(second.wsUrl, { token: customer.token })
    const astroWs2 = await ChatClient.connect(second.wsUrl, { token: astrologer.token })
    toClose.push(() => customerWs2.close(), () => astroWs2.close())
    astroWs2.send({ type: 'sync', consultationId: id, afterSeq: 1 })
    const synced = await astroWs2.next((e) => e.type === 'synced')
    expect(astroWs2.events.filter((e) => e.type === 'message').map((e) => e.message.text)).toEqual(['Jupiter favours you after March.'])
    expect(synced.consultation).toMatchObject({ status: 'active', billedMinutes: 2, elapsedSeconds: 390 })

    await s2.advance(29_000, settle2) // chat time 6:59: nothing new to pay
    let now = (await second.api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(now).toMatchObject({ status: 'active', billedMinutes: 2, chargedPaise: 2 * RATE })
    await s2.advance(1_000, settle2) // 7:00, minute 8 starts
    now = (await second.api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(now).toMatchObject({ status: 'active', billedMinutes: 3, chargedPaise: 3 * RATE })
    const billEvent = await customerWs2.next((e: Event) => e.type === 'consultation' && e.bill.billedMinutes === 3)
    expect(billEvent.bill).toMatchObject({ minute: 8, balance: 17 * RATE })

    const ended = (await second.api().post(`/api/consultations/${id}/end`).set(bearer(customer.token))).body
    expect(ended).toMatchObject({ status: 'ended', billedMinutes: 3, chargedPaise: 3 * RATE, elapsedSeconds: 420 })
    const wallet = (await second.api().get('/api/wallet').set(bearer(customer.token))).body
    expect(wallet.balance).toBe(17 * RATE)
    expect(wallet.transactions.filter((t: { type: string }) => t.type === 'chat_charge')).toHaveLength(3)
    expect((await second.api().get(`/api/consultations/${id}/messages`).set(bearer(customer.token))).body).toHaveLength(2)
  })
})
