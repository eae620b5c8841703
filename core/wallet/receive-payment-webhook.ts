import type { PaymentResult } from '../domain/wallet'
import { ConflictError, NotFoundError } from '../errors'
import type { PaymentGateway } from './ports/payment-gateway'
import type { ConfirmPayment } from './confirm-payment'

/**
 * A provider's server-to-server notification. A forged one throws InvalidSignatureError. A genuine one is
 * applied, or answered `ignored` (with the reason) when it concerns no payment outcome, an order we do not
 * know or another amount: the provider must not retry those, and they are logged for a person to look at.
 */
export class ReceivePaymentWebhook {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly confirm: ConfirmPayment,
  ) {}

  async execute(input: { rawBody: Uint8Array; signature: string | undefined }): Promise<PaymentResult & { reason?: string }> {
    const event = this.gateway.verifyWebhook(input.rawBody, input.signature)
    if (!event) return { orderId: null, status: 'ignored', reason: 'not a payment outcome' }
    try {
      return await this.confirm.execute({ provider: this.gateway.provider, event })
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof ConflictError) return { orderId: null, status: 'ignored', reason: error.message }
      throw error
    }
  }
}
