import { z } from 'zod'
import type { PaymentEvent, PaymentOrder } from '../../core/domain/wallet'
import { InvalidSignatureError } from '../../core/errors'
import type { GatewayCheckout, GatewayOrderRequest, PaymentGateway } from '../../core/wallet/ports/payment-gateway'
import { validate } from '../../core/shared/validate'
import { WALLET_PATHS } from '../../core/wallet/paths'
import { pathTo } from '../../core/shared/read-endpoint'
import { hmacSha256Hex, signatureMatches } from './signatures'


const callbackSchema = z.object({
  orderId: z.string().min(1).max(100),
  amount: z.coerce.number().int().positive(),
  outcome: z.enum(['success', 'failure']),
  signature: z.string().min(1).max(200),
})

/** The fields one outcome button of the sandbox checkout posts back. */
export interface SandboxCallbackFields {
  orderId: string
  amount: string
  outcome: 'success' | 'failure'
  signature: string
}

/**
 * The embedded payment provider: no money, no network. Its checkout page (served by the HTTP adapter at
 * GET /api/payments/sandbox/checkout/{orderId}) lets a tester choose success or failure; each choice is a
 * form whose fields are signed with HMAC-SHA256 over `sandbox|orderId|amount|outcome`, so a callback with
 * another amount or order is refused.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const

  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error('The sandbox signing secret is too short')
  }

  async createOrder(request: GatewayOrderRequest): Promise<{ providerOrderId: string }> {
    return { providerOrderId: request.orderId }
  }

  checkout(order: PaymentOrder): GatewayCheckout {
    return { checkoutUrl: pathTo(WALLET_PATHS.sandboxCheckout, { orderId: order.id }) }
  }

  /** The signed hidden fields of one outcome button. */
  callbackFields(order: Pick<PaymentOrder, 'id' | 'amount'>, outcome: 'success' | 'failure'): SandboxCallbackFields {
    return { orderId: order.id, amount: String(order.amount), outcome, signature: this.sign(order.id, order.amount, outcome) }
  }

  verifyCallback(payload: unknown): PaymentEvent {
    const fields = validate(callbackSchema, payload)
    if (!signatureMatches(this.sign(fields.orderId, fields.amount, fields.outcome), fields.signature))
      throw new InvalidSignatureError('The payment callback signature does not match')
    return {
      outcome: fields.outcome,
      providerOrderId: fields.orderId,
      providerPaymentId: `sandbox_${fields.orderId}`,
      amount: fields.amount,
      reason: fields.outcome === 'failure' ? 'Declined in the sandbox checkout' : null,
    }
  }

  verifyWebhook(): PaymentEvent | null {
    return null // the sandbox confirms through its checkout page only
  }

  private sign(orderId: string, amount: number, outcome: string): string {
    return hmacSha256Hex(this.secret, `sandbox|${orderId}|${amount}|${outcome}`)
  }
}
