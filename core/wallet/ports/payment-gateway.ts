import type { PaymentEvent, PaymentOrder, PaymentProvider } from '../../domain/wallet'

/** What the gateway needs to open an order for a recharge. */
export interface GatewayOrderRequest {
  orderId: string
  userId: string
  /** paise */
  amount: number
  currency: 'INR'
}

/** Where and how the customer pays for an order; a pure function of the stored order. */
export interface GatewayCheckout {
  checkoutUrl: string
  checkout?: Record<string, unknown>
}

/**
 * A payment provider: the embedded sandbox or Razorpay. The gateway opens orders and checks what comes
 * back from the provider (browser callbacks and server-to-server webhooks); crediting is the use cases'.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider
  /** Opens the order at the provider and answers the provider's order id. */
  createOrder(request: GatewayOrderRequest): Promise<{ providerOrderId: string }>
  checkout(order: PaymentOrder): GatewayCheckout
  /**
   * Checks a browser callback (the sandbox's signed form, Razorpay Checkout's handler response).
   * Throws InvalidSignatureError when it is forged, ValidationError when it is malformed.
   */
  verifyCallback(payload: unknown): PaymentEvent
  /**
   * Checks a webhook by its signature over the raw body. Throws InvalidSignatureError when it is forged;
   * answers null for an event that does not concern a payment's outcome.
   */
  verifyWebhook(rawBody: Uint8Array, signature: string | undefined): PaymentEvent | null
}
export const PaymentGateway = Symbol('PaymentGateway')
