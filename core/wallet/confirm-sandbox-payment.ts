import { z } from 'zod'
import type { PaymentResult } from '../domain/wallet'
import { NotFoundError } from '../errors'
import type { PaymentGateway } from './ports/payment-gateway'
import type { ConfirmPayment } from './confirm-payment'

export const sandboxConfirmSchema = z.object({
  orderId: z.string({ error: 'orderId is required' }).min(1, 'orderId is required').max(100),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
})

/**
 * POST /api/payments/sandbox/confirm: a tester (or a test) decides an order's outcome by its id.
 * Only while the sandbox is the payment provider; the amount credited is always the stored order's.
 */
export class ConfirmSandboxPayment {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly confirm: ConfirmPayment,
  ) {}

  async execute({ orderId, outcome }: z.output<typeof sandboxConfirmSchema>): Promise<PaymentResult> {
    if (this.gateway.provider !== 'sandbox') throw new NotFoundError('The sandbox payment provider is not enabled')
    return this.confirm.execute({ provider: 'sandbox', event: { outcome, providerOrderId: orderId, providerPaymentId: `sandbox_${orderId}` } })
  }
}
