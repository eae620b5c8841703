import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/** GET/PUT /api/admin/settings: validated, applied without a restart, audited. */
let platform: Platform
let admin = ''
let customer = ''
const api = () => request(platform.app)
const as = (token: string) => ({ Authorization: `Bearer ${token}` })
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
  customer = (await api().post('/api/auth/signup').send({ name: 'Settings Reader', email: 'settings.reader@example.com', password: 'settings reader pw' })).body.token
})
afterAll(async () => platform.close())

const current = async () => (await api().get('/api/admin/settings').set(as(admin))).body

describe('admin settings', () => {
  it("starts from the spec's constants", async () => {
    const settings = await current()
    expect(settings).toMatchObject({ freeChatMinutes: 5, features: { chatConsultations: true, newSignups: true }, analytics: { hosts: {} } })
    expect(Math.min(...(Object.values(settings.reportPrices) as number[]))).toBe(49_900)
  })

  it('refuses bad values with the field named, and keeps the settings as they were', async () => {
    const before = await current()
    const bad = await api()
      .put('/api/admin/settings')
      .set(as(admin))
      .send({ ...before, freeChatMinutes: -1, commissionPercent: 101, reportPrices: { ...before.reportPrices, life: 12.5 }, analytics: { hosts: { 'bad host!': { measurementId: 'UA-1', description: '' } } } })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(expect.arrayContaining(['commissionPercent', 'freeChatMinutes', 'reportPrices.life']))
    expect(await current()).toEqual(before)
  })

  it('applies changes at once: paused sign-ups and chats answer 503, a sister host gets its own analytics id', async () => {
    const before = await current()
    const next = {
      ...before,
      features: { chatConsultations: false, newSignups: false },
      analytics: { hosts: { 'telugu.astrovedic.example': { measurementId: 'G-TELUGU123', description: 'Telugu site' } } },
    }
    expect((await api().put('/api/admin/settings').set(as(admin)).send(next)).status).toBe(200)
    const signup = await api().post('/api/auth/signup').send({ name: 'Late Comer', email: 'late@example.com', password: 'late comer pw 22' })
    expect(signup.status).toBe(503)
    expect(signup.body.message).toBe('New sign-ups are paused for a short while. Please try again later.')
    expect((await api().post('/api/consultations').set(as(customer)).send({ astrologerId: 'priya-deshpande', type: 'chat' })).status).toBe(503)
    const sister = await api().get('/api/analytics/ga-config').set('Host', 'telugu.astrovedic.example')
    expect(sister.body).toEqual({ success: true, data: { measurementId: 'G-TELUGU123', domain: 'telugu.astrovedic.example', description: 'Telugu site' } })
    const main = await api().get('/api/analytics/ga-config').set('Host', 'other.example')
    expect(main.body.data.measurementId).not.toBe('G-TELUGU123')

    await api().put('/api/admin/settings').set(as(admin)).send(before)
    expect((await api().post('/api/auth/signup').send({ name: 'Late Comer', email: 'late@example.com', password: 'late comer pw 22' })).status).toBe(201)
  })

  it('audits each change with only what changed', async () => {
    const before = await current()
    await api().put('/api/admin/settings').set(as(admin)).send({ ...before, freeChatMinutes: 3 })
    const log = (await api().get('/api/admin/audit?action=settings.').set(as(admin))).body
    expect(log[0]).toMatchObject({ actor: TEST_ADMIN.email, action: 'settings.update', before: { freeChatMinutes: 5 }, after: { freeChatMinutes: 3 } })
    expect(Object.keys(log[0].after)).toEqual(['freeChatMinutes'])
    await api().put('/api/admin/settings').set(as(admin)).send(before)
  })

  it('is for admins only', async () => {
    expect((await api().get('/api/admin/settings')).status).toBe(401)
    expect((await api().get('/api/admin/settings').set(as(customer))).status).toBe(403)
    expect((await api().put('/api/admin/settings').set(as(customer)).send({})).status).toBe(403)
  })
})

describe('the chat package discount', () => {
  it('is the spec’s 15 % until an admin changes it; then the public terms and the package recharge follow at once', async () => {
    expect((await api().get('/api/platform-terms')).body).toMatchObject({ packageDiscountPercent: 15, freeChatMinutes: 5 })
    const before = await current()
    expect((await api().put('/api/admin/settings').set(as(admin)).send({ ...before, packageDiscountPercent: 95 })).status).toBe(400)
    expect((await api().put('/api/admin/settings').set(as(admin)).send({ ...before, packageDiscountPercent: 20 })).status).toBe(200)
    expect((await api().get('/api/platform-terms')).body.packageDiscountPercent).toBe(20)
    const astrologer = (await api().get('/api/astrologers')).body.find((a: { ratePerMinute: number }) => a.ratePerMinute === 25)
    const order = await api().post('/api/wallet/recharge').set(as(customer)).send({ chatPackage: { astrologerId: astrologer.id, minutes: 20 } })
    // ₹25 × 20 = ₹500: pay ₹400, ₹100 bonus.
    expect(order.body).toMatchObject({ amount: 40_000, bonus: 10_000 })
    await api().put('/api/admin/settings').set(as(admin)).send(before).expect(200)
  })
})

describe('the marketing figures', () => {
  const terms = async () => (await api().get('/api/platform-terms')).body

  it('are the live counts by default, never above what /astrologers and /api/stats show', async () => {
    const listed = (await api().get('/api/astrologers')).body as Array<{ rating: number; reviews: number }>
    const stats = (await api().get('/api/stats')).body
    const { claims } = await terms()
    expect(claims.astrologers).toEqual({ value: listed.length, orMore: false })
    expect(claims.astrologers.value).toBeLessThanOrEqual(stats.expertAstrologers)
    expect(claims.users.value).toBeGreaterThan(0)
    const reviews = listed.reduce((n, a) => n + a.reviews, 0)
    const mean = listed.reduce((n, a) => n + a.rating * a.reviews, 0) / reviews
    expect(claims.rating).toBeLessThanOrEqual(mean)
    expect(claims.rating).toBeGreaterThan(mean - 0.1)
  })

  it('count a new customer at once', async () => {
    const before = (await terms()).claims.users
    await api().post('/api/auth/signup').send({ name: 'Counted Customer', email: 'counted.customer@example.com', password: 'counted customer pw' }).expect(201)
    const after = (await terms()).claims.users
    // Below 100 the claim is the count itself.
    if (!before.orMore && before.value < 99) expect(after).toEqual({ value: before.value + 1, orMore: false })
    else expect(after.value).toBeGreaterThanOrEqual(before.value)
  })

  it('are hidden by an admin, one by one, and the public terms follow at once; a customer may not', async () => {
    const before = await current()
    expect(before.claims).toEqual({ astrologers: 'live', users: 'live', rating: 'live' })
    const hidden = { ...before, claims: { astrologers: 'live', users: 'hidden', rating: 'hidden' } }
    expect((await api().put('/api/admin/settings').set(as(customer)).send(hidden)).status).toBe(403)
    expect((await terms()).claims.users).not.toBeNull()

    expect((await api().put('/api/admin/settings').set(as(admin)).send(hidden)).status).toBe(200)
    expect((await current()).claims).toEqual(hidden.claims)
    const { claims } = await terms()
    expect(claims).toMatchObject({ users: null, rating: null })
    expect(claims.astrologers.value).toBeGreaterThan(0)
    const log = (await api().get('/api/admin/audit?action=settings.').set(as(admin))).body
    expect(log[0]).toMatchObject({ action: 'settings.update', before: { claims: before.claims }, after: { claims: hidden.claims } })

    // A body that does not name the figures (written before they were settings) keeps them.
    const { claims: _claims, ...withoutClaims } = before
    expect((await api().put('/api/admin/settings').set(as(admin)).send({ ...withoutClaims, freeChatMinutes: 4 })).status).toBe(200)
    expect((await current()).claims).toEqual(hidden.claims)

    await api().put('/api/admin/settings').set(as(admin)).send(before).expect(200)
    expect((await terms()).claims.users).not.toBeNull()
  })

  it('refuse a figure typed in instead of live or hidden, saying so', async () => {
    const before = await current()
    const bad = await api()
      .put('/api/admin/settings')
      .set(as(admin))
      .send({ ...before, claims: { ...before.claims, rating: 4.9, users: '50K+' } })
    expect(bad.status).toBe(400)
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'claims.rating', message: 'A figure is shown live or hidden' }),
        expect.objectContaining({ path: 'claims.users', message: 'A figure is shown live or hidden' }),
      ]),
    )
    expect(await current()).toEqual(before)
  })
})

describe('recharge packages', () => {
  it('are replaced by an admin, checked, audited, and offered and honoured at once', async () => {
    const before = (await api().get('/api/admin/recharge-packages').set(as(admin))).body
    expect(before.length).toBeGreaterThan(0)
    const next = [
      { id: 'pkg-300', amount: 30_000, bonus: 1_500, label: '₹300', popular: true },
      { id: 'pkg-2500', amount: 2_50_000, bonus: 50_000, label: '₹2,500' },
    ]
    for (const bad of [[], [{ ...next[0], amount: 12_345 }], [{ ...next[0], bonus: 40_000 }], [next[0], next[0]], [next[0], { ...next[1], popular: true }], [{ ...next[0], id: 'Bad Id' }]])
      expect((await api().put('/api/admin/recharge-packages').set(as(admin)).send(bad)).status).toBe(400)
    const saved = await api().put('/api/admin/recharge-packages').set(as(admin)).send(next)
    expect(saved.status).toBe(200)
    expect((await api().get('/api/wallet/packages')).body).toEqual(next)
    const order = await api().post('/api/wallet/recharge').set(as(customer)).send({ packageId: 'pkg-300' })
    expect(order.body).toMatchObject({ amount: 30_000, bonus: 1_500 })
    // A package no longer offered cannot be bought.
    expect(before.map((p: { id: string }) => p.id)).toContain('pkg-500')
    expect((await api().post('/api/wallet/recharge').set(as(customer)).send({ packageId: 'pkg-500' })).status).toBe(400)
    expect((await api().get('/api/admin/audit?action=settings.packages').set(as(admin))).body[0]).toMatchObject({ action: 'settings.packages', after: next })
    expect((await api().put('/api/admin/recharge-packages').set(as(customer)).send(next)).status).toBe(403)
    await api().put('/api/admin/recharge-packages').set(as(admin)).send(before).expect(200)
  })
})
