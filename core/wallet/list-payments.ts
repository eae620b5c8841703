import { z } from 'zod'
import type { PaymentOrderSummary } from '../domain/wallet'
import type { PaymentOrders } from './ports/payment-orders'

export const listPaymentsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(['created', 'paid', 'failed', 'held'], { error: 'status must be created, paid, failed or held' }).optional(),
})

/** For admins: the most recent recharge orders, newest first, optionally of one status. */
export class ListPayments {
  constructor(private readonly orders: PaymentOrders) {}

  async execute(query: z.output<typeof listPaymentsSchema>): Promise<PaymentOrderSummary[]> {
    return this.orders.listRecent(query)
  }
}
