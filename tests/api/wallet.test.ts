import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

let platform: Platform
let adminToken: string
beforeAll(async () => {
  platform = await testPlatform()
  adminToken = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())
const api = () => request(platform.app)
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

let counter = 0
async function signUp(): Promise<{ token: string; id: string }> {
  const res = await api()
    .post('/api/auth/signup')
    .send({ name: 'Wallet Owner', email: `wallet-${++counter}@example.com`, password: 'wallet owner pw' })
  return { token: res.body.token, id: res.body.user.id }
}

/** Recharges through the sandbox: the order, then its confirmation. */
async function recharge(token: string, body: object): Promise<string> {
  const order = await api().post('/api/wallet/recharge').set(bearer(token)).send(body)
  expect(order.status).toBe(201)
  const confirmed = await api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' })
  expect(confirmed.body).toEqual({ orderId: order.body.orderId, status: 'paid' })
  return order.body.orderId
}

describe('GET /api/wallet', () => {
  it('needs a signed-in user', async () => {
    expect((await api().get('/api/wallet')).status).toBe(401)
  })

  it('starts empty, then shows every movement newest first, paged with before', async () => {
    const { token } = await signUp()
    expect((await api().get('/api/wallet').set(bearer(token))).body).toEqual({ balance: 0, currency: 'INR', transactions: [], nextBefore: null })
    const first = await recharge(token, { packageId: 'pkg-500' })
    const second = await recharge(token, { amount: 10_000 })
    const wallet = await api().get('/api/wallet').set(bearer(token))
    expect(wallet.status).toBe(200)
    expect(wallet.headers['cache-control']).toBe('no-store')
    expect(wallet.body.balance).toBe(62_500)
    expect(wallet.body.transactions.map((t: { type: string; amount: number; balanceAfter: number; reference: string }) => [t.type, t.amount, t.balanceAfter, t.reference])).toEqual([
      ['recharge', 10_000, 62_500, second],
      ['bonus', 2_500, 52_500, first],
      ['recharge', 50_000, 50_000, first],
    ])
    expect(wallet.body.transactions[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'recharge',
      amount: 10_000,
      balanceAfter: 62_500,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      reference: second,
      description: null,
    })
    expect((await api().get('/api/auth/me').set(bearer(token))).body.balance).toBe(62_500)

    const page1 = await api().get('/api/wallet?limit=2').set(bearer(token))
    expect(page1.body.transactions).toHaveLength(2)
    expect(page1.body.nextBefore).toBe(page1.body.transactions[1].id)
    const page2 = await api().get(`/api/wallet?limit=2&before=${page1.body.nextBefore}`).set(bearer(token))
    expect(page2.body.transactions.map((t: { amount: number }) => t.amount)).toEqual([50_000])
    expect(page2.body.nextBefore).toBeNull()
    expect((await api().get('/api/wallet?before=abc').set(bearer(token))).status).toBe(400)
    expect((await api().get('/api/wallet?limit=1000').set(bearer(token))).status).toBe(400)
  })

  it('keeps wallets apart', async () => {
    const a = await signUp()
    const b = await signUp()
    await recharge(a.token, { amount: 500 })
    expect((await api().get('/api/wallet').set(bearer(b.token))).body.balance).toBe(0)
  })
})

describe('POST /api/wallet/recharge', () => {
  it('needs a signed-in user', async () => {
    expect((await api().post('/api/wallet/recharge').send({ amount: 10_000 })).status).toBe(401)
  })

  it('opens a sandbox order for a package (amount and bonus) or an amount', async () => {
    const { token } = await signUp()
    const pkg = await api().post('/api/wallet/recharge').set(bearer(token)).send({ packageId: 'pkg-1000' })
    expect(pkg.status).toBe(201)
    expect(pkg.body).toEqual({
      orderId: expect.stringMatching(/^ord_[0-9a-f]{32}$/),
      provider: 'sandbox',
      amount: 100_000,
      bonus: 10_000,
      status: 'created',
      checkoutUrl: `/api/payments/sandbox/checkout/${pkg.body.orderId}`,
    })
    const min = await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 100 })
    expect(min.body).toMatchObject({ amount: 100, bonus: 0 })
    const max = await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 10_000_000 })
    expect(max.status).toBe(201)
    // Nothing is credited before the payment is confirmed.
    expect((await api().get('/api/wallet').set(bearer(token))).body.balance).toBe(0)
  })

  it('answers 400 with a message per rule', async () => {
    const { token } = await signUp()
    const cases: Array<[object, string, string]> = [
      [{}, 'amount', 'Choose a recharge package or enter an amount'],
      [{ amount: 150 }, 'amount', 'Enter a whole number of rupees'],
      [{ amount: 12.5 }, 'amount', 'Enter a whole number of rupees'],
      [{ amount: '500' }, 'amount', 'Enter a whole number of rupees'],
      [{ amount: 0 }, 'amount', 'The smallest recharge is ₹1'],
      [{ amount: -10_000 }, 'amount', 'The smallest recharge is ₹1'],
      [{ amount: 10_000_100 }, 'amount', 'The largest recharge is ₹1,00,000'],
      [{ packageId: 'pkg-nope' }, 'packageId', 'This recharge package does not exist'],
      [{ packageId: 'pkg-500', amount: 10_000 }, 'packageId', 'Choose either a package or an amount, not both'],
    ]
    for (const [body, path, message] of cases) {
      const res = await api().post('/api/wallet/recharge').set(bearer(token)).send(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.issues, JSON.stringify(body)).toContainEqual({ path, message })
    }
    expect((await api().post('/api/wallet/recharge').set(bearer(token)).set('Idempotency-Key', 'has spaces').send({ amount: 100 })).status).toBe(400)
  })

  it('honours Idempotency-Key: the same request answers the same order, another body is a conflict', async () => {
    const { token } = await signUp()
    const other = await signUp()
    const send = (t: string, key: string, body: object) => api().post('/api/wallet/recharge').set(bearer(t)).set('Idempotency-Key', key).send(body)
    const first = await send(token, 'recharge-7', { packageId: 'pkg-200' })
    const again = await send(token, 'recharge-7', { packageId: 'pkg-200' })
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    const clash = await send(token, 'recharge-7', { packageId: 'pkg-500' })
    expect(clash.status).toBe(409)
    expect(clash.body.code).toBe('WALLET.IDEMPOTENCY_CONFLICT')
    // Keys belong to their user.
    expect((await send(other.token, 'recharge-7', { packageId: 'pkg-200' })).body.orderId).not.toBe(first.body.orderId)
    // Simultaneous repeats still make one order.
    const burst = await Promise.all(Array.from({ length: 8 }, () => send(token, 'burst-1', { amount: 700 })))
    expect(new Set(burst.map((r) => r.body.orderId)).size).toBe(1)
  })
})

describe('POST /api/wallet/recharge with a chat package: 20 minutes at 15% off the rate', () => {
  async function astrologerAt(rate: number): Promise<string> {
    const all = (await api().get('/api/astrologers')).body as Array<{ id: string; ratePerMinute: number }>
    const found = all.find((a) => a.ratePerMinute === rate)
    expect(found, `an astrologer at ₹${rate}/min`).toBeDefined()
    return found!.id
  }

  it('pays the package price and credits the full 20 minutes: the discount is a promotion bonus, credited once', async () => {
    const { token } = await signUp()
    const astrologerId = await astrologerAt(25)
    // The client's price is ignored: the server prices the package from the astrologer's current rate.
    const order = await api()
      .post('/api/wallet/recharge')
      .set(bearer(token))
      .send({ chatPackage: { astrologerId, minutes: 20, price: 1 }, price: 1, originalPrice: 1 })
    expect(order.status).toBe(201)
    expect(order.body).toMatchObject({ provider: 'sandbox', amount: 42_500, bonus: 7_500, status: 'created' })
    const confirm = () => api().post('/api/payments/sandbox/confirm').send({ orderId: order.body.orderId, outcome: 'success' })
    expect((await confirm()).body).toEqual({ orderId: order.body.orderId, status: 'paid' })
    expect((await confirm()).body).toEqual({ orderId: order.body.orderId, status: 'paid' })
    const wallet = (await api().get('/api/wallet').set(bearer(token))).body
    expect(wallet.balance).toBe(50_000)
    expect(wallet.transactions.map((t: { type: string; amount: number; reference: string }) => [t.type, t.amount, t.reference])).toEqual([
      ['bonus', 7_500, order.body.orderId],
      ['recharge', 42_500, order.body.orderId],
    ])
    const stored = (await api().get(`/api/payments/orders/${order.body.orderId}`).set(bearer(token))).body
    expect(stored).toMatchObject({ amount: 42_500, bonus: 7_500, packageId: `chat:${astrologerId}:20`, status: 'paid' })
  })

  it('refuses an unknown astrologer or another number of minutes, and honours Idempotency-Key', async () => {
    const { token } = await signUp()
    const astrologerId = await astrologerAt(25)
    const send = (body: object, key?: string) => {
      const req = api().post('/api/wallet/recharge').set(bearer(token))
      return (key ? req.set('Idempotency-Key', key) : req).send(body)
    }
    const unknown = await send({ chatPackage: { astrologerId: 'astro-nobody', minutes: 20 } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.issues).toContainEqual({ path: 'chatPackage.astrologerId', message: 'This astrologer does not exist' })
    for (const minutes of [10, 21, '20', undefined]) {
      const res = await send({ chatPackage: { astrologerId, minutes } })
      expect(res.status, String(minutes)).toBe(400)
      expect(res.body.issues).toContainEqual({ path: 'chatPackage.minutes', message: 'A chat package is 20 minutes' })
    }
    expect((await send({ chatPackage: { astrologerId, minutes: 20 }, amount: 10_000 })).status).toBe(400)
    const first = await send({ chatPackage: { astrologerId, minutes: 20 } }, 'chat-pkg-1')
    expect((await send({ chatPackage: { astrologerId, minutes: 20 } }, 'chat-pkg-1')).body.orderId).toBe(first.body.orderId)
    expect((await send({ amount: 42_500 }, 'chat-pkg-1')).status).toBe(409)
  })
})

describe('admin wallet tools', () => {
  it('adjust: 401 signed out, 403 for a customer', async () => {
    const { token, id } = await signUp()
    expect((await api().post('/api/admin/wallet/adjust').send({ userId: id, amount: 100, reason: 'test' })).status).toBe(401)
    const res = await api().post('/api/admin/wallet/adjust').set(bearer(token)).send({ userId: id, amount: 100, reason: 'test' })
    expect(res.status).toBe(403)
    expect((await api().get('/api/admin/payments')).status).toBe(401)
    expect((await api().get('/api/admin/payments').set(bearer(token))).status).toBe(403)
    expect((await api().get('/api/admin/wallet/audit').set(bearer(token))).status).toBe(403)
  })

  it('adjust credits and debits with a reason, never below zero, once per Idempotency-Key', async () => {
    const { token, id } = await signUp()
    const adjust = (body: object, key?: string) => {
      const req = api().post('/api/admin/wallet/adjust').set(bearer(adminToken))
      return (key ? req.set('Idempotency-Key', key) : req).send(body)
    }
    const credit = await adjust({ userId: id, amount: 5_000, reason: 'Goodwill for a dropped chat' }, 'adj-1')
    expect(credit.status).toBe(201)
    expect(credit.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'admin_adjustment',
      amount: 5_000,
      balanceAfter: 5_000,
      createdAt: expect.any(String),
      reference: null,
      description: 'Goodwill for a dropped chat',
      userId: id,
      transactionId: expect.any(String),
      reason: 'Goodwill for a dropped chat',
    })
    expect((await adjust({ userId: id, amount: 5_000, reason: 'Goodwill for a dropped chat' }, 'adj-1')).body).toEqual(credit.body)
    expect((await adjust({ userId: id, amount: 6_000, reason: 'Goodwill for a dropped chat' }, 'adj-1')).status).toBe(409)
    const tooMuch = await adjust({ userId: id, amount: -5_001, reason: 'Reverse a duplicate' })
    expect(tooMuch.status).toBe(402)
    expect(tooMuch.body.code).toBe('WALLET.INSUFFICIENT_BALANCE')
    const debit = await adjust({ userId: id, amount: -5_000, reason: 'Reverse a duplicate' })
    expect(debit.body).toMatchObject({ amount: -5_000, balanceAfter: 0 })
    expect((await api().get('/api/wallet').set(bearer(token))).body.transactions.map((t: { amount: number }) => t.amount)).toEqual([-5_000, 5_000])
    // Each adjustment is audited once (the replay of adj-1 is not a second one), with the balance before and after.
    const email = (await api().get('/api/auth/me').set(bearer(token))).body.email as string
    const audit = ((await api().get('/api/admin/audit?action=wallet.adjust').set(bearer(adminToken))).body as Array<{ target: string; before: unknown; after: unknown }>).filter((e) => e.target === `user:${email}`)
    expect(audit.map((e) => [e.before, e.after])).toEqual([
      [{ balance: 5_000 }, expect.objectContaining({ balance: 0, amount: -5_000, reason: 'Reverse a duplicate' })],
      [{ balance: 0 }, expect.objectContaining({ balance: 5_000, amount: 5_000, reason: 'Goodwill for a dropped chat' })],
    ])

    expect((await adjust({ userId: 'no-such-user', amount: 100, reason: 'Nobody' })).status).toBe(404)
    const invalid = await adjust({ userId: id, amount: 0, reason: 'x' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'amount', message: 'Enter a non-zero amount in paise' },
        { path: 'reason', message: 'Give a reason of 3 to 500 characters' },
      ]),
    )
    expect((await adjust({ userId: id, amount: 10_000_001, reason: 'Way too much' })).status).toBe(400)
  })

  it('lists recent payments with the customer, and the books balance', async () => {
    const { token } = await signUp()
    const paid = await recharge(token, { packageId: 'pkg-100' })
    const pending = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 300 })).body.orderId
    const list = await api().get('/api/admin/payments?limit=5').set(bearer(adminToken))
    expect(list.status).toBe(200)
    expect(list.body.length).toBeLessThanOrEqual(5)
    expect(list.body[0]).toMatchObject({ id: pending, status: 'created', amount: 300, userEmail: `wallet-${counter}@example.com` })
    expect(list.body[1]).toMatchObject({ id: paid, status: 'paid', amount: 10_000, provider: 'sandbox', ledgerTransactionId: expect.any(String), paidAt: expect.any(String) })
    const onlyPaid = await api().get('/api/admin/payments?status=paid').set(bearer(adminToken))
    expect(onlyPaid.body.every((o: { status: string }) => o.status === 'paid')).toBe(true)
    expect((await api().get('/api/admin/payments?status=weird').set(bearer(adminToken))).status).toBe(400)
    const audit = await api().get('/api/admin/wallet/audit').set(bearer(adminToken))
    expect(audit.body).toMatchObject({ balanced: true, total: 0, mismatchedAccounts: [], unbalancedTransactions: [] })
  })
})
