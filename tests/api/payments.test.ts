import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { razorpayPaymentSignature, razorpayWebhookSignature } from '../../adapters/payments/razorpay-gateway'
import type { Platform } from '../../server/platform'
import { KEY_ID, KEY_SECRET, RazorpayStub, WEBHOOK_SECRET, WEBHOOK_VECTOR } from '../contract/razorpay-stub'
import { testPlatform, TEST_ADMIN } from '../support/platform'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
let counter = 0

async function signUp(app: Platform['app']): Promise<{ token: string; id: string }> {
  const res = await request(app)
    .post('/api/auth/signup')
    .send({ name: 'Payer', email: `payer-${++counter}@example.com`, password: 'payer password' })
  return { token: res.body.token, id: res.body.user.id }
}

/** The hidden fields of one outcome form of the sandbox checkout page. */
function formFields(html: string, outcome: 'success' | 'failure'): Record<string, string> {
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].find((m) => m[2].includes(`name="outcome" value="${outcome}"`))
  expect(form, `a ${outcome} form`).toBeTruthy()
  expect(form![1]).toBe('/api/payments/sandbox/callback')
  return Object.fromEntries([...form![2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]))
}

describe('sandbox payments', () => {
  let platform: Platform
  beforeAll(async () => {
    platform = await testPlatform()
  })
  afterAll(async () => platform.close())
  const api = () => request(platform.app)
  const balance = async (token: string) => (await api().get('/api/wallet').set(bearer(token))).body.balance as number

  it('end to end through the checkout page: success credits amount and bonus once, then lands on /payment-success', async () => {
    const { token } = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ packageId: 'pkg-500' })).body
    const page = await api().get(`${order.checkoutUrl}?lang=hi`)
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toContain('<html lang="hi">')
    expect(page.text).toContain('सैंडबॉक्स चेकआउट')
    expect(page.text).toContain('₹500 का भुगतान करें')
    expect(page.text).toContain('₹525') // credited: amount + bonus
    const fields = formFields(page.text, 'success')
    expect(fields).toMatchObject({ orderId: order.orderId, amount: '50000', outcome: 'success', lang: 'hi', signature: expect.stringMatching(/^[0-9a-f]{64}$/) })

    const back = await api().post('/api/payments/sandbox/callback').type('form').send(fields)
    expect(back.status).toBe(303)
    expect(back.headers.location).toBe(`/hindi/payment-success?orderId=${order.orderId}`)
    expect(await balance(token)).toBe(52_500)
    // The browser resubmits the form, and a tester confirms by hand too: still credited once.
    expect((await api().post('/api/payments/sandbox/callback').type('form').send(fields)).headers.location).toBe(`/hindi/payment-success?orderId=${order.orderId}`)
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'success' })).body).toEqual({ orderId: order.orderId, status: 'paid' })
    expect(await balance(token)).toBe(52_500)
    expect((await api().get('/api/auth/me').set(bearer(token))).body.balance).toBe(52_500)
    // The page now says it is paid and offers no buttons.
    const paidPage = await api().get(order.checkoutUrl)
    expect(paidPage.text).toContain('This order is already paid.')
    expect(paidPage.text).not.toContain('<form')
    const status = await api().get(`/api/payments/orders/${order.orderId}`).set(bearer(token))
    expect(status.body).toMatchObject({ orderId: order.orderId, status: 'paid', amount: 50_000, bonus: 2_500, paidAt: expect.any(String) })
  })

  it('refuses a callback with a forged amount or order, and credits nothing', async () => {
    const { token } = await signUp(platform.app)
    const small = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 100 })).body
    const big = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 10_000_000 })).body
    const fields = formFields((await api().get(small.checkoutUrl)).text, 'success')
    for (const forged of [
      { ...fields, amount: '10000000' },
      { ...fields, orderId: big.orderId },
      { ...fields, outcome: 'failure' },
      { ...fields, signature: 'f'.repeat(64) },
      { orderId: big.orderId, amount: '10000000', outcome: 'success', lang: 'en' },
    ]) {
      const res = await api().post('/api/payments/sandbox/callback').type('form').send(forged)
      expect(res.status, JSON.stringify(forged)).toBe(400)
    }
    const bad = await api().post('/api/payments/sandbox/callback').type('form').send({ ...fields, amount: '10000000' })
    expect(bad.body.code).toBe('PAYMENT.INVALID_SIGNATURE')
    expect(await balance(token)).toBe(0)
  })

  it('a failure marks the order failed and lands on /payment-failure; a later success still pays', async () => {
    const { token } = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 20_000 })).body
    const page = await api().get(`${order.checkoutUrl}?lang=ta`)
    expect(page.text).toContain('<html lang="ta">')
    expect(page.text).toContain('தோல்வியடைந்த கட்டணத்தை உருவகப்படுத்து')
    const failed = await api().post('/api/payments/sandbox/callback').type('form').send(formFields(page.text, 'failure'))
    expect(failed.status).toBe(303)
    expect(failed.headers.location).toBe(`/tamil/payment-failure?orderId=${order.orderId}`)
    expect((await api().get(`/api/payments/orders/${order.orderId}`).set(bearer(token))).body.status).toBe('failed')
    expect(await balance(token)).toBe(0)
    const retry = await api().get(`${order.checkoutUrl}?lang=te`)
    expect(retry.text).toContain('చివరి ప్రయత్నం విఫలమైంది')
    const paid = await api().post('/api/payments/sandbox/callback').type('form').send(formFields(retry.text, 'success'))
    expect(paid.headers.location).toBe(`/telugu/payment-success?orderId=${order.orderId}`)
    expect(await balance(token)).toBe(20_000)
    // English has no prefix.
    const english = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 100 })).body
    const res = await api().post('/api/payments/sandbox/callback').type('form').send(formFields((await api().get(english.checkoutUrl)).text, 'failure'))
    expect(res.headers.location).toBe(`/payment-failure?orderId=${english.orderId}`)
  })

  it('POST /api/payments/sandbox/confirm credits once however often, even simultaneously', async () => {
    const { token } = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ packageId: 'pkg-2000' })).body
    const results = await Promise.all(Array.from({ length: 10 }, () => api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'success' })))
    for (const r of results) expect(r.body).toEqual({ orderId: order.orderId, status: 'paid' })
    expect(await balance(token)).toBe(230_000)
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'failure' })).body.status).toBe('paid')
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: 'ord_unknown', outcome: 'success' })).status).toBe(404)
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: order.orderId, outcome: 'maybe' })).status).toBe(400)
    expect((await api().get('/api/payments/sandbox/checkout/ord_unknown')).status).toBe(404)
  })

  it('shows an order only to its owner or an admin', async () => {
    const owner = await signUp(platform.app)
    const other = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(owner.token)).send({ amount: 100 })).body
    expect((await api().get(`/api/payments/orders/${order.orderId}`)).status).toBe(401)
    expect((await api().get(`/api/payments/orders/${order.orderId}`).set(bearer(other.token))).status).toBe(404)
    const admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
    expect((await api().get(`/api/payments/orders/${order.orderId}`).set(bearer(admin))).status).toBe(200)
  })

  it('has no Razorpay endpoints while the sandbox is the provider', async () => {
    expect((await api().post('/api/payments/razorpay/verify').send({})).status).toBe(404)
    expect((await api().post('/api/payments/razorpay/webhook').set('content-type', 'application/json').send(WEBHOOK_VECTOR.body)).status).toBe(404)
  })
})

describe('Razorpay payments (local stub of the orders API)', () => {
  let platform: Platform
  let stub: RazorpayStub
  beforeAll(async () => {
    stub = new RazorpayStub(KEY_ID, KEY_SECRET)
    const apiUrl = await stub.start()
    platform = await testPlatform({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_URL: apiUrl })
  })
  afterAll(async () => {
    await platform.close()
    await stub.stop()
  })
  const api = () => request(platform.app)
  const balance = async (token: string) => (await api().get('/api/wallet').set(bearer(token))).body.balance as number
  const webhook = (payload: unknown, signature?: string) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
    return api()
      .post('/api/payments/razorpay/webhook')
      .set('content-type', 'application/json')
      .set('X-Razorpay-Signature', signature ?? razorpayWebhookSignature(body, WEBHOOK_SECRET))
      .send(body)
  }
  const captured = (orderId: string, amount: number, paymentId = 'pay_Captured001') => ({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
    created_at: 1767225600,
  })

  it('opens a Razorpay order and hands the client what Checkout needs', async () => {
    const { token } = await signUp(platform.app)
    const res = await api().post('/api/wallet/recharge').set(bearer(token)).send({ packageId: 'pkg-500' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      provider: 'razorpay',
      amount: 50_000,
      bonus: 2_500,
      checkoutUrl: `/checkout?orderId=${res.body.orderId}`,
      checkout: { key: KEY_ID, order_id: expect.stringMatching(/^order_Stub/), amount: 50_000, currency: 'INR' },
    })
    expect(stub.requests.at(-1)!.body).toMatchObject({ amount: 50_000, currency: 'INR', receipt: res.body.orderId })
    expect((await api().post('/api/payments/sandbox/confirm').send({ orderId: res.body.orderId, outcome: 'success' })).status).toBe(404)
    expect((await api().get(`/api/payments/sandbox/checkout/${res.body.orderId}`)).status).toBe(404)
  })

  it('answers 503 and credits nothing when the orders API fails, and a retry with the same key recovers', async () => {
    const { token } = await signUp(platform.app)
    stub.mode = 'error'
    const failed = await api().post('/api/wallet/recharge').set(bearer(token)).set('Idempotency-Key', 'rz-retry').send({ amount: 1_000 })
    expect(failed.status).toBe(503)
    expect(failed.body.code).toBe('UPSTREAM.UNAVAILABLE')
    stub.mode = 'ok'
    const retried = await api().post('/api/wallet/recharge').set(bearer(token)).set('Idempotency-Key', 'rz-retry').send({ amount: 1_000 })
    expect(retried.status).toBe(201)
    expect(retried.body.checkout.order_id).toMatch(/^order_Stub/)
  })

  it('a payment confirmed by the client callback and by the webhook credits once', async () => {
    const { token } = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ packageId: 'pkg-1000' })).body
    const razorpayOrderId = order.checkout.order_id as string
    const callback = {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_Callback001',
      razorpay_signature: razorpayPaymentSignature(razorpayOrderId, 'pay_Callback001', KEY_SECRET),
    }
    const verified = await api().post('/api/payments/razorpay/verify').send(callback)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ orderId: order.orderId, status: 'paid' })
    const hook = await webhook(captured(razorpayOrderId, 100_000, 'pay_Callback001'))
    expect(hook.status).toBe(200)
    expect(hook.body).toEqual({ orderId: order.orderId, status: 'paid' })
    const paid = { ...captured(razorpayOrderId, 100_000), event: 'order.paid' }
    ;(paid.payload as Record<string, unknown>).order = { entity: { id: razorpayOrderId, amount: 100_000, amount_paid: 100_000, currency: 'INR', status: 'paid' } }
    expect((await webhook(paid)).body.status).toBe('paid')
    expect((await api().post('/api/payments/razorpay/verify').send(callback)).body.status).toBe('paid')
    expect(await balance(token)).toBe(110_000)
  })

  it('credits on the webhook alone (the customer closed the tab), simultaneous deliveries included', async () => {
    const { token } = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 30_000 })).body
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(captured(order.checkout.order_id, 30_000))))
    for (const r of results) expect(r.body.status).toBe('paid')
    expect(await balance(token)).toBe(30_000)
  })

  it('refuses forged callbacks and webhooks, and ignores genuine webhooks it cannot apply', async () => {
    const { token } = await signUp(platform.app)
    const order = (await api().post('/api/wallet/recharge').set(bearer(token)).send({ amount: 40_000 })).body
    const razorpayOrderId = order.checkout.order_id as string
    const forgedCallback = await api()
      .post('/api/payments/razorpay/verify')
      .send({ razorpay_order_id: razorpayOrderId, razorpay_payment_id: 'pay_X', razorpay_signature: razorpayPaymentSignature(razorpayOrderId, 'pay_X', 'guessed-secret-000000') })
    expect(forgedCallback.status).toBe(400)
    expect(forgedCallback.body.code).toBe('PAYMENT.INVALID_SIGNATURE')
    expect((await api().post('/api/payments/razorpay/verify').send({ razorpay_order_id: razorpayOrderId })).status).toBe(400)

    const body = JSON.stringify(captured(razorpayOrderId, 40_000))
    expect((await webhook(body, razorpayWebhookSignature(body, 'not-the-webhook-secret'))).status).toBe(400)
    expect((await webhook(body, '')).status).toBe(400)
    // The fixed vector is genuine but for an order this platform never made.
    const vector = await webhook(WEBHOOK_VECTOR.body, WEBHOOK_VECTOR.signature)
    expect(vector.status).toBe(200)
    expect(vector.body).toMatchObject({ status: 'ignored' })
    // Another amount than the order's credits nothing.
    expect((await webhook(captured(razorpayOrderId, 1))).body).toMatchObject({ status: 'ignored' })
    expect((await webhook({ event: 'refund.processed', payload: {} })).body).toMatchObject({ status: 'ignored' })
    const failed = await webhook({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_F', amount: 40_000, currency: 'INR', status: 'failed', order_id: razorpayOrderId, error_description: 'Bank declined' } } },
    })
    expect(failed.body).toEqual({ orderId: order.orderId, status: 'failed' })
    expect(await balance(token)).toBe(0)
    const admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
    const listed = (await api().get('/api/admin/payments').set(bearer(admin))).body.find((o: { id: string }) => o.id === order.orderId)
    expect(listed).toMatchObject({ status: 'failed', failureReason: 'Bank declined', provider: 'razorpay', providerOrderId: razorpayOrderId })
  })
})
