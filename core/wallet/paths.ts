/** The addresses of the wallet's endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const WALLET_PATHS = {
  wallet: '/api/wallet',
  recharge: '/api/wallet/recharge',
  paymentOrder: '/api/payments/orders/:orderId',
  adjust: '/api/admin/wallet/adjust',
  payments: '/api/admin/payments',
  audit: '/api/admin/wallet/audit',
} as const
