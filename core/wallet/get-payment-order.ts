import type { PublicUser } from '../domain/user'
import type { PaymentOrder, PaymentOrderStatus } from '../domain/wallet'
import { NotFoundError } from '../errors'
import type { PaymentOrders } from './ports/payment-orders'

/**
 * One recharge order. With a viewer, only its owner or an admin sees it (anyone else: NotFound, as if it
 * did not exist); without one, whoever holds the unguessable order id does (the sandbox checkout page).
 */
export class GetPaymentOrder {
  constructor(private readonly orders: PaymentOrders) {}

  async execute(input: { orderId: string; viewer?: PublicUser }): Promise<PaymentOrder> {
    const order = input.orderId.length <= 100 ? await this.orders.findById(input.orderId) : null
    if (!order || (input.viewer && input.viewer.role !== 'admin' && input.viewer.id !== order.userId)) throw new NotFoundError('No such payment order')
    return order
  }
}

/** What an order's owner is told of it (GET /api/payments/orders/{orderId}). */
export function paymentOrderStatus(order: PaymentOrder): PaymentOrderStatus {
  const { id, provider, status, amount, bonus, packageId, createdAt, paidAt, failureReason } = order
  return { orderId: id, provider, status, amount, bonus, packageId, createdAt, paidAt, failureReason }
}
