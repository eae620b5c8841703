import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentOrder } from '../../core/domain/wallet'
import { InvalidSignatureError, ValidationError } from '../../core/errors'
import type { PaymentGateway } from '../../core/wallet/ports/payment-gateway'

export interface GatewayUnderTest {
  gateway: PaymentGateway
  /** what the provider's checkout hands back to the browser after a successful payment of the order */
  successCallback(order: PaymentOrder): unknown
  /** for a provider that sends webhooks: the raw bodies it would send, and the signature it would put on them */
  webhooks?: {
    success(order: PaymentOrder): string
    /** a genuine notice about something other than a payment's outcome (a refund, say) */
    unrelated(): string
    sign(rawBody: string): string
  }
  close?: () => Promise<void>
}

export const sampleOrder = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: 'ord_0123456789abcdef0123456789abcdef',
  userId: 'user-1',
  provider: 'sandbox',
  providerOrderId: null,
  providerPaymentId: null,
  amount: 50_000,
  bonus: 2_500,
  packageId: 'pkg-500',
  status: 'created',
  ledgerTransactionId: null,
  failureReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
  ...overrides,
})

/** What every PaymentGateway must do, whichever provider is behind it. */
export function describePaymentGatewayContract(name: string, make: () => Promise<GatewayUnderTest>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let under: GatewayUnderTest
    let order: PaymentOrder
    beforeAll(async () => {
      under = await make()
      const base = sampleOrder({ provider: under.gateway.provider })
      const { providerOrderId } = await under.gateway.createOrder({ orderId: base.id, userId: base.userId, amount: base.amount, currency: 'INR' })
      order = { ...base, providerOrderId }
    })
    afterAll(async () => under.close?.())

    it('opens an order and says where to pay for it', () => {
      expect(order.providerOrderId).toEqual(expect.any(String))
      const checkout = under.gateway.checkout(order)
      expect(checkout.checkoutUrl).toMatch(/^\/.+/)
      expect(checkout.checkoutUrl).toContain(encodeURIComponent(order.id))
      expect(under.gateway.checkout(order)).toEqual(checkout)
    })

    it('turns a genuine callback into a success for the order', () => {
      const event = under.gateway.verifyCallback(under.successCallback(order))
      expect(event).toMatchObject({ outcome: 'success', providerOrderId: order.providerOrderId })
      if (event.amount != null) expect(event.amount).toBe(order.amount)
    })

    it('refuses a forged or tampered callback', () => {
      const genuine = under.successCallback(order) as Record<string, unknown>
      for (const [field, value] of Object.entries(genuine)) {
        if (typeof value !== 'string' && typeof value !== 'number') continue
        const tampered = { ...genuine, [field]: typeof value === 'number' ? value + 100 : `${value}x` }
        expect(() => under.gateway.verifyCallback(tampered), field).toThrow()
      }
      const signatureField = Object.keys(genuine).find((k) => /signature/.test(k))!
      expect(() => under.gateway.verifyCallback({ ...genuine, [signatureField]: '0'.repeat(64) })).toThrow(InvalidSignatureError)
      expect(() => under.gateway.verifyCallback({})).toThrow()
    })

    it('calls a malformed callback invalid input rather than a forgery', () => {
      const genuine = under.successCallback(order) as Record<string, unknown>
      const malformed: unknown[] = [null, 'razorpay_order_id=x', 42, [], {}]
      for (const field of Object.keys(genuine)) {
        const { [field]: _dropped, ...without } = genuine
        malformed.push(without, { ...genuine, [field]: { nested: true } })
      }
      for (const payload of malformed) expect(() => under.gateway.verifyCallback(payload), JSON.stringify(payload)).toThrow(ValidationError)
    })

    it('never takes a webhook without a genuine signature for a payment outcome', () => {
      const body = new TextEncoder().encode(
        under.webhooks?.success(order) ??
          JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_forged', order_id: order.providerOrderId, amount: order.amount, currency: 'INR', status: 'captured' } } } }),
      )
      for (const signature of [undefined, '', '0'.repeat(64), 'not-a-signature']) {
        // A gateway without webhooks may answer that nothing concerns a payment; one with them refuses the forgery.
        let event: unknown = null
        try {
          event = under.gateway.verifyWebhook(body, signature)
        } catch (error) {
          expect(error, String(signature)).toBeInstanceOf(InvalidSignatureError)
        }
        expect(event, String(signature)).toBeNull()
        if (under.webhooks) expect(() => under.gateway.verifyWebhook(body, signature), String(signature)).toThrow(InvalidSignatureError)
      }
    })

    it('reads a genuine webhook: a payment outcome for the order, or nothing for other news', (context) => {
      const webhooks = under.webhooks
      if (!webhooks) return context.skip('this provider sends no webhooks')
      const raw = (text: string) => new TextEncoder().encode(text)
      const success = webhooks.success(order)
      const event = under.gateway.verifyWebhook(raw(success), webhooks.sign(success))
      expect(event).toMatchObject({ outcome: 'success', providerOrderId: order.providerOrderId })
      if (event?.amount != null) expect(event.amount).toBe(order.amount)
      // The signature covers the body as sent: another body under it is a forgery.
      const tampered = success.replace(String(order.amount), String(order.amount * 10))
      expect(tampered).not.toBe(success)
      expect(() => under.gateway.verifyWebhook(raw(tampered), webhooks.sign(success))).toThrow(InvalidSignatureError)
      const unrelated = webhooks.unrelated()
      expect(under.gateway.verifyWebhook(raw(unrelated), webhooks.sign(unrelated))).toBeNull()
    })
  })
}
