import type { PaymentOrder, PaymentOrderSummary, PaymentProvider, PaymentStatus } from '../../domain/wallet'

export interface NewPaymentOrder {
  userId: string
  provider: PaymentProvider
  amount: number
  bonus: number
  packageId: string | null
  /** the caller's Idempotency-Key, unique per user */
  idempotencyKey: string | null
  fingerprint: string
}

/** Recharge orders. Status changes are conditional so that repeats and races are harmless. */
export interface PaymentOrders {
  /** Creates the order, or answers the user's order already made under the same idempotency key. */
  create(order: NewPaymentOrder): Promise<{ order: PaymentOrder; fingerprint: string; created: boolean }>
  findById(id: string): Promise<PaymentOrder | null>
  findByProviderOrderId(provider: PaymentProvider, providerOrderId: string): Promise<PaymentOrder | null>
  attachProviderOrder(id: string, providerOrderId: string): Promise<PaymentOrder>
  /** created|failed → paid; a paid order stays as it was. */
  markPaid(id: string, details: { providerPaymentId: string | null; ledgerTransactionId: string }): Promise<PaymentOrder>
  /** created|failed → held (paid for an account deleted meanwhile: not credited); others stay as they were. */
  markHeld(id: string, details: { providerPaymentId: string | null; reason: string }): Promise<PaymentOrder>
  /** created → failed; a paid or failed order stays as it was. */
  markFailed(id: string, details: { providerPaymentId: string | null; reason: string | null }): Promise<PaymentOrder>
  /** newest first; `userId` keeps one person's orders */
  listRecent(options: { limit: number; status?: PaymentStatus; userId?: string }): Promise<PaymentOrderSummary[]>
}
export const PaymentOrders = Symbol('PaymentOrders')
