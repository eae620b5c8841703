import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WalletLedger } from '../../core/wallet/ports/wallet-ledger'
import { PROMOTIONS, REPORT_SALES } from '../../core/wallet/rules'
import { GenerateReport, REPORT_MAX_ATTEMPTS } from '../../core/reports/generate-report'
import { ReportStore } from '../../core/reports/ports/report-store'
import { UserRepository } from '../../core/accounts/ports/user-repository'
import { Mailer } from '../../core/shared/ports/mailer'
import { Phrasebook } from '../../core/shared/ports/phrasebook'
import { Clock } from '../../core/shared/ports/clock'
import { OfferClaims } from '../../core/offers/ports/offer-claims'
import type { ReportWriting } from '../../core/reports/ports/report-writing'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { freshPostgres, postgresUrl } from '../support/storage'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
let births = 0
/** A birth no other test has used (the offer is once per person). */
const newBirth = () => ({ name: 'Kavya Rao', date: '1991-06-11', time: `0${Math.floor(births / 60) % 10}:${String(births++ % 60).padStart(2, '0')}`, lat: 17.385, lon: 78.4867, tz: 'Asia/Kolkata' })

function customers(platform: () => Platform) {
  const api = () => request(platform().app)
  let counter = 0
  return {
    api,
    async signUp(): Promise<{ token: string; id: string }> {
      const res = await api().post('/api/auth/signup').send({ name: 'Offer Taker', email: `offer-${++counter}-${Date.now()}@example.com`, password: 'offer taker pw 9' })
      return { token: res.body.token, id: res.body.user.id }
    },
    async recharge(token: string, amount: number): Promise<void> {
      const order = await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount })
      await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' })
    },
    async balance(token: string): Promise<number> {
      return (await api().get('/api/wallet').set(bearer(token))).body.balance
    },
    order(token: string, key: string, body: object) {
      return api().post('/api/reports').set(bearer(token)).set('Idempotency-Key', key).send(body)
    },
    async mine(token: string): Promise<{ firstReport: boolean; firstQuestion: boolean }> {
      return (await api().get('/api/offers/mine').set(bearer(token))).body
    },
  }
}

describe('the first report free (embedded database)', () => {
  let platform: Platform
  let admin: string
  const c = customers(() => platform)
  beforeAll(async () => {
    platform = await testPlatform({}, { holdReportWorker: true })
    admin = (await c.api().post('/api/auth/login').send(TEST_ADMIN)).body.token
  })
  afterAll(async () => platform?.close())
  const promotions = () => platform.container.resolve<WalletLedger>(WalletLedger).balance(PROMOTIONS)

  it('gives a new customer their first premium report from the promotions account, once, and charges the next', async () => {
    const customer = await c.signUp()
    expect(await c.mine(customer.token)).toEqual({ firstReport: true, firstQuestion: true, firstChatMinutes: 5 })
    const terms = (await c.api().get('/api/platform-terms')).body
    expect(terms.offers.firstReport).toEqual({ enabled: true, reportType: 'premium', price: 49_900 })
    const before = await promotions()
    const birth = newBirth()
    const free = await c.order(customer.token, 'free-1', { type: 'premium', birth, lang: 'en' })
    expect(free.status).toBe(201)
    expect(free.body).toMatchObject({ offer: 'first-report', price: 49_900 })
    expect(await c.balance(customer.token)).toBe(0)
    expect(await promotions()).toBe(before - 49_900)
    // The retry of the same order is the same report, and gives nothing away twice.
    expect((await c.order(customer.token, 'free-1', { type: 'premium', birth, lang: 'en' })).body.id).toBe(free.body.id)
    expect(await promotions()).toBe(before - 49_900)
    expect(await c.mine(customer.token)).toMatchObject({ firstReport: false })
    // The second one is paid: without balance, 402 with the full price missing.
    const second = await c.order(customer.token, 'paid-1', { type: 'premium', birth: newBirth(), lang: 'en' })
    expect(second.status).toBe(402)
    expect(second.body.details).toMatchObject({ price: 49_900, shortfall: 49_900 })
    const reports = (await c.api().get('/api/reports').set(bearer(customer.token))).body
    expect(reports.map((r: { offer: string | null }) => r.offer)).toEqual(['first-report'])
  })

  it('is only for the report the admins chose, and not at all when they switch it off', async () => {
    const customer = await c.signUp()
    await c.recharge(customer.token, 60_000)
    const career = await c.order(customer.token, 'career-1', { type: 'career', birth: newBirth(), lang: 'en' })
    expect(career.body.offer).toBeNull()
    expect(await c.balance(customer.token)).toBe(100)
    const settings = (await c.api().get('/api/admin/settings').set(bearer(admin))).body
    const off = { ...settings, offers: { ...settings.offers, firstReport: { enabled: false, reportType: 'premium' } } }
    expect((await c.api().put('/api/admin/settings').set(bearer(admin)).send(off)).status).toBe(200)
    try {
      const other = await c.signUp()
      expect(await c.mine(other.token)).toMatchObject({ firstReport: false })
      expect((await c.api().get('/api/platform-terms')).body.offers.firstReport.enabled).toBe(false)
      expect((await c.order(other.token, 'off-1', { type: 'premium', birth: newBirth(), lang: 'en' })).status).toBe(402)
    } finally {
      await c.api().put('/api/admin/settings').set(bearer(admin)).send(settings)
    }
    const bad = await c.api().put('/api/admin/settings').set(bearer(admin)).send({ ...settings, offers: { ...settings.offers, firstQuestion: { enabled: true, maxChars: 5 } } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('A question may be 100 to 2000 characters long')
  })

  it('is once per person: a second account ordering for the same birth pays', async () => {
    const birth = newBirth()
    const first = await c.signUp()
    expect((await c.order(first.token, 'p-1', { type: 'premium', birth, lang: 'hi' })).body.offer).toBe('first-report')
    const second = await c.signUp()
    expect(await c.mine(second.token)).toMatchObject({ firstReport: true })
    const again = await c.order(second.token, 'p-2', { type: 'premium', birth: { ...birth, name: 'Someone Else' }, lang: 'hi' })
    expect(again.status).toBe(402)
    // Their own chart is theirs to have free.
    expect((await c.order(second.token, 'p-3', { type: 'premium', birth: newBirth(), lang: 'hi' })).body.offer).toBe('first-report')
  })

  it('gives the offer back when the report cannot be written, returning the price to the promotions account', async () => {
    const customer = await c.signUp()
    const res = await c.order(customer.token, 'doomed', { type: 'premium', birth: newBirth(), lang: 'en' })
    expect(res.body.offer).toBe('first-report')
    const before = await promotions()
    const k = platform.container
    const failing = { write: async () => Promise.reject(new Error('ink ran out')) } as unknown as ReportWriting
    const generate = new GenerateReport(k.resolve(ReportStore), failing, k.resolve(WalletLedger), k.resolve(UserRepository), k.resolve(Mailer), k.resolve(Phrasebook), k.resolve(Clock), 'http://localhost', k.resolve(OfferClaims))
    for (let attempt = 1; attempt < REPORT_MAX_ATTEMPTS; attempt++) await expect(generate.execute(res.body.id)).rejects.toThrow('ink ran out')
    await generate.execute(res.body.id)
    expect((await c.api().get(`/api/reports/${res.body.id}`).set(bearer(customer.token))).body).toMatchObject({ status: 'failed', refunded: true })
    expect(await promotions()).toBe(before + 49_900)
    expect(await c.balance(customer.token)).toBe(0)
    expect(await c.mine(customer.token)).toMatchObject({ firstReport: true })
  })

  it('answers 401 to a visitor asking for their offers', async () => {
    expect((await c.api().get('/api/offers/mine')).status).toBe(401)
  })
})

describe.runIf(postgresUrl)('the first report free under parallel orders (PostgreSQL)', () => {
  let platform: Platform
  const c = customers(() => platform)
  beforeAll(async () => {
    platform = await testPlatform({}, { storage: await freshPostgres(), holdReportWorker: true })
  })
  afterAll(async () => platform?.close())

  it('gives exactly one of eight parallel orders free, whatever their keys and births', async () => {
    const customer = await c.signUp()
    await c.recharge(customer.token, 49_900)
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => c.order(customer.token, `race-${i}`, { type: 'premium', birth: newBirth(), lang: 'en' })))
    const made = answers.filter((a) => a.status === 201)
    expect(made.filter((a) => a.body.offer === 'first-report')).toHaveLength(1)
    // The balance paid for exactly one more; the rest were refused for want of it.
    expect(made).toHaveLength(2)
    expect(answers.filter((a) => a.status === 402)).toHaveLength(6)
    expect(await c.balance(customer.token)).toBe(0)
    const ledger = platform.container.resolve<WalletLedger>(WalletLedger)
    expect(await ledger.balance(REPORT_SALES)).toBe(2 * 49_900)
  })

  it('gives one of two accounts ordering the same birth at once the free report', async () => {
    const birth = newBirth()
    const [a, b] = await Promise.all([c.signUp(), c.signUp()])
    const answers = await Promise.all([a, b].map((who, i) => c.order(who.token, `same-${i}`, { type: 'premium', birth, lang: 'en' })))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 402])
  })
})
