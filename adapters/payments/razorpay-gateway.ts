import { z } from 'zod'
import type { PaymentEvent, PaymentOrder } from '../../core/domain/wallet'
import { InvalidSignatureError, UpstreamUnavailableError } from '../../core/errors'
import type { GatewayCheckout, GatewayOrderRequest, PaymentGateway } from '../../core/wallet/ports/payment-gateway'
import { validate } from '../../core/shared/validate'
import { hmacSha256Hex, signatureMatches } from './signatures'

interface RazorpayOptions {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com in production; a local stub in tests */
  apiUrl: string
  merchantName?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const callbackSchema = z.object({
  razorpay_order_id: z.string({ error: 'razorpay_order_id is required' }).min(1).max(100),
  razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required' }).min(1).max(100),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).min(1).max(200),
})

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
})
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount: z.number().int(), amount_paid: z.number().int().nullish(), currency: z.string(), status: z.string() }) }).optional(),
    })
    .default({}),
})

/** HMAC-SHA256(order_id|payment_id, key_secret), hex: what Razorpay Checkout hands the browser after a payment. */
export function razorpayPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`)
}

/** HMAC-SHA256(raw body, webhook secret), hex: the X-Razorpay-Signature header of a webhook. */
export function razorpayWebhookSignature(rawBody: string | Uint8Array, webhookSecret: string): string {
  return hmacSha256Hex(webhookSecret, rawBody)
}

/**
 * Razorpay: orders through the REST orders API (HTTP basic auth with the key id and secret), Checkout on
 * the client with the data `checkout` answers, and two ways back, both verified with HMAC-SHA256: the
 * browser's callback (`razorpay_signature` over `order_id|payment_id` with the key secret) and webhooks
 * (`X-Razorpay-Signature` over the raw body with the webhook secret; `payment.captured` and `order.paid`
 * credit, `payment.failed` marks the order failed).
 */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const
  private readonly fetch: typeof fetch

  constructor(private readonly options: RazorpayOptions) {
    this.fetch = options.fetch ?? globalThis.fetch
  }

  async createOrder(request: GatewayOrderRequest): Promise<{ providerOrderId: string }> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64')
    const unavailable = (why: string) => new UpstreamUnavailableError(`The payment gateway is not answering (${why}). Nothing was charged; please try again.`)
    const response = await this.fetch(new URL('/v1/orders', this.options.apiUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        amount: request.amount,
        currency: request.currency,
        receipt: request.orderId,
        notes: { orderId: request.orderId, userId: request.userId },
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    }).catch((error: unknown) => {
      throw unavailable(error instanceof Error ? error.name : 'network error')
    })
    const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown; currency?: unknown; error?: { description?: string } } | null
    if (response.status >= 500) throw unavailable(`status ${response.status}`)
    if (!response.ok) throw new Error(`Razorpay orders API answered ${response.status}: ${body?.error?.description ?? response.statusText}`)
    if (typeof body?.id !== 'string' || body.amount !== request.amount || body.currency !== request.currency)
      throw new Error('Razorpay orders API answered an order that does not match the request')
    return { providerOrderId: body.id }
  }

  checkout(order: PaymentOrder): GatewayCheckout {
    return {
      checkoutUrl: `/checkout?orderId=${encodeURIComponent(order.id)}`,
      checkout: {
        key: this.options.keyId,
        order_id: order.providerOrderId,
        amount: order.amount,
        currency: 'INR',
        name: this.options.merchantName ?? 'AstroVedic',
        description: 'Wallet recharge',
        notes: { orderId: order.id },
      },
    }
  }

  verifyCallback(payload: unknown): PaymentEvent {
    const p = validate(callbackSchema, payload)
    if (!signatureMatches(razorpayPaymentSignature(p.razorpay_order_id, p.razorpay_payment_id, this.options.keySecret), p.razorpay_signature))
      throw new InvalidSignatureError('The Razorpay payment signature does not match')
    return { outcome: 'success', providerOrderId: p.razorpay_order_id, providerPaymentId: p.razorpay_payment_id }
  }

  verifyWebhook(rawBody: Uint8Array, signature: string | undefined): PaymentEvent | null {
    if (!signatureMatches(razorpayWebhookSignature(rawBody, this.options.webhookSecret), signature))
      throw new InvalidSignatureError('The Razorpay webhook signature does not match')
    let json: unknown
    try {
      json = JSON.parse(Buffer.from(rawBody).toString('utf8'))
    } catch {
      return null
    }
    const parsed = webhookSchema.safeParse(json)
    if (!parsed.success) return null
    const { event, payload } = parsed.data
    const payment = payload.payment?.entity
    if (event === 'payment.captured' && payment?.order_id && payment.currency === 'INR')
      return { outcome: 'success', providerOrderId: payment.order_id, providerPaymentId: payment.id, amount: payment.amount }
    if (event === 'order.paid' && payload.order && payload.order.entity.currency === 'INR') {
      const order = payload.order.entity
      return { outcome: 'success', providerOrderId: order.id, providerPaymentId: payment?.id ?? null, amount: order.amount_paid ?? order.amount }
    }
    if (event === 'payment.failed' && payment?.order_id)
      return { outcome: 'failure', providerOrderId: payment.order_id, providerPaymentId: payment.id, reason: payment.error_description ?? 'Payment failed' }
    return null
  }
}
