import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { DEMO_ASTROLOGER_PASSWORD, demoAstrologerEmail } from '../../server/seed-astrologer-accounts'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { listEndpoints } from '../support/route-list'

/**
 * The authorization matrix: every endpoint of the running app (read from Express's route
 * table) × anonymous, a customer, a second customer, an astrologer and an admin. Each endpoint must be
 * classified below: a new endpoint without a class fails this test until someone decides who may call it.
 * Anonymous callers of anything not public get 401, signed-in callers of another role's endpoint 403,
 * nobody gets a 5xx, and the second customer cannot touch the first one's chart or payment order.
 */
type Access = 'public' | 'signed-in' | 'customer' | 'astrologer' | 'participant' | 'admin' | 'razorpay-only'

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/analytics/ga-config': 'public',
  'POST /api/analytics/events': 'public',
  'GET /api/platform-terms': 'public',
  'POST /api/astrologer-applications': 'public',
  'GET /api/admin/astrologer-applications': 'admin',
  'GET /api/admin/recharge-packages': 'admin',
  'PUT /api/admin/recharge-packages': 'admin',
  'POST /api/admin/astrologer-applications/:id/approve': 'admin',
  'POST /api/admin/astrologer-applications/:id/reject': 'admin',
  'GET /api/admin/analytics/funnel': 'admin',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/providers': 'public',
  'POST /api/auth/email': 'signed-in',
  'POST /api/auth/email/confirm': 'public',
  // Answer 404 unless GOOGLE_CLIENT_ID/SECRET are configured (tests/api/google-sign-in.test.ts covers them).
  'GET /api/auth/google/start': 'public',
  'GET /api/auth/google/callback': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/password': 'signed-in',
  'PUT /api/auth/profile': 'signed-in',
  'GET /api/auth/export': 'signed-in',
  'POST /api/auth/delete': 'signed-in',
  'POST /api/auth/reset-pin/request': 'public',
  'POST /api/auth/reset-pin/confirm': 'public',
  'GET /api/admin/outbox': 'admin',
  'GET /api/astrologers': 'public',
  'GET /api/articles': 'public',
  'GET /api/articles/:idOrSlug': 'public',
  'GET /api/wallet/packages': 'public',
  'GET /api/stats': 'public',
  'GET /api/zodiac-image/:file': 'public',
  'GET /api/astrologer-image/:file': 'public',
  'GET /api/og-image.jpg': 'public',
  'GET /api/locations/search': 'public',
  'GET /api/kundli': 'public',
  'POST /api/kundli': 'public',
  'GET /api/matching': 'public',
  'POST /api/matching': 'public',
  'GET /api/panchang/today': 'public',
  'GET /api/panchang/month': 'public',
  'GET /api/panchang': 'public',
  'GET /api/festivals': 'public',
  'GET /api/muhurat': 'public',
  'GET /api/doshas': 'public',
  'GET /api/sade-sati': 'public',
  'GET /api/transits': 'public',
  'GET /api/ingresses': 'public',
  'GET /api/lal-kitab': 'public',
  'GET /api/marriage-astrology': 'public',
  'GET /api/kp/ruling-planets': 'public',
  'GET /api/numerology': 'public',
  'GET /api/numerology/year': 'public',
  'GET /api/lucky-numbers': 'public',
  'GET /api/baby-names': 'public',
  'GET /api/baby-names/syllables': 'public',
  'GET /api/gemstones': 'public',
  'GET /api/tarot/draw': 'public',
  'GET /api/tarot/year': 'public',
  'GET /api/love-compatibility': 'public',
  'GET /api/guides/:slug': 'public',
  'GET /api/horoscope/:period/:sign': 'public',
  'GET /api/nakshatras/:slug': 'public',
  'GET /api/zodiac-signs': 'public',
  'GET /api/charts': 'signed-in',
  'POST /api/charts': 'signed-in',
  'DELETE /api/charts/:id': 'signed-in',
  'GET /api/wallet': 'signed-in',
  'POST /api/wallet/recharge': 'signed-in',
  'GET /api/reports/catalog': 'public',
  'GET /api/reports/samples/:type': 'public',
  'GET /api/reports/samples/:type/pdf': 'public',
  'POST /api/reports': 'signed-in',
  'GET /api/reports': 'signed-in',
  'GET /api/reports/:id': 'signed-in',
  'GET /api/reports/:id/pdf': 'signed-in',
  'GET /api/offers/mine': 'signed-in',
  'POST /api/questions': 'customer',
  'GET /api/questions': 'signed-in',
  'GET /api/questions/:id': 'signed-in',
  'GET /api/astrologer/questions': 'astrologer',
  'POST /api/questions/:id/take': 'astrologer',
  'POST /api/questions/:id/answer': 'astrologer',
  'GET /api/admin/questions': 'admin',
  'GET /api/astrologer/availability': 'astrologer',
  'PUT /api/astrologer/availability': 'astrologer',
  'GET /api/astrologers/:id/slots': 'public',
  'POST /api/bookings': 'customer',
  'GET /api/bookings': 'signed-in',
  'GET /api/admin/bookings': 'admin',
  // Participation is checked on the booking: anyone else gets 404.
  'GET /api/bookings/:id': 'participant',
  'GET /api/bookings/:id/ics': 'participant',
  'POST /api/bookings/:id/cancel': 'participant',
  'POST /api/bookings/:id/join': 'participant',
  // The sandbox gateway's own pages and callbacks: whoever holds the order id.
  'GET /api/payments/sandbox/checkout/:orderId': 'public',
  'POST /api/payments/sandbox/callback': 'public',
  'POST /api/payments/sandbox/confirm': 'public',
  // Answers only when PAYMENT_PROVIDER=razorpay (signed in); with the sandbox it does not exist for anyone.
  'POST /api/payments/razorpay/verify': 'razorpay-only',
  'POST /api/payments/razorpay/webhook': 'public',
  'GET /api/payments/orders/:orderId': 'signed-in',
  'POST /api/admin/wallet/adjust': 'admin',
  'GET /api/admin/payments': 'admin',
  'GET /api/admin/wallet/audit': 'admin',
  'POST /api/consultations': 'customer',
  'GET /api/consultations': 'signed-in',
  'GET /api/consultations/:id': 'participant',
  'POST /api/consultations/:id/accept': 'participant',
  'POST /api/consultations/:id/decline': 'participant',
  'POST /api/consultations/:id/end': 'participant',
  'GET /api/consultations/:id/ice': 'participant',
  'GET /api/consultations/:id/messages': 'participant',
  'POST /api/consultations/:id/messages': 'participant',
  'POST /api/consultations/:id/read': 'participant',
  'POST /api/consultations/:id/refund-request': 'participant',
  'POST /api/consultations/:id/review': 'participant',
  'GET /api/astrologers/:idOrSlug': 'public',
  'GET /api/astrologers/:idOrSlug/reviews': 'public',
  'GET /api/astrologer/me': 'astrologer',
  'PATCH /api/astrologer/me': 'astrologer',
  'POST /api/astrologer/me/status': 'astrologer',
  'GET /api/astrologer/me/requests': 'astrologer',
  'GET /api/astrologer/me/earnings': 'astrologer',
  'POST /api/contact': 'public',
  'GET /api/admin/responses': 'admin',
  'POST /api/admin/responses/:id/reply': 'admin',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  'POST /api/admin/users/:id/suspend': 'admin',
  'POST /api/admin/users/:id/restore': 'admin',
  'GET /api/admin/articles': 'admin',
  'POST /api/admin/articles': 'admin',
  'POST /api/admin/articles/preview': 'admin',
  'GET /api/admin/articles/:id': 'admin',
  'PUT /api/admin/articles/:id/versions/:lang': 'admin',
  'POST /api/admin/articles/:id/publish': 'admin',
  'POST /api/admin/articles/:id/unpublish': 'admin',
  'DELETE /api/admin/articles/:id': 'admin',
  'POST /api/admin/article-images': 'admin',
  'GET /api/article-images/:id': 'public',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/settings': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/horoscope/:period/:sign': 'admin',
  'PUT /api/admin/horoscope/:period/:sign': 'admin',
  'GET /api/admin/refund-requests': 'admin',
  'POST /api/admin/refund-requests/:id/grant': 'admin',
  'POST /api/admin/refund-requests/:id/deny': 'admin',
}

type Actor = 'anonymous' | 'customer' | 'otherCustomer' | 'astrologer' | 'admin'
const ACTORS: Actor[] = ['anonymous', 'customer', 'otherCustomer', 'astrologer', 'admin']

let platform: Platform
const tokens: Partial<Record<Actor, string>> = {}
let chartId = ''
let orderId = ''

const api = () => request(platform.app)

async function login(email: string, password: string): Promise<string> {
  const res = await api().post('/api/auth/login').send({ email, password })
  expect(res.status, `sign-in of ${email}`).toBe(200)
  return res.body.token as string
}

beforeAll(async () => {
  platform = await testPlatform({ LOGIN_RATE_LIMIT_PER_IP: '1000' })
  tokens.customer = (await api().post('/api/auth/signup').send({ name: 'Matrix Owner', email: 'matrix-a@example.com', password: 'matrix owner pw' })).body.token
  tokens.otherCustomer = (await api().post('/api/auth/signup').send({ name: 'Matrix Other', email: 'matrix-b@example.com', password: 'matrix other pw' })).body.token
  tokens.astrologer = await login(demoAstrologerEmail('priya-deshpande'), DEMO_ASTROLOGER_PASSWORD)
  tokens.admin = await login(TEST_ADMIN.email, TEST_ADMIN.password)
  const auth = { Authorization: `Bearer ${tokens.customer}` }
  chartId = (
    await api()
      .post('/api/charts')
      .set(auth)
      .send({ name: 'Asha', relation: 'self', gender: 'female', birthDate: '1990-01-01', birthTime: '10:00', birthPlace: 'Delhi', latitude: 28.6, longitude: 77.2 })
  ).body.id
  orderId = (await api().post('/api/wallet/recharge').set(auth).set('Idempotency-Key', 'matrix-order').send({ amount: 100 })).body.orderId
  expect(chartId && orderId).toBeTruthy()
})
afterAll(async () => platform.close())

/** The endpoint's path with its parameters filled: the first customer's chart and order, placeholders elsewhere. */
function concrete(path: string): string {
  return path
    .replace(':id', path.startsWith('/api/charts') ? chartId : 'no-such-id')
    .replace(':orderId', orderId)
    .replace(':idOrSlug', 'priya-deshpande')
    .replace(':file', 'Aries.jpg')
}

function call(method: string, path: string, actor: Actor) {
  const r = api()[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](concrete(path))
  const token = tokens[actor]
  if (token) r.set('Authorization', `Bearer ${token}`)
  return method === 'GET' ? r : r.send({})
}

/** Which actors a class lets through the authorization check. */
const ALLOWED: Record<Access, Actor[]> = {
  public: ACTORS,
  'signed-in': ['customer', 'otherCustomer', 'astrologer', 'admin'],
  customer: ['customer', 'otherCustomer'],
  astrologer: ['astrologer'],
  // Participation is checked on the consultation itself: any signed-in caller reaches that check.
  participant: ['customer', 'otherCustomer', 'astrologer', 'admin'],
  admin: ['admin'],
  'razorpay-only': [],
}

describe('authorization matrix', () => {
  it('classifies every endpoint of the app, and nothing that is not one', () => {
    const live = listEndpoints(platform.app)
      .filter((e) => e.path.startsWith('/api'))
      .map((e) => `${e.method} ${e.path}`)
    expect(live.filter((k) => !(k in ACCESS)), 'endpoints with no access class').toEqual([])
    expect(Object.keys(ACCESS).filter((k) => !live.includes(k)), 'classified endpoints that do not exist').toEqual([])
  })

  // Before the matrix: its DELETE as the owner removes the chart.
  it("a customer cannot see or delete another customer's chart, nor read their payment order", async () => {
    const other = { Authorization: `Bearer ${tokens.otherCustomer}` }
    expect((await api().delete(`/api/charts/${chartId}`).set(other)).status).toBe(404)
    expect((await api().get('/api/charts').set(other)).body).toEqual([])
    expect((await api().get(`/api/payments/orders/${orderId}`).set(other)).status).toBe(404)
    const owner = { Authorization: `Bearer ${tokens.customer}` }
    expect((await api().get('/api/charts').set(owner)).body.map((c: { id: string }) => c.id)).toEqual([chartId])
  })

  for (const [key, access] of Object.entries(ACCESS)) {
    const [method, path] = key.split(' ') as [string, string]
    it(`${key} (${access})`, async () => {
      for (const actor of ACTORS) {
        // Logging out would end the actor's session for the rest of the matrix.
        if (key === 'POST /api/auth/logout' && actor !== 'anonymous') continue
        const res = await call(method, path, actor)
        const where = `${key} as ${actor}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`
        expect(res.status, where).toBeLessThan(500)
        if (access === 'razorpay-only') expect(res.status, where).toBe(404)
        else if (ALLOWED[access].includes(actor)) expect([401, 403], where).not.toContain(res.status)
        else expect(res.status, where).toBe(actor === 'anonymous' ? 401 : 403)
      }
    })
  }

})
