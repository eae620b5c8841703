import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../core/endpoints'
import { READ_ENDPOINTS } from '../../core/read-endpoints'
import type { Access } from '../../core/shared/endpoint'
import type { Platform } from '../../server/platform'
import { DEMO_ASTROLOGER_PASSWORD, demoAstrologerEmail } from '../../server/seed-astrologer-accounts'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { listEndpoints } from '../support/route-list'

/**
 * The calls the public contract (../shared/API.md, a promise to partner sites) documents, transcribed:
 * each must be mounted, a declared one must admit the caller the contract names, and each documented body
 * must be accepted as written. A contract row without a counterpart here is a gap in this list.
 */
type Who = 'anyone' | 'signed-in' | 'customer' | 'astrologer' | 'admin' | 'adapter'
interface Documented {
  call: string
  who: Who
  /** a body in the documented shape, and who sends it (defaults to `who`) */
  body?: () => Record<string, unknown>
  as?: 'anonymous' | 'customer' | 'admin'
}

const BIRTH = { name: 'Meera Iyer', date: '1992-08-14', time: '06:40', lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata' }
let customerId = ''

const DOCUMENTED: Documented[] = [
  { call: 'GET /api/auth/me', who: 'adapter' },
  { call: 'POST /api/auth/login', who: 'adapter', body: () => ({ email: 'contract-customer@example.com', password: 'contract customer pw' }), as: 'anonymous' },
  { call: 'POST /api/auth/signup', who: 'adapter', body: () => ({ email: 'contract-new@example.com', password: 'a new contract pw', name: 'Contract New' }), as: 'anonymous' },
  { call: 'POST /api/auth/logout', who: 'adapter' },
  { call: 'GET /api/analytics/ga-config', who: 'adapter' },
  { call: 'POST /api/analytics/events', who: 'anyone', body: () => ({ name: 'page_view', path: '/kundli', sessionId: 'partner-session-01', props: { source: 'partner' } }) },
  { call: 'GET /api/locations/search', who: 'adapter' },
  { call: 'GET /api/panchang/today', who: 'anyone' },
  { call: 'GET /api/panchang', who: 'anyone' },
  { call: 'GET /api/astrologers', who: 'anyone' },
  { call: 'GET /api/zodiac-image/:file', who: 'adapter' },
  { call: 'GET /api/kundli', who: 'anyone' },
  {
    call: 'POST /api/kundli',
    who: 'anyone',
    body: () => ({ name: 'Meera', birthDate: '1992-08-14', birthTime: '06:40', birthPlace: 'Chennai, Tamil Nadu, India', gender: 'female', latitude: 13.0827, longitude: 80.2707 }),
  },
  { call: 'GET /api/matching', who: 'anyone' },
  { call: 'GET /api/festivals', who: 'anyone' },
  { call: 'GET /api/horoscope/:period/:sign', who: 'anyone' },
  { call: 'GET /api/doshas', who: 'anyone' },
  { call: 'GET /api/sade-sati', who: 'anyone' },
  { call: 'GET /api/numerology', who: 'anyone' },
  { call: 'GET /api/baby-names', who: 'anyone' },
  { call: 'GET /api/transits', who: 'anyone' },
  { call: 'GET /api/tarot/draw', who: 'anyone' },
  { call: 'GET /api/reports/catalog', who: 'anyone' },
  { call: 'POST /api/reports', who: 'signed-in', body: () => ({ type: 'life', birth: BIRTH, lang: 'ta' }) },
  { call: 'GET /api/reports', who: 'signed-in' },
  { call: 'GET /api/reports/:id', who: 'signed-in' },
  { call: 'GET /api/reports/:id/pdf', who: 'adapter' },
  { call: 'POST /api/contact', who: 'anyone', body: () => ({ name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Can I get my report in Telugu as well?' }) },
  { call: 'GET /api/admin/responses', who: 'admin' },
  { call: 'GET /api/admin/settings', who: 'admin' },
  { call: 'PUT /api/admin/settings', who: 'admin' },
  { call: 'GET /api/admin/audit', who: 'admin' },
  { call: 'GET /api/wallet', who: 'signed-in' },
  { call: 'GET /api/wallet/packages', who: 'anyone' },
  { call: 'POST /api/wallet/recharge', who: 'signed-in', body: () => ({ packageId: 'pkg-500' }) },
  { call: 'POST /api/wallet/recharge', who: 'signed-in', body: () => ({ amount: 25_000 }) },
  { call: 'POST /api/payments/sandbox/confirm', who: 'adapter' },
  { call: 'POST /api/payments/razorpay/webhook', who: 'adapter' },
  { call: 'POST /api/admin/wallet/adjust', who: 'admin', body: () => ({ userId: customerId, amount: 10_000, reason: 'Goodwill credit after a dropped chat' }) },
  { call: 'GET /api/consultations', who: 'signed-in' },
  { call: 'POST /api/consultations', who: 'customer', body: () => ({ astrologerId: 'priya-deshpande', type: 'chat' }) },
  { call: 'POST /api/consultations/:id/accept', who: 'signed-in' },
  { call: 'POST /api/consultations/:id/decline', who: 'signed-in' },
  { call: 'POST /api/consultations/:id/end', who: 'signed-in' },
  { call: 'GET /api/consultations/:id/ice', who: 'signed-in' },
  { call: 'GET /api/consultations/:id/messages', who: 'signed-in' },
]

const DECLARED = [...ENDPOINTS.map((e) => ({ call: `${e.method} ${e.path}`, access: e.access as Access })), ...READ_ENDPOINTS.map((e) => ({ call: `${e.method ?? 'GET'} ${e.path}`, access: 'anyone' as Access }))]

let platform: Platform
const tokens: Record<'anonymous' | 'customer' | 'admin', string | null> = { anonymous: null, customer: null, admin: null }
const api = () => request(platform.app)

beforeAll(async () => {
  platform = await testPlatform({ LOGIN_RATE_LIMIT_PER_IP: '1000' })
  const signup = await api().post('/api/auth/signup').send({ name: 'Contract Customer', email: 'contract-customer@example.com', password: 'contract customer pw' })
  tokens.customer = signup.body.token
  customerId = signup.body.user.id
  tokens.admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
  // The astrologer online, so that a documented consultation request can be accepted as written.
  const astrologer = (await api().post('/api/auth/login').send({ email: demoAstrologerEmail('priya-deshpande'), password: DEMO_ASTROLOGER_PASSWORD })).body.token
  expect((await api().post('/api/astrologer/me/status').set('Authorization', `Bearer ${astrologer}`).send({ online: true })).status).toBe(200)
})
afterAll(async () => platform.close())

describe('the documented calls', () => {
  it('are each mounted, and a declared one admits the caller the contract names', () => {
    const mounted = new Set(listEndpoints(platform.app).map((e) => `${e.method} ${e.path}`))
    const missing = DOCUMENTED.filter((d) => !mounted.has(d.call)).map((d) => d.call)
    expect(missing).toEqual([])
    const wrong = DOCUMENTED.filter((d) => d.who !== 'adapter').flatMap((d) => {
      const declared = DECLARED.find((e) => e.call === d.call)
      return declared?.access === d.who ? [] : [`${d.call}: documented ${d.who}, declared ${declared?.access ?? 'nowhere'}`]
    })
    expect(wrong).toEqual([])
  })

  for (const d of DOCUMENTED.filter((x) => x.body))
    it(`${d.call} accepts the documented body`, async () => {
      const [method, path] = d.call.split(' ') as [string, string]
      const body = d.body!()
      const r = api()[method.toLowerCase() as 'post' | 'put'](path).set('Idempotency-Key', `contract-${Math.random().toString(36).slice(2)}`)
      const who = d.as ?? (d.who === 'admin' ? 'admin' : d.who === 'anyone' ? 'anonymous' : 'customer')
      if (tokens[who]) r.set('Authorization', `Bearer ${tokens[who]}`)
      const res = await r.send(body)
      // Accepted as written: neither a refusal of its shape nor a failure; 402 (the wallet cannot pay) is
      // the documented answer to a well-formed order from an empty wallet.
      expect(res.status, `${d.call} ${JSON.stringify(res.body)}`).toBeLessThan(d.call === 'POST /api/reports' ? 403 : 300)
      if (res.status >= 300) expect(res.status).toBe(402)
    })
})
