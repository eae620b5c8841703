import type { LedgerAudit, PaymentOrderStatus, PaymentOrderSummary, RechargeOrder, Wallet, WalletAdjustment } from '../domain/wallet'
import { answers } from '../shared/route'

/** The addresses of the wallet's endpoints, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const WALLET_PATHS = {
  wallet: answers<Wallet>()('/api/wallet'),
  recharge: answers<RechargeOrder>()('/api/wallet/recharge'),
  paymentOrder: answers<PaymentOrderStatus>()('/api/payments/orders/:orderId'),
  adjust: answers<WalletAdjustment>()('/api/admin/wallet/adjust'),
  payments: answers<PaymentOrderSummary[]>()('/api/admin/payments'),
  audit: answers<LedgerAudit>()('/api/admin/wallet/audit'),
} as const
