import { describe, expect, it, beforeAll, afterAll } from 'vitest'
import { UpstreamUnavailableError } from '../../core/errors'
import { RazorpayGateway, razorpayPaymentSignature, razorpayWebhookSignature } from '../../adapters/payments/razorpay-gateway'
import { SandboxPaymentGateway } from '../../adapters/payments/sandbox-gateway'
import { InvalidSignatureError } from '../../core/errors'
import { describePaymentGatewayContract, sampleOrder } from './payment-gateway.contract'
import { KEY_ID, KEY_SECRET, PAYMENT_VECTOR, RazorpayStub, WEBHOOK_SECRET, WEBHOOK_VECTOR } from './razorpay-stub'


describePaymentGatewayContract('sandbox', async () => {
  const gateway = new SandboxPaymentGateway('a-sandbox-secret-of-enough-length')
  return { gateway, successCallback: (order) => gateway.callbackFields(order, 'success') }
})

describePaymentGatewayContract('Razorpay (local stub of the orders API)', async () => {
  const stub = new RazorpayStub(KEY_ID, KEY_SECRET)
  const apiUrl = await stub.start()
  const gateway = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl })
  return {
    gateway,
    successCallback: (order) => ({
      razorpay_order_id: order.providerOrderId,
      razorpay_payment_id: 'pay_IluGWxBm9U8zJ9',
      razorpay_signature: razorpayPaymentSignature(order.providerOrderId!, 'pay_IluGWxBm9U8zJ9', KEY_SECRET),
    }),
    webhooks: {
      success: (order) =>
        JSON.stringify({
          event: 'payment.captured',
          payload: { payment: { entity: { id: 'pay_IluGWxBm9U8zJ9', order_id: order.providerOrderId, amount: order.amount, currency: 'INR', status: 'captured' } } },
        }),
      unrelated: () => JSON.stringify({ event: 'refund.created', payload: {} }),
      sign: (rawBody) => razorpayWebhookSignature(rawBody, WEBHOOK_SECRET),
    },
    close: () => stub.stop(),
  }
})

describe('Razorpay adapter', () => {
  let stub: RazorpayStub
  let gateway: RazorpayGateway
  beforeAll(async () => {
    stub = new RazorpayStub(KEY_ID, KEY_SECRET)
    gateway = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: await stub.start() })
  })
  afterAll(async () => stub.stop())

  it('signs payments and webhooks as the fixed vectors say', () => {
    expect(razorpayPaymentSignature(PAYMENT_VECTOR.orderId, PAYMENT_VECTOR.paymentId, KEY_SECRET)).toBe(PAYMENT_VECTOR.signature)
    expect(razorpayWebhookSignature(WEBHOOK_VECTOR.body, WEBHOOK_SECRET)).toBe(WEBHOOK_VECTOR.signature)
    expect(
      gateway.verifyCallback({ razorpay_order_id: PAYMENT_VECTOR.orderId, razorpay_payment_id: PAYMENT_VECTOR.paymentId, razorpay_signature: PAYMENT_VECTOR.signature.toUpperCase() }),
    ).toEqual({ outcome: 'success', providerOrderId: PAYMENT_VECTOR.orderId, providerPaymentId: PAYMENT_VECTOR.paymentId })
    // The same signature does not cover another payment of the order.
    expect(() => gateway.verifyCallback({ razorpay_order_id: PAYMENT_VECTOR.orderId, razorpay_payment_id: 'pay_other', razorpay_signature: PAYMENT_VECTOR.signature })).toThrow(
      InvalidSignatureError,
    )
  })

  it('creates orders over the orders API with basic auth, amount in paise and our order id as the receipt', async () => {
    const { providerOrderId } = await gateway.createOrder({ orderId: 'ord_abc', userId: 'user-9', amount: 49_900, currency: 'INR' })
    expect(providerOrderId).toMatch(/^order_Stub/)
    const request = stub.requests.at(-1)!
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
    expect(request.body).toEqual({ amount: 49_900, currency: 'INR', receipt: 'ord_abc', notes: { orderId: 'ord_abc', userId: 'user-9' } })
    const checkout = gateway.checkout(sampleOrder({ id: 'ord_abc', provider: 'razorpay', providerOrderId, amount: 49_900 }))
    expect(checkout).toEqual({
      checkoutUrl: '/checkout?orderId=ord_abc',
      checkout: { key: KEY_ID, order_id: providerOrderId, amount: 49_900, currency: 'INR', name: 'AstroVedic', description: 'Wallet recharge', notes: { orderId: 'ord_abc' } },
    })
  })

  it('fails loudly when the orders API refuses or answers another order', async () => {
    const request = { orderId: 'ord_x', userId: 'u', amount: 100, currency: 'INR' as const }
    for (const [mode, message] of [
      ['unauthorized', /401: Authentication failed/],
      ['error', /not answering \(status 500\)/],
      ['wrong-amount', /does not match/],
    ] as const) {
      stub.mode = mode
      await expect(gateway.createOrder(request)).rejects.toThrow(message)
    }
    stub.mode = 'error'
    await expect(gateway.createOrder(request)).rejects.toBeInstanceOf(UpstreamUnavailableError)
    stub.mode = 'ok'
    // An unreachable gateway is a 503 for the caller, not a crash.
    const unreachable = new RazorpayGateway({ keyId: KEY_ID, keySecret: 'not-the-secret-at-all', webhookSecret: WEBHOOK_SECRET, apiUrl: `http://127.0.0.1:1` })
    await expect(unreachable.createOrder(request)).rejects.toBeInstanceOf(UpstreamUnavailableError)
  })

  it('reads payment.captured, order.paid and payment.failed webhooks, and refuses a forged one', () => {
    const raw = (body: string) => new TextEncoder().encode(body)
    expect(gateway.verifyWebhook(raw(WEBHOOK_VECTOR.body), WEBHOOK_VECTOR.signature)).toEqual({
      outcome: 'success',
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      amount: 50_000,
    })
    // One byte changed (a space) is another body.
    expect(() => gateway.verifyWebhook(raw(WEBHOOK_VECTOR.body.replace('"upi"}', '"upi" }')), WEBHOOK_VECTOR.signature)).toThrow(InvalidSignatureError)
    expect(() => gateway.verifyWebhook(raw(WEBHOOK_VECTOR.body), undefined)).toThrow(InvalidSignatureError)
    const signed = (payload: unknown) => {
      const body = JSON.stringify(payload)
      return gateway.verifyWebhook(raw(body), razorpayWebhookSignature(body, WEBHOOK_SECRET))
    }
    expect(
      signed({
        event: 'order.paid',
        payload: {
          payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 700, currency: 'INR', status: 'captured' } },
          order: { entity: { id: 'order_1', amount: 700, amount_paid: 700, currency: 'INR', status: 'paid' } },
        },
      }),
    ).toEqual({ outcome: 'success', providerOrderId: 'order_1', providerPaymentId: 'pay_1', amount: 700 })
    expect(
      signed({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_2', order_id: 'order_2', amount: 700, currency: 'INR', status: 'failed', error_description: 'Card declined' } } } }),
    ).toEqual({ outcome: 'failure', providerOrderId: 'order_2', providerPaymentId: 'pay_2', reason: 'Card declined' })
    expect(signed({ event: 'refund.created', payload: {} })).toBeNull()
    expect(signed({ event: 'payment.captured', payload: { payment: { entity: { id: 'p', order_id: 'o', amount: 1, currency: 'USD', status: 'captured' } } } })).toBeNull()
  })
})
