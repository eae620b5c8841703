import { adjustmentSchema, rechargeRequestSchema, walletPageSchema } from './rules'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { AdjustWallet } from './adjust-wallet'
import { AuditLedger } from './audit-ledger'
import { GetPaymentOrder, paymentOrderStatus } from './get-payment-order'
import { GetWallet } from './get-wallet'
import { ListPayments, listPaymentsSchema } from './list-payments'
import { WALLET_PATHS } from './paths'
import { RechargeWallet } from './recharge-wallet'

/**
 * The signed-in user's wallet (balance and history, a recharge with its Idempotency-Key, one order's
 * status) and the admins' money tools (an adjustment, recent orders, the books' audit). The gateway's own
 * pages and callbacks are adapter routes (adapters/http/routes/payment-routes.ts).
 */
export const WALLET_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: WALLET_PATHS.wallet, access: 'signed-in', input: walletPageSchema, answer: (use, page, { user }) => use(GetWallet).execute(user.id, page) }),
  endpoint({
    method: 'POST',
    path: WALLET_PATHS.recharge,
    access: 'signed-in',
    status: 201,
    input: rechargeRequestSchema,
    answer: (use, request, { user, idempotencyKey }) => use(RechargeWallet).execute({ userId: user.id, request, idempotencyKey }),
  }),
  endpoint({
    method: 'GET',
    path: WALLET_PATHS.paymentOrder,
    access: 'signed-in',
    answer: async (use, _none, { user, params }) => paymentOrderStatus(await use(GetPaymentOrder).execute({ orderId: params.orderId!, viewer: user })),
  }),
  endpoint({
    method: 'POST',
    path: WALLET_PATHS.adjust,
    access: 'admin',
    status: 201,
    input: adjustmentSchema,
    // Without a key, each request is its own adjustment.
    answer: (use, request, { user, idempotencyKey }) => use(AdjustWallet).execute({ actor: user, request, idempotencyKey: idempotencyKey ?? crypto.randomUUID() }),
  }),
  endpoint({ method: 'GET', path: WALLET_PATHS.payments, access: 'admin', input: listPaymentsSchema, answer: (use, query) => use(ListPayments).execute(query) }),
  endpoint({ method: 'GET', path: WALLET_PATHS.audit, access: 'admin', answer: (use) => use(AuditLedger).execute() }),
]
