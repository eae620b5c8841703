import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, credit, logInAstrologer, signUpCustomer, startChatServer, type ChatServer } from '../support/chat-platform'

/** The data export holds everything stored about the person: a chat with its messages, a report, the ledger, the orders. */
let chat: ChatServer
beforeAll(async () => {
  chat = await startChatServer()
})
afterAll(async () => chat.close())
const api = () => chat.api()
const BIRTH = { name: 'Meera Nair', date: '1991-07-09', time: '06:40', lat: 9.9312, lon: 76.2673, tz: 'Asia/Kolkata' }

describe('GET /api/auth/export', () => {
  it("gives the customer's chats with every message, reports, payment orders and every ledger line; the astrologer's their side", async () => {
    const customer = await signUpCustomer(chat, 'Meera Nair')
    await credit(chat, customer.id, 150_000)
    const order = (await api().post('/api/wallet/recharge').set(bearer(customer.token)).send({ packageId: 'pkg-500' })).body
    const astrologer = await logInAstrologer(chat, 'acharya-ramesh-shastri')

    const id = (await api().post('/api/consultations').set(bearer(customer.token)).send({ astrologerId: 'acharya-ramesh-shastri' })).body.id as string
    expect((await api().post(`/api/consultations/${id}/accept`).set(bearer(astrologer.token))).status).toBe(200)
    await api().post(`/api/consultations/${id}/messages`).set(bearer(customer.token)).send({ text: 'When is a good time to change jobs?' })
    await api().post(`/api/consultations/${id}/messages`).set(bearer(astrologer.token)).send({ text: 'After Jupiter enters your tenth house.' })
    expect((await api().post(`/api/consultations/${id}/end`).set(bearer(customer.token))).status).toBe(200)
    const report = await api().post('/api/reports').set(bearer(customer.token)).set('Idempotency-Key', 'export-1').send({ type: 'career', birth: BIRTH, lang: 'en' })
    expect(report.status).toBe(201)

    // What the person sent through the contact form, and a page view while signed in.
    const email = (await api().get('/api/auth/me').set(bearer(customer.token))).body.email as string
    expect((await api().post('/api/contact').send({ name: 'Meera Nair', email: email.toUpperCase(), message: 'Please send me a receipt for my recharge.' })).status).toBeLessThan(300)
    const recorded = await api().post('/api/analytics/events').set(bearer(customer.token)).send({ sessionId: 'export-session-1', events: [{ name: 'page_view', path: '/kundli' }] })
    expect(recorded.status).toBe(202)
    expect((await api().post('/api/auth/reset-pin/request').send({ email })).status).toBe(202)

    const mine = await api().get('/api/auth/export').set(bearer(customer.token))
    expect(mine.status).toBe(200)
    expect(mine.body.account).toMatchObject({ id: customer.id, name: 'Meera Nair', language: 'en' })
    expect(mine.body.consultations).toEqual([
      expect.objectContaining({
        id,
        status: 'ended',
        astrologer: expect.objectContaining({ slug: 'acharya-ramesh-shastri' }),
        messages: [
          expect.objectContaining({ seq: 1, from: 'customer', text: 'When is a good time to change jobs?' }),
          expect.objectContaining({ seq: 2, from: 'astrologer', text: 'After Jupiter enters your tenth house.' }),
        ],
      }),
    ])
    expect(mine.body.reports).toEqual([expect.objectContaining({ id: report.body.id, type: 'career', birth: expect.objectContaining({ name: 'Meera Nair' }) })])
    expect(mine.body.paymentOrders).toEqual([expect.objectContaining({ id: order.orderId, status: 'created' })])
    const wallet = (await api().get('/api/wallet?limit=100').set(bearer(customer.token))).body
    expect(mine.body.wallet.balancePaise).toBe(wallet.balance)
    // The credit and the report's purchase, each a ledger line.
    expect(mine.body.wallet.transactions.map((t: { id: string }) => t.id).sort()).toEqual(wallet.transactions.map((t: { id: string }) => t.id).sort())
    expect(mine.body.wallet.transactions.length).toBeGreaterThanOrEqual(2)
    expect(mine.body.astrologerProfile).toBeUndefined()
    expect(mine.body.contactMessages).toEqual([expect.objectContaining({ message: 'Please send me a receipt for my recharge.' })])
    expect(mine.body.analyticsEvents).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'page_view', path: '/kundli', userId: customer.id })]))
    expect(mine.body.mails.length).toBeGreaterThanOrEqual(1)
    for (const mail of mine.body.mails as Array<{ to: string }>) expect(mail.to.toLowerCase()).toBe(email.toLowerCase())

    const theirs = (await api().get('/api/auth/export').set(bearer(astrologer.token))).body
    expect(theirs.astrologerProfile).toMatchObject({ slug: 'acharya-ramesh-shastri' })
    const withMeera = theirs.consultationsAsAstrologer.find((c: { id: string }) => c.id === id)
    expect(withMeera.messages).toHaveLength(2)
    // Nobody else's chats leak into an export.
    const stranger = await signUpCustomer(chat)
    const strangers = (await api().get('/api/auth/export').set(bearer(stranger.token))).body
    expect(strangers.consultations).toEqual([])
    expect(strangers.reports).toEqual([])
    expect(strangers.paymentOrders).toEqual([])
    expect(strangers.contactMessages).toEqual([])
    expect(strangers.analyticsEvents).toEqual([])
    expect(strangers.mails).toEqual([])
  })
})
