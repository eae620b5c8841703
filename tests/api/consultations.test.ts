import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, ChatClient, credit, DEMO_ASTROLOGER_PASSWORD, eventually, logIn, logInAstrologer, signUpCustomer, startChatServer, type ChatServer, type Event } from '../support/chat-platform'
import { TEST_ADMIN } from '../support/platform'

let chat: ChatServer
const clients: ChatClient[] = []
beforeAll(async () => {
  chat = await startChatServer()
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await chat.close()
})
const api = () => chat.api()
async function connect(token: string): Promise<ChatClient> {
  const client = await ChatClient.connect(chat.wsUrl, { token })
  clients.push(client)
  return client
}
const isConsultation = (id: string, status?: string) => (e: Event) => e.type === 'consultation' && e.consultation.id === id && (!status || e.consultation.status === status)

describe('starting a chat', () => {
  it('needs a signed-in customer with a balance for one minute, and an online astrologer with room', async () => {
    expect((await api().post('/api/consultations').send({ astrologerId: 'astro-priya-deshpande', type: 'chat' })).status).toBe(401)
    const astrologer = await logInAstrologer(chat, 'priya-deshpande')
    expect((await api().post('/api/consultations').set(bearer(astrologer.token)).send({ astrologerId: 'astro-priya-deshpande' })).status).toBe(403)

    const customer = await signUpCustomer(chat)
    const poor = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande', type: 'chat' })
    expect(poor.status).toBe(402)
    expect(poor.body.code).toBe('WALLET.INSUFFICIENT_BALANCE')
    await credit(chat, customer.id, 4_499) // ₹45 a minute: one paisa short
    expect((await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande' })).status).toBe(402)
    await credit(chat, customer.id, 1)

    expect((await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'nobody' })).status).toBe(404)
    const bad = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande', type: 'video' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Choose a chat or a call')

    expect((await api().post('/api/astrologer/me/status').set(bearer(astrologer.token)).send({ online: false })).body).toEqual({ isOnline: false })
    const offline = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande' })
    expect(offline.status).toBe(409)
    expect(offline.body.code).toBe('CONSULTATION.ASTROLOGER_OFFLINE')
    await api().post('/api/astrologer/me/status').set(bearer(astrologer.token)).send({ online: true })

    await api().patch('/api/astrologer/me').set(bearer(astrologer.token)).send({ maxConcurrentChats: 1 })
    const created = await api().post('/api/consultations').set(bearer(customer.token)).set('Idempotency-Key', 'start-1').send({ astrologerId: 'priya-deshpande' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'requested', type: 'chat', ratePaise: 4_500, astrologer: { id: 'astro-priya-deshpande', slug: 'priya-deshpande' } })
    const retried = await api().post('/api/consultations').set(bearer(customer.token)).set('Idempotency-Key', 'start-1').send({ astrologerId: 'priya-deshpande' })
    expect(retried.body.id).toBe(created.body.id)
    const again = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'priya-deshpande' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'CONSULTATION.ALREADY_OPEN', details: { consultationId: created.body.id } })

    const other = await signUpCustomer(chat)
    await credit(chat, other.id, 10_000)
    const busy = await api().post('/api/consultations').set(bearer(other.token)).send({ astrologerId: 'priya-deshpande' })
    expect(busy.status).toBe(409)
    expect(busy.body.code).toBe('CONSULTATION.ASTROLOGER_BUSY')
    expect((await api().get('/api/astrologers/priya-deshpande')).body).toMatchObject({ busy: true, activeChats: 1, maxConcurrentChats: 1 })

    // The customer withdraws; the astrologer has room again.
    expect((await api().post(`/api/consultations/${created.body.id}/end`).set(bearer(customer.token))).body.status).toBe('cancelled')
    await api().patch('/api/astrologer/me').set(bearer(astrologer.token)).send({ maxConcurrentChats: 3 })
    expect((await api().post('/api/consultations').set(bearer(other.token)).send({ astrologerId: 'priya-deshpande' })).status).toBe(201)
  })
})

describe('a live chat over WebSocket', () => {
  it('request → accept → messages, typing, delivery and read receipts → end → review', async () => {
    const customer = await signUpCustomer(chat, 'Kavya Rao')
    await credit(chat, customer.id, 20_000)
    const astrologer = await logInAstrologer(chat, 'acharya-ramesh-shastri')
    const astroWs = await connect(astrologer.token)
    const customerWs = await connect(customer.token)

    const created = await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'astro-acharya-ramesh-shastri', type: 'chat' })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    const incoming = await astroWs.next(isConsultation(id, 'requested'))
    expect(incoming.consultation).toMatchObject({ customer: { id: customer.id, name: 'Kavya Rao' }, expiresAt: expect.any(String) })
    expect(incoming.bill.balance).toBeNull()
    expect((await api().get('/api/astrologer/me/requests').set(bearer(astrologer.token))).body.map((c: { id: string }) => c.id)).toContain(id)

    const outsider = await signUpCustomer(chat)
    expect((await api().get(`/api/consultations/${id}`).set(bearer(outsider.token))).status).toBe(404)
    expect((await api().post(`/api/consultations/${id}/accept`).set(bearer(customer.token))).status).toBe(403)

    const accepted = await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))
    expect(accepted.body).toMatchObject({ status: 'active', freeMinutes: 5, billedMinutes: 0 })
    const active = await customerWs.next(isConsultation(id, 'active'))
    expect(active.bill).toMatchObject({ minute: 1, freeMinutes: 5, balance: 20_000, minutesAffordable: 2, ratePaise: 7_500 })
    await astroWs.next(isConsultation(id, 'active'))

    // customer → astrologer, with the sender's ack and the delivery receipt
    customerWs.send({ type: 'message', consultationId: id, text: 'Namaste, when will I marry?', clientId: 'c-1' })
    const ack = await customerWs.next((e) => e.type === 'ack' && e.clientId === 'c-1')
    expect(ack.message).toMatchObject({ seq: 1, from: 'customer', senderId: customer.id, text: 'Namaste, when will I marry?', clientId: 'c-1' })
    const received = await astroWs.next((e) => e.type === 'message' && e.message.seq === 1)
    expect(received.message.id).toBe(ack.message.id)
    const delivered = await customerWs.next((e) => e.type === 'read' && e.receipt === 'delivered')
    expect(delivered).toMatchObject({ consultationId: id, from: 'customer', upToSeq: 1 })

    // typing, then the answer, then the read receipt
    astroWs.send({ type: 'typing', consultationId: id, typing: true })
    expect(await customerWs.next((e) => e.type === 'typing')).toMatchObject({ consultationId: id, from: 'astrologer', typing: true, userId: astrologer.id })
    astroWs.send({ type: 'read', consultationId: id, upToSeq: 1 })
    expect(await customerWs.next((e) => e.type === 'read' && e.receipt === 'read')).toMatchObject({ from: 'customer', upToSeq: 1 })
    astroWs.send({ type: 'message', consultationId: id, text: 'Venus is strong in your 7th house.', clientId: 'a-1' })
    expect((await customerWs.next((e) => e.type === 'message' && e.message.seq === 2)).message).toMatchObject({ from: 'astrologer', text: 'Venus is strong in your 7th house.' })

    const messages = await eventually(
      async () => (await api().get(`/api/consultations/${id}/messages`).set(bearer(customer.token))).body,
      (list: Array<{ deliveredAt: string | null }>) => list.length === 2 && list.every((m) => m.deliveredAt),
    )
    expect(messages[0]).toMatchObject({ id: ack.message.id, from: 'customer', text: 'Namaste, when will I marry?', sentAt: expect.any(String), deliveredAt: expect.any(String), readAt: expect.any(String) })
    expect(messages[1]).toMatchObject({ from: 'astrologer', readAt: null })
    expect((await api().get(`/api/consultations/${id}/messages?after=1`).set(bearer(astrologer.token))).body.map((m: { seq: number }) => m.seq)).toEqual([2])
    expect((await api().get(`/api/consultations/${id}/messages`).set(bearer(outsider.token))).status).toBe(404)
    customerWs.send({ type: 'message', consultationId: 'not-mine', text: 'hello', clientId: 'x' })
    expect(await customerWs.next((e) => e.type === 'error' && e.clientId === 'x')).toMatchObject({ code: 'NOT_FOUND' })

    const listed = (await api().get('/api/consultations?status=active').set(bearer(astrologer.token))).body
    expect(listed.map((c: { id: string }) => c.id)).toContain(id)
    const one = (await api().get(`/api/consultations/${id}`).set(bearer(customer.token))).body
    expect(one).toMatchObject({ id, status: 'active', lastMessageSeq: 2, bill: { minute: 1, balance: 20_000 } })

    const ended = await api().post(`/api/consultations/${id}/end`).set(bearer(customer.token))
    expect(ended.body).toMatchObject({ status: 'ended', endReason: 'customer_ended', billedMinutes: 0, chargedPaise: 0 })
    expect((await astroWs.next(isConsultation(id, 'ended'))).consultation.endReason).toBe('customer_ended')
    customerWs.send({ type: 'message', consultationId: id, text: 'one more', clientId: 'late' })
    expect(await customerWs.next((e) => e.type === 'error' && e.clientId === 'late')).toMatchObject({ code: 'CONSULTATION.NOT_ACTIVE' })

    // The review updates the astrologer's figures from real reviews.
    const before = (await api().get('/api/astrologers/acharya-ramesh-shastri')).body
    const review = await api().post(`/api/consultations/${id}/review`).set(bearer(customer.token)).send({ rating: 5, text: 'Clear and kind.' })
    expect(review.status).toBe(201)
    expect(review.body).toMatchObject({ rating: 5, text: 'Clear and kind.' })
    expect((await api().post(`/api/consultations/${id}/review`).set(bearer(customer.token)).send({ rating: 4 })).body.code).toBe('CONSULTATION.ALREADY_REVIEWED')
    expect((await api().post(`/api/consultations/${id}/review`).set(bearer(customer.token)).send({ rating: 9 })).status).toBe(400)
    const after = (await api().get('/api/astrologers/acharya-ramesh-shastri')).body
    expect(after.reviews).toBe(before.reviews + 1)
    expect((await api().get('/api/astrologers')).body.find((a: { id: string }) => a.id === 'astro-acharya-ramesh-shastri').reviews).toBe(before.reviews + 1)
    expect((await api().get('/api/astrologers/acharya-ramesh-shastri/reviews')).body[0]).toMatchObject({ rating: 5, text: 'Clear and kind.', customerName: 'Kavya' })
    // Free minutes only: nothing to refund.
    expect((await api().post(`/api/consultations/${id}/refund-request`).set(bearer(customer.token)).send({ reason: 'I want my money back' })).body.code).toBe('CONSULTATION.NOTHING_CHARGED')
  })

  it('loses no message across a reconnection: sync replays what was missed, a resend stores nothing twice', async () => {
    const customer = await signUpCustomer(chat)
    await credit(chat, customer.id, 50_000)
    const astrologer = await logInAstrologer(chat, 'dr-meenakshi-sundaram')
    const astroWs = await connect(astrologer.token)
    let customerWs = await connect(customer.token)
    const id = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'dr-meenakshi-sundaram' })).body.id
    await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))

    customerWs.send({ type: 'message', consultationId: id, text: 'first', clientId: 'm-1' })
    const first = (await customerWs.next((e) => e.type === 'ack' && e.clientId === 'm-1')).message
    await customerWs.close() // the phone loses its connection

    astroWs.send({ type: 'message', consultationId: id, text: 'while you were away (1)', clientId: 'a-1' })
    await astroWs.next((e) => e.type === 'ack' && e.clientId === 'a-1')
    const viaHttp = await api().post(`/api/consultations/${id}/messages`).set(bearer(astrologer.token)).send({ text: 'while you were away (2)' })
    expect(viaHttp.status).toBe(201)
    expect(await astroWs.next((e) => e.type === 'presence' && e.consultationId === id && e.online === false)).toMatchObject({ from: 'customer', userId: customer.id })

    customerWs = await connect(customer.token)
    expect(await astroWs.next((e) => e.type === 'presence' && e.consultationId === id && e.online === true)).toMatchObject({ from: 'customer' })
    customerWs.send({ type: 'sync', consultationId: id, afterSeq: first.seq })
    const synced = await customerWs.next((e) => e.type === 'synced')
    const replayed = customerWs.events.filter((e) => e.type === 'message' && e.replay)
    expect(replayed.map((e) => e.message.text)).toEqual(['while you were away (1)', 'while you were away (2)'])
    expect(synced).toMatchObject({ consultationId: id, lastSeq: 3, more: false, consultation: { id, status: 'active' }, bill: { ratePaise: 6_500 } })
    // The replayed messages now count as delivered to the customer.
    expect(await astroWs.next((e) => e.type === 'read' && e.receipt === 'delivered' && e.upToSeq === 3)).toMatchObject({ from: 'astrologer' })

    // The client never saw the ack of its last message before the drop: it resends with the same clientId.
    customerWs.send({ type: 'message', consultationId: id, text: 'first', clientId: 'm-1' })
    expect((await customerWs.next((e) => e.type === 'ack' && e.clientId === 'm-1')).message.id).toBe(first.id)
    const all = (await api().get(`/api/consultations/${id}/messages`).set(bearer(customer.token))).body
    expect(all.map((m: { seq: number; text: string }) => `${m.seq}:${m.text}`)).toEqual(['1:first', '2:while you were away (1)', '3:while you were away (2)'])
    await api().post(`/api/consultations/${id}/end`).set(bearer(astrologer.token))
  })

  it('authenticates sockets by the session cookie or a first auth message, and refuses others', async () => {
    const customer = await signUpCustomer(chat)
    const viaCookie = await ChatClient.connect(chat.wsUrl, { headers: { Cookie: `session=${customer.token}` }, waitReady: true })
    clients.push(viaCookie)
    expect(viaCookie.events[0]).toMatchObject({ type: 'ready', userId: customer.id, role: 'customer' })
    // A page on another site cannot ride the cookie.
    const crossSite = await ChatClient.connect(chat.wsUrl, { headers: { Cookie: `session=${customer.token}`, Origin: 'https://evil.example' } })
    crossSite.send({ type: 'sync', consultationId: 'x', afterSeq: 0 })
    expect(await crossSite.next((e) => e.type === 'error')).toMatchObject({ code: 'AUTH.UNAUTHORIZED' })
    await crossSite.close()
    const forged = await ChatClient.connect(chat.wsUrl)
    forged.send({ type: 'auth', token: 'not-a-token' })
    expect(await forged.next((e) => e.type === 'error')).toMatchObject({ code: 'AUTH.UNAUTHORIZED' })
    expect((await forged.closed).code).toBe(4401)
    const pinger = await connect(customer.token)
    pinger.send({ type: 'ping' })
    expect(await pinger.next((e) => e.type === 'pong')).toMatchObject({ at: expect.any(String) })
  })
})

describe('money: paid minutes, earnings and refunds', () => {
  it('charges the first minute at acceptance when no minutes are free; the astrologer earns it; an admin-granted refund gives it back', async () => {
    const customer = await signUpCustomer(chat)
    await credit(chat, customer.id, 30_000)
    const astrologer = await logInAstrologer(chat, 'venkata-subramanya-sarma') // ₹55 a minute
    const astroWs = await connect(astrologer.token)
    const customerWs = await connect(customer.token)
    const earningsBefore = (await api().get('/api/astrologer/me/earnings').set(bearer(astrologer.token))).body

    // The customer's first consultation (accepted) uses the free minutes …
    const first = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'venkata-subramanya-sarma' })).body.id
    expect((await api().post(`/api/consultations/${first}/accept`).set(bearer(astrologer.token))).body.freeMinutes).toBe(5)
    await api().post(`/api/consultations/${first}/end`).set(bearer(astrologer.token))
    // … the second one is paid from its first minute.
    const id = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'venkata-subramanya-sarma' })).body.id
    expect((await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))).body.freeMinutes).toBe(0)
    const billed = await customerWs.next((e) => isConsultation(id, 'active')(e) && e.bill.billedMinutes === 1)
    expect(billed.bill).toMatchObject({ chargedPaise: 5_500, balance: 24_500, minutesAffordable: 4 })
    await astroWs.next((e) => isConsultation(id)(e) && e.bill.billedMinutes === 1)

    const wallet = (await api().get('/api/wallet').set(bearer(customer.token))).body
    expect(wallet.balance).toBe(24_500)
    expect(wallet.transactions[0]).toMatchObject({ type: 'chat_charge', amount: -5_500, reference: id })
    const ended = (await api().post(`/api/consultations/${id}/end`).set(bearer(customer.token))).body
    expect(ended).toMatchObject({ status: 'ended', billedMinutes: 1, chargedPaise: 5_500 })

    const earnings = (await api().get('/api/astrologer/me/earnings').set(bearer(astrologer.token))).body
    expect(earnings.totalEarned - earningsBefore.totalEarned).toBe(3_850) // 70 % of ₹55
    expect(earnings).toMatchObject({ today: earnings.totalEarned, paidMinutes: earningsBefore.paidMinutes + 1, consultations: earningsBefore.consultations + 2 })
    expect(earnings.transactions[0]).toMatchObject({ type: 'astrologer_earning', amount: 3_850, reference: id })

    // Refund: the customer asks, an admin grants.
    const asked = await api().post(`/api/consultations/${id}/refund-request`).set(bearer(customer.token)).send({ reason: 'The astrologer answered a different question.' })
    expect(asked.status).toBe(201)
    expect(asked.body.refund).toMatchObject({ status: 'requested' })
    expect((await api().post(`/api/consultations/${id}/refund-request`).set(bearer(customer.token)).send({ reason: 'Asking twice for the money.' })).status).toBe(409)
    const admin = await logIn(chat, TEST_ADMIN.email, TEST_ADMIN.password)
    expect((await api().get('/api/admin/refund-requests').set(bearer(customer.token))).status).toBe(403)
    const queue = (await api().get('/api/admin/refund-requests?status=requested').set(bearer(admin.token))).body
    expect(queue.map((c: { id: string }) => c.id)).toContain(id)
    const granted = await api().post(`/api/admin/refund-requests/${id}/grant`).set(bearer(admin.token)).send({ note: 'Sorry about that.' })
    expect(granted.body).toMatchObject({ refundedPaise: 5_500, refund: { status: 'granted', refundedPaise: 5_500, note: 'Sorry about that.' } })
    expect((await api().post(`/api/admin/refund-requests/${id}/grant`).set(bearer(admin.token)).send({})).status).toBe(409)
    const audit = (await api().get('/api/admin/audit?action=refund.').set(bearer(admin.token))).body as Array<{ actor: string; target: string; after: unknown }>
    expect(audit.filter((e) => e.target === `consultation:${id}`)).toEqual([
      expect.objectContaining({ actor: TEST_ADMIN.email, after: { status: 'granted', refundedPaise: 5_500, note: 'Sorry about that.' } }),
    ])
    expect((await api().get('/api/wallet').set(bearer(customer.token))).body.balance).toBe(30_000)
    const afterRefund = (await api().get('/api/astrologer/me/earnings').set(bearer(astrologer.token))).body
    expect(afterRefund.totalEarned).toBe(earningsBefore.totalEarned)
    expect((await api().get('/api/admin/wallet/audit').set(bearer(admin.token))).body.balanced).toBe(true)
  })
})

describe('the astrologer dashboard', () => {
  it('shows and edits the own profile, tells every socket about going offline, and declines requests', async () => {
    // The printed demo credentials work.
    const astrologer = await logIn(chat, 'ananya-chatterjee@astrovedic.local', DEMO_ASTROLOGER_PASSWORD)
    expect((await api().get('/api/auth/me').set(bearer(astrologer.token))).body.role).toBe('astrologer')
    const me = (await api().get('/api/astrologer/me').set(bearer(astrologer.token))).body
    expect(me).toMatchObject({ id: 'astro-ananya-chatterjee', slug: 'ananya-chatterjee', userId: astrologer.id, bioTranslations: { en: expect.any(String) } })
    const customer = await signUpCustomer(chat)
    expect((await api().get('/api/astrologer/me').set(bearer(customer.token))).status).toBe(403)

    const invalid = await api().patch('/api/astrologer/me').set(bearer(astrologer.token)).send({ ratePerMinute: 0, languages: [] })
    expect(invalid.status).toBe(400)
    expect(invalid.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['languages', 'ratePerMinute'])
    const edited = await api()
      .patch('/api/astrologer/me')
      .set(bearer(astrologer.token))
      .send({ bio: 'Tarot and numerology for people at a crossroads, gently.', languages: ['Bengali', 'English'], specialties: ['Tarot Reading'], ratePerMinute: 38 })
    expect(edited.body).toMatchObject({ bio: 'Tarot and numerology for people at a crossroads, gently.', languages: ['Bengali', 'English'], specialties: ['Tarot Reading'], ratePerMinute: 38 })
    expect((await api().get('/api/astrologers')).body.find((a: { id: string }) => a.id === 'astro-ananya-chatterjee').ratePerMinute).toBe(38)

    const watcher = await connect(customer.token)
    await api().post('/api/astrologer/me/status').set(bearer(astrologer.token)).send({ online: false })
    expect(await watcher.next((e) => e.type === 'presence' && e.astrologerId === 'astro-ananya-chatterjee')).toMatchObject({ isOnline: false })
    expect((await api().get('/api/astrologers/astro-ananya-chatterjee')).body.isOnline).toBe(false)
    await api().post('/api/astrologer/me/status').set(bearer(astrologer.token)).send({ online: true })

    await credit(chat, customer.id, 3_800)
    const id = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'ananya-chatterjee' })).body.id
    expect((await api().post(`/api/consultations/${id}/decline`).set(bearer(customer.token))).status).toBe(403)
    expect((await api().post(`/api/consultations/${id}/decline`).set(bearer(astrologer.token))).body.status).toBe('declined')
    expect((await watcher.next(isConsultation(id, 'declined'))).consultation.status).toBe('declined')
    expect((await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))).body.code).toBe('CONSULTATION.NOT_REQUESTED')
    const mine = (await api().get('/api/consultations').set(bearer(customer.token))).body
    expect(mine[0]).toMatchObject({ id, status: 'declined', ratePaise: 3_800 })
  })
})
