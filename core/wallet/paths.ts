import type { LedgerAudit, PaymentOrderStatus, PaymentOrderSummary, PaymentResult, PaymentStatus, RechargeOrder, Wallet, WalletAdjustment } from '../domain/wallet'
import { answers } from '../shared/route'

/** The addresses of the wallet's endpoints, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const WALLET_PATHS = {
  wallet: answers<Wallet>()('/api/wallet'),
  recharge: answers<RechargeOrder>()('/api/wallet/recharge'),
  paymentOrder: answers<PaymentOrderStatus>()('/api/payments/orders/:orderId'),
  adjust: answers<WalletAdjustment>()('/api/admin/wallet/adjust'),
  payments: answers<PaymentOrderSummary[]>()('/api/admin/payments'),
  audit: answers<LedgerAudit>()('/api/admin/wallet/audit'),
  // Routes of the HTTP adapter, the gateways' own: the sandbox's page, its form's callback and the testers'
  // confirm call; Razorpay's client callback and its signed webhook.
  sandboxCheckout: '/api/payments/sandbox/checkout/:orderId',
  sandboxCallback: '/api/payments/sandbox/callback',
  sandboxConfirm: answers<PaymentResult>()('/api/payments/sandbox/confirm'),
  razorpayVerify: answers<{ orderId: string; status: PaymentStatus }>()('/api/payments/razorpay/verify'),
  razorpayWebhook: '/api/payments/razorpay/webhook',
} as const
