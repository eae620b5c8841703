import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WsGateway } from '../../adapters/realtime/ws-gateway'
import type { Storage } from '../../adapters/storage/database'
import { ManualClock, ManualScheduler } from '../support/chat-fakes'
import { bearer, ChatClient, credit, logInAstrologer, signUpCustomer, startChatServer, type ChatServer, type Event } from '../support/chat-platform'
import { freshPglite } from '../support/storage'

const MIN = 60_000
const CALL_RATE = 5_200 // Priya Deshpande's calls, ₹52 a minute (her chat is ₹45)
const TURN_SECRET = 'calls-test-turn-secret-0123'
const SDP = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n'

/**
 * Calls (docs/calls.md): the ICE servers and their TURN credentials, the signalling relayed to the other
 * participant only, and billing on the server's clock from the moment both sides' media connected.
 */
describe('calls', () => {
  let chat: ChatServer
  let clock: ManualClock
  let scheduler: ManualScheduler
  const clients: ChatClient[] = []
  const settle = async () => {
    await chat.platform.consultationClock.idle()
    await new Promise((r) => setTimeout(r, 15))
    await chat.platform.consultationClock.idle()
  }
  beforeAll(async () => {
    clock = new ManualClock(Date.now())
    scheduler = new ManualScheduler(clock)
    chat = await startChatServer({
      clock,
      chat: { scheduler, tickMs: 5_000, leaseMs: 15_000, sweepMs: 5_000 },
      env: { ICE_SERVERS: JSON.stringify(['stun:127.0.0.1:3478', 'turn:127.0.0.1:3478?transport=udp']), TURN_SECRET },
    })
  })
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()))
    await chat.close()
  })
  const api = () => chat.api()
  const connect = async (token: string) => {
    const client = await ChatClient.connect(chat.wsUrl, { token })
    clients.push(client)
    return client
  }
  const callState = (id: string, state: string) => (e: Event) => e.type === 'call.state' && e.consultationId === id && e.state === state
  async function startCall(slug = 'priya-deshpande', balance = 100_000) {
    const customer = await signUpCustomer(chat)
    await credit(chat, customer.id, balance)
    const astrologer = await logInAstrologer(chat, slug)
    const customerWs = await connect(customer.token)
    const astroWs = await connect(astrologer.token)
    const created = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: slug, type: 'call' })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    return { customer, astrologer, customerWs, astroWs, id, created: created.body }
  }
  const end = (id: string, token: string) => api().post(`/api/consultations/${id}/end`).set(bearer(token))

  it('asks for a call at the astrologer’s call rate; the ICE servers go to its two participants only, with TURN credentials that expire', async () => {
    const { customer, astrologer, id, created } = await startCall()
    expect(created).toMatchObject({ type: 'call', status: 'requested', ratePaise: CALL_RATE, connectedAt: null })
    // Asking again while the call is open names it as a call, so Start Chat/Call takes the customer back to it.
    const again = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande', type: 'chat' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'CONSULTATION.ALREADY_OPEN', details: { consultationId: id, type: 'call' } })
    const listed = (await api().get('/api/astrologers')).body.find((a: { slug: string }) => a.slug === 'priya-deshpande')
    expect(listed).toMatchObject({ ratePerMinute: 45, callRatePerMinute: CALL_RATE, modes: ['chat', 'call'] })

    for (const who of [customer, astrologer]) {
      const res = await api().get(`/api/consultations/${id}/ice`).set(bearer(who.token))
      expect(res.status).toBe(200)
      expect(res.body.ttlSeconds).toBe(600)
      expect(res.body.iceServers[0]).toEqual({ urls: ['stun:127.0.0.1:3478'] })
      const turn = res.body.iceServers[1]
      expect(turn.urls).toEqual(['turn:127.0.0.1:3478?transport=udp'])
      const [expiry, name] = (turn.username as string).split(':')
      expect(name).toBe(id)
      expect(Number(expiry)).toBe(Math.floor(clock.now().getTime() / 1000) + 600)
      expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'))
    }
    const outsider = await signUpCustomer(chat)
    expect((await api().get(`/api/consultations/${id}/ice`).set(bearer(outsider.token))).status).toBe(404)
    expect((await api().get(`/api/consultations/${id}/ice`)).status).toBe(401)
    await end(id, customer.token)

    // A chat has no ICE servers; an astrologer who stopped taking calls cannot be called.
    const chatId = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande', type: 'chat' })).body.id
    expect((await api().get(`/api/consultations/${chatId}/ice`).set(bearer(customer.token))).status).toBe(404)
    await end(chatId, customer.token)
    expect((await api().patch('/api/astrologer/me').set(bearer(astrologer.token)).send({ takesCalls: false, callRatePerMinute: 6_000 })).status).toBe(200)
    const refused = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande', type: 'call' })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('CONSULTATION.CALLS_NOT_TAKEN')
    expect((await api().get('/api/astrologers')).body.find((a: { slug: string }) => a.slug === 'priya-deshpande')).toMatchObject({ callRatePerMinute: 6_000, modes: ['chat'] })
    expect((await api().patch('/api/astrologer/me').set(bearer(astrologer.token)).send({ callRatePerMinute: 5_250 })).status).toBe(400) // whole rupees
    await api().patch('/api/astrologer/me').set(bearer(astrologer.token)).send({ takesCalls: true, callRatePerMinute: CALL_RATE })
  })

  it('relays offer, answer and ICE candidates to the other participant only, while the call is active', async () => {
    const { customer, astrologer, customerWs, astroWs, id } = await startCall()
    const outsider = await signUpCustomer(chat)
    const outsiderWs = await connect(outsider.token)
    customerWs.send({ type: 'call.offer', consultationId: id, sdp: SDP })
    expect((await customerWs.upcoming((e) => e.type === 'error')).code).toBe('CONSULTATION.NOT_ACTIVE') // still ringing
    await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    await customerWs.next(callState(id, 'connecting'))

    customerWs.send({ type: 'call.offer', consultationId: id, sdp: SDP, iceRestart: false })
    expect(await astroWs.next((e) => e.type === 'call.offer')).toEqual({ type: 'call.offer', consultationId: id, from: 'customer', sdp: SDP, iceRestart: false })
    astroWs.send({ type: 'call.answer', consultationId: id, sdp: SDP })
    expect(await customerWs.next((e) => e.type === 'call.answer')).toMatchObject({ from: 'astrologer', sdp: SDP })
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 }
    astroWs.send({ type: 'call.ice', consultationId: id, candidate })
    expect(await customerWs.next((e) => e.type === 'call.ice')).toMatchObject({ from: 'astrologer', candidate })

    // Someone else's signalling for this call, or a bad frame, goes nowhere.
    outsiderWs.send({ type: 'call.offer', consultationId: id, sdp: SDP })
    expect((await outsiderWs.upcoming((e) => e.type === 'error')).code).toBe('NOT_FOUND')
    customerWs.send({ type: 'call.offer', consultationId: id, sdp: 42 })
    expect((await customerWs.upcoming((e) => e.type === 'error')).code).toBe('VALIDATION.INVALID_INPUT')
    customerWs.send({ type: 'call.media', consultationId: id, state: 'dancing' })
    expect((await customerWs.upcoming((e) => e.type === 'error')).code).toBe('VALIDATION.INVALID_INPUT')
    await new Promise((r) => setTimeout(r, 50))
    expect(outsiderWs.events.filter((e) => e.type.startsWith('call.'))).toEqual([])
    expect(astroWs.events.filter((e) => e.type === 'call.offer')).toHaveLength(1)
    await end(id, customer.token)
  })

  it('bills from the moment both sides’ media connected (server clock), per started minute, to the paisa; nothing before', async () => {
    const { customer, astrologer, customerWs, astroWs, id } = await startCall('priya-deshpande', 100_000)
    const earningsBefore = (await api().get('/api/astrologer/me/earnings').set(bearer(astrologer.token))).body
    const accepted = (await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))).body
    expect(accepted.freeMinutes).toBe(5) // the customer's first consultation
    await settle()
    // Ringing through, negotiating: 40 seconds of no media are not call time.
    await scheduler.advance(40_000, settle)
    customerWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    await eventually(async () => (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body, () => true)
    expect((await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body).toMatchObject({ connectedAt: null, elapsedSeconds: 0, billedMinutes: 0 })
    const connectedAtMs = clock.now().getTime()
    astroWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    const connected = await customerWs.next(callState(id, 'connected'))
    expect(connected.connectedAt).toBe(new Date(connectedAtMs).toISOString())
    await astroWs.next(callState(id, 'connected'))
    await settle()

    // 5 free minutes, then paid minutes 6, 7 and 8 started by 7:30 of call time.
    await scheduler.advance(7 * MIN + 30_000, settle)
    const during = (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(during).toMatchObject({ status: 'active', elapsedSeconds: 450, billedMinutes: 3, chargedPaise: 3 * CALL_RATE })
    expect(during.bill).toMatchObject({ minute: 8, ratePaise: CALL_RATE, chargedPaise: 3 * CALL_RATE })
    const hungUp = (await end(id, customer.token)).body
    expect(hungUp).toMatchObject({ status: 'ended', endReason: 'customer_ended', billedMinutes: 3, chargedPaise: 15_600, elapsedSeconds: 450 })
    await customerWs.next(callState(id, 'ended'))
    await scheduler.advance(2 * MIN, settle)

    const wallet = (await api().get('/api/wallet').set(bearer(customer.token))).body
    expect(wallet.balance).toBe(100_000 - 15_600)
    expect(wallet.transactions.filter((t: { type: string }) => t.type === 'chat_charge').map((t: { amount: number }) => t.amount)).toEqual([-CALL_RATE, -CALL_RATE, -CALL_RATE])
    const earnings = (await api().get('/api/astrologer/me/earnings').set(bearer(astrologer.token))).body
    expect(earnings.totalEarned - earningsBefore.totalEarned).toBe(10_920) // 70 % of ₹156
  })

  it('a call that never connects is not billed and ends as not connected after the connect timeout', async () => {
    const { customer, astrologer, customerWs, astroWs, id } = await startCall('acharya-ramesh-shastri', 50_000)
    await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    await settle()
    customerWs.send({ type: 'call.media', consultationId: id, state: 'connected' }) // only one side
    await scheduler.advance(89_000, settle)
    expect((await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body).toMatchObject({ status: 'active', elapsedSeconds: 0, billedMinutes: 0 })
    await scheduler.advance(2_000, settle)
    const ended = (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(ended).toMatchObject({ status: 'ended', endReason: 'call_not_connected', billedMinutes: 0, chargedPaise: 0, connectedAt: null })
    await customerWs.next(callState(id, 'ended'))
    expect((await api().get('/api/wallet').set(bearer(customer.token))).body.balance).toBe(50_000)

    // The first-consultation free minutes were not used up: a second call, hung up while still connecting,
    // gets them and gives them back too; the next one that connects keeps them and spends them.
    const again = async () => {
      const next = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'acharya-ramesh-shastri', type: 'call' })).body.id as string
      const accepted = (await api().post(`/api/consultations/${next}/accept`).set(bearer(astrologer.token))).body
      await settle()
      return { next, accepted }
    }
    const second = await again()
    expect(second.accepted.freeMinutes).toBe(5)
    expect((await end(second.next, customer.token)).body).toMatchObject({ status: 'ended', endReason: 'customer_ended', connectedAt: null, chargedPaise: 0 })
    const third = await again()
    expect(third.accepted.freeMinutes).toBe(5)
    customerWs.send({ type: 'call.media', consultationId: third.next, state: 'connected' })
    astroWs.send({ type: 'call.media', consultationId: third.next, state: 'connected' })
    await customerWs.next(callState(third.next, 'connected'))
    await settle()
    await scheduler.advance(5 * MIN + 10_000, settle) // the free minutes, then paid minute 6
    const held = (await end(third.next, customer.token)).body
    expect(held).toMatchObject({ status: 'ended', freeMinutes: 5, billedMinutes: 1 })
    expect((await api().get('/api/wallet').set(bearer(customer.token))).body.balance).toBe(50_000 - held.chargedPaise)
    // Used now: a fourth consultation has no free minutes.
    expect((await again()).accepted.freeMinutes).toBe(0)
  })

  it('a dropped media path shows reconnecting; recovered within the grace nothing extra is billed; never recovered it ends when the media dropped', async () => {
    const { customer, astrologer, customerWs, astroWs, id } = await startCall('acharya-ramesh-shastri', 100_000)
    const rate = (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body.ratePaise as number
    await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    await settle()
    customerWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    astroWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    await customerWs.next(callState(id, 'connected'))
    await settle()
    await scheduler.advance(5 * MIN + 10_000, settle) // free minutes are spent; paid minute 1 (minute 6) charged
    expect((await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body).toMatchObject({ billedMinutes: 1 })

    // The path drops; both browsers restart ICE; back after 30 s, inside the 60 s grace.
    customerWs.send({ type: 'call.media', consultationId: id, state: 'disconnected' })
    await astroWs.next(callState(id, 'reconnecting'))
    await scheduler.advance(30_000, settle)
    customerWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    await astroWs.upcoming(callState(id, 'connected'))
    await settle()
    const back = (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(back).toMatchObject({ status: 'active', billedMinutes: 1, chargedPaise: rate, elapsedSeconds: 340 })

    // Dropped again at 5:40 and never back: the call ends at the drop; minute 7 (from 6:00) is not billed.
    astroWs.send({ type: 'call.media', consultationId: id, state: 'disconnected' })
    await customerWs.next((e) => callState(id, 'reconnecting')(e) && customerWs.events.indexOf(e) > customerWs.events.findIndex(callState(id, 'connected')))
    await scheduler.advance(2 * MIN, settle)
    const ended = (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(ended).toMatchObject({ status: 'ended', endReason: 'astrologer_disconnected', billedMinutes: 1, chargedPaise: rate, elapsedSeconds: 340 })
    expect((await api().get('/api/wallet').set(bearer(customer.token))).body.balance).toBe(100_000 - rate)
  })
})

describe('a server restart during a call', () => {
  it('resumes from the stored call time: no minute billed twice, the downtime not billed', async () => {
    const storage: Storage = await freshPglite()
    const clock = new ManualClock(Date.now())
    const opts = (name: string, scheduler: ManualScheduler) => ({ instanceId: name, scheduler, tickMs: 5_000, leaseMs: 15_000, sweepMs: 5_000 })
    const s1 = new ManualScheduler(clock)
    const first = await startChatServer({ storage, keepStorage: true, clock, chat: opts('call-server-1', s1) })
    const settle1 = async () => {
      await first.platform.consultationClock.idle()
      await new Promise((r) => setTimeout(r, 15))
      await first.platform.consultationClock.idle()
    }
    const customer = await signUpCustomer(first)
    await credit(first, customer.id, 100_000)
    const astrologer = await logInAstrologer(first, 'priya-deshpande')
    const customerWs = await ChatClient.connect(first.wsUrl, { token: customer.token })
    const astroWs = await ChatClient.connect(first.wsUrl, { token: astrologer.token })
    const id = (await first.api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande', type: 'call' })).body.id as string
    await first.api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    await settle1()
    customerWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    astroWs.send({ type: 'call.media', consultationId: id, state: 'connected' })
    await customerWs.next((e) => e.type === 'call.state' && e.state === 'connected')
    await settle1()
    await s1.advance(6 * MIN + 30_000, settle1) // paid minutes 6 and 7
    expect((await first.api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body).toMatchObject({ billedMinutes: 2, chargedPaise: 2 * CALL_RATE })

    first.platform.consultationClock.halt()
    await first.platform.container.resolve(WsGateway).close()
    first.server.closeAllConnections()
    await new Promise((r) => first.server.close(r))
    await Promise.all([customerWs.closed, astroWs.closed])
    clock.ms += 10 * MIN

    const s2 = new ManualScheduler(clock)
    const second = await startChatServer({ storage, keepStorage: true, clock, chat: opts('call-server-2', s2) })
    try {
      const settle2 = async () => {
        await second.platform.consultationClock.idle()
        await new Promise((r) => setTimeout(r, 15))
        await second.platform.consultationClock.idle()
      }
      const customerWs2 = await ChatClient.connect(second.wsUrl, { token: customer.token })
      const astroWs2 = await ChatClient.connect(second.wsUrl, { token: astrologer.token })
      await settle2()
      expect(second.platform.consultationClock.elapsedOf(id)).toBe(6 * MIN + 30_000)
      // The browsers report their media again on the new server.
      customerWs2.send({ type: 'call.media', consultationId: id, state: 'connected' })
      astroWs2.send({ type: 'call.media', consultationId: id, state: 'connected' })
      await s2.advance(60_000, settle2) // minute 8 starts at 7:00
      const res = (await second.api().post(`/api/consultations/${id}/end`).set(bearer(customer.token))).body
      expect(res).toMatchObject({ status: 'ended', billedMinutes: 3, chargedPaise: 3 * CALL_RATE, elapsedSeconds: 450 })
      const wallet = (await second.api().get('/api/wallet').set(bearer(customer.token))).body
      expect(wallet.balance).toBe(100_000 - 3 * CALL_RATE)
      await customerWs2.close()
      await astroWs2.close()
    } finally {
      await second.close()
      await storage.close()
    }
  })
})

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read()
    if (ok(v)) return v
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('not met')
}
