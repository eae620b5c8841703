import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentOrder } from '../../core/domain/wallet'
import { InvalidSignatureError } from '../../core/errors'
import type { PaymentGateway } from '../../core/ports/payment-gateway'

export interface GatewayUnderTest {
  gateway: PaymentGateway
  /** what the provider's checkout hands back to the browser after a successful payment of the order */
  successCallback(order: PaymentOrder): unknown
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
  })
}
