import type { PaymentEvent, PaymentProvider, PaymentResult } from '../domain/wallet'
import { ConflictError, NotFoundError } from '../errors'
import type { AuditLog } from '../shared/ports/audit-log'
import type { PaymentOrders } from './ports/payment-orders'
import type { UserRepository } from '../accounts/ports/user-repository'
import type { WalletLedger } from './ports/wallet-ledger'
import { rechargePosting } from './rules'

/**
 * Applies a verified payment outcome to its order. A success credits the order's amount and bonus
 * exactly once, however often and by whichever path (callback, webhook, sandbox) it is confirmed: the
 * ledger posting is keyed by the order. A failure marks an unpaid order failed; a paid order stays paid.
 * Throws NotFoundError for an unknown order and ConflictError (nothing credited) when the provider reports
 * another amount than the order's. A payment for an account deleted meanwhile is not credited to a wallet
 * nobody can use: the order is `held`, and the audit log tells the admins whom to refund through the gateway.
 */
export class ConfirmPayment {
  constructor(
    private readonly orders: PaymentOrders,
    private readonly ledger: WalletLedger,
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { provider: PaymentProvider; event: PaymentEvent }): Promise<PaymentResult> {
    const { provider, event } = input
    const order = await this.orders.findByProviderOrderId(provider, event.providerOrderId)
    if (!order) throw new NotFoundError('No such payment order')
    if (event.outcome === 'failure') {
      if (order.status === 'paid') return { orderId: order.id, status: 'paid' }
      const failed = await this.orders.markFailed(order.id, { providerPaymentId: event.providerPaymentId ?? null, reason: event.reason ?? null })
      return { orderId: failed.id, status: failed.status }
    }
    if (event.amount != null && event.amount !== order.amount)
      throw new ConflictError(`The payment of ${event.amount} paise does not match the order's ${order.amount}`, 'PAYMENT.AMOUNT_MISMATCH')
    if (order.status === 'paid' || order.status === 'held') return { orderId: order.id, status: order.status }
    const owner = await this.users.findById(order.userId)
    if (!owner || owner.deleted) {
      const held = await this.orders.markHeld(order.id, { providerPaymentId: event.providerPaymentId ?? null, reason: 'Paid after the account was deleted: refund it through the gateway' })
      if (held.status === 'held')
        await this.audit.record({
          actorId: 'system',
          actorEmail: 'system',
          action: 'payment.held',
          target: `payment:${order.id}`,
          before: { status: order.status },
          after: { status: 'held', amount: order.amount, provider: order.provider, providerPaymentId: held.providerPaymentId },
        })
      return { orderId: held.id, status: held.status }
    }
    const posted = await this.ledger.post(rechargePosting(order))
    const paid = await this.orders.markPaid(order.id, { providerPaymentId: event.providerPaymentId ?? null, ledgerTransactionId: posted.id })
    return { orderId: paid.id, status: paid.status }
  }
}
