import type { PaymentResult } from '../domain/wallet'
import type { PaymentGateway } from './ports/payment-gateway'
import type { ConfirmPayment } from './confirm-payment'

/**
 * A browser came back from the provider's checkout (the sandbox's signed form, Razorpay Checkout's handler):
 * the gateway checks the signature (InvalidSignatureError when forged), then the outcome is applied.
 */
export class ReceivePaymentCallback {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly confirm: ConfirmPayment,
  ) {}

  async execute(payload: unknown): Promise<PaymentResult> {
    const event = this.gateway.verifyCallback(payload)
    return this.confirm.execute({ provider: this.gateway.provider, event })
  }
}
