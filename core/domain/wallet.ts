/**
 * The rupee wallet: a double-entry ledger in integer paise, payment orders and the chat-billing results.
 * Every amount here is an integer number of paise (₹1 = 100 paise); every instant an ISO 8601 UTC string.
 */

export const CURRENCY = 'INR' as const

/**
 * Kinds of ledger accounts. Money only moves between accounts, so the sum of every entry in the books is 0:
 * - `customer_wallet` (owner: user id) the customer's spendable balance; never below zero.
 * - `astrologer_earnings` (owner: astrologers.id) what the platform owes an astrologer.
 * - `platform_commission` (owner: 'platform') the platform's share of chat charges.
 * - `gateway_clearing` (owner: the provider, 'sandbox' | 'razorpay') money received through a payment
 *   gateway; it goes negative by exactly what customers paid in, and is settled against the bank statement.
 * - `promotions` (owner: 'platform') where recharge bonuses and the new customer's offers are paid from
 *   (negative = given away).
 * - `adjustments` (owner: 'platform') the other side of admin corrections.
 * - `report_sales` (owner: 'platform') what customers paid for premium reports.
 * - `booking_holds` (owner: the booking's id) the price of a booked appointment, taken from the customer's
 *   wallet at booking and later captured (to the astrologer and the commission) or released (back to the
 *   wallet); never negative, and 0 once the booking is settled.
 */
export const ACCOUNT_KINDS = ['customer_wallet', 'astrologer_earnings', 'platform_commission', 'gateway_clearing', 'promotions', 'adjustments', 'report_sales', 'booking_holds'] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]

/** One account of the ledger: its kind and whose it is. Its stored id is `${kind}:${owner}`. */
export interface AccountRef {
  kind: AccountKind
  owner: string
}

/** What one entry (one line of a posting) is, as a wallet's history shows it. */
export const ENTRY_TYPES = [
  'recharge',
  'bonus',
  'chat_charge',
  'astrologer_earning',
  'platform_commission',
  'refund',
  'admin_adjustment',
  'report_purchase',
  'report_sale',
  'promotion',
  // a booking's price held from the wallet, what of it went back, and what of it was charged (the hold's side)
  'booking_hold',
  'booking_release',
  'booking_charge',
] as const
export type EntryType = (typeof ENTRY_TYPES)[number]

/** What one posting (an operation: a balanced set of entries written together) is. */
export const POSTING_KINDS = ['recharge', 'chat_charge', 'refund', 'admin_adjustment', 'report_purchase', 'promotion', 'booking_hold', 'booking_capture', 'booking_release'] as const
export type PostingKind = (typeof POSTING_KINDS)[number]

/** One line of a posting: `amount` paise added to (positive) or taken from (negative) an account. */
export interface Leg {
  account: AccountRef
  type: EntryType
  amount: number
}

/**
 * A movement of money, written in one database transaction or not at all.
 * - `legs` sum to exactly 0 and none is 0.
 * - `idempotencyKey`: a retry with the same key (and the same `fingerprint`) answers the first result and
 *   moves nothing; the same key with another fingerprint is a conflict.
 * - `naturalKey`: the business fact the posting records (`recharge:<orderId>`, `chat:<consultation>:<minute>`,
 *   `refund:<transactionId>`); at most one posting per natural key, whatever the idempotency key.
 */
export interface Posting {
  kind: PostingKind
  idempotencyKey: string
  naturalKey: string | null
  /** canonical text of the request; equal fingerprints mean the same request */
  fingerprint: string
  /** shown to the customer: the payment order id, the consultation id … */
  reference: string | null
  /** a human note: the admin's reason, "Chat minute 7" … */
  memo: string | null
  /** the transaction this one reverses (refunds) */
  reverses: string | null
  /** who asked for it when a person did (the admin of an adjustment) */
  actorId: string | null
  legs: Leg[]
}

export interface PostedEntry {
  id: string
  account: AccountRef
  type: EntryType
  amount: number
  /** the account's balance right after this entry; null for accounts whose balance is not tracked per entry */
  balanceAfter: number | null
}

/** A posting as stored; `replayed` is true when a retry answered an earlier result. */
export interface PostedTransaction {
  id: string
  kind: PostingKind
  idempotencyKey: string
  naturalKey: string | null
  reference: string | null
  memo: string | null
  reverses: string | null
  actorId: string | null
  createdAt: string
  entries: PostedEntry[]
  replayed: boolean
}

/** One line of a wallet's history (GET /api/wallet). */
export interface WalletTransaction {
  id: string
  type: EntryType
  /** paise; positive credits the wallet, negative debits it */
  amount: number
  balanceAfter: number
  createdAt: string
  reference: string | null
  description: string | null
}

/** GET /api/wallet: the balance and one page of history, newest first; `nextBefore` pages on. */
export interface Wallet {
  balance: number
  currency: typeof CURRENCY
  transactions: WalletTransaction[]
  nextBefore: string | null
}

/** An admin's correction as POST /api/admin/wallet/adjust answers it. */
export interface WalletAdjustment extends WalletTransaction {
  type: 'admin_adjustment'
  userId: string
  transactionId: string
  reason: string
}

/** Result of the books' self-check: `total` is 0 and nothing mismatches when every posting balanced. */
export interface LedgerAudit {
  total: number
  transactions: number
  entries: number
  /** tracked accounts whose stored balance differs from the sum of their entries, or is negative where it may not be, and booking holds that do not hold their booking's price while booked (or hold anything once settled) */
  mismatchedAccounts: string[]
  /** transactions whose entries do not sum to zero */
  unbalancedTransactions: string[]
  balanced: boolean
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────────────

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** created → paid | failed; failed → paid (a later attempt on the same order succeeded); paid is final. */
/** `held`: paid after its account was deleted; not credited, kept for an admin to refund. */
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'held'

/** A wallet recharge the customer is paying for through a gateway. */
export interface PaymentOrder {
  id: string
  userId: string
  provider: PaymentProvider
  providerOrderId: string | null
  providerPaymentId: string | null
  /** what the customer pays */
  amount: number
  /** credited on top when the payment succeeds (the package's bonus, fixed when the order was made) */
  bonus: number
  packageId: string | null
  status: PaymentStatus
  ledgerTransactionId: string | null
  failureReason: string | null
  createdAt: string
  updatedAt: string
  paidAt: string | null
}

/** GET /api/admin/payments: an order with its customer's email. */
export interface PaymentOrderSummary extends PaymentOrder {
  userEmail: string
}

/** POST /api/wallet/recharge answers this (201). */
export interface RechargeOrder {
  orderId: string
  provider: PaymentProvider
  amount: number
  bonus: number
  status: PaymentStatus
  /** where the browser goes to pay: the sandbox's own page, or the client's /checkout for Razorpay */
  checkoutUrl: string
  /** what the client needs to open the provider's checkout (Razorpay: key, order_id, amount, currency …) */
  checkout?: Record<string, unknown>
}

/** A verified word from a payment gateway about one of our orders. */
export interface PaymentEvent {
  outcome: 'success' | 'failure'
  providerOrderId: string
  providerPaymentId?: string | null
  /** paise as the provider reports them; a success for another amount than the order's credits nothing */
  amount?: number | null
  reason?: string | null
}

/** What a confirmation, a callback or a webhook answers. */
export interface PaymentResult {
  orderId: string | null
  status: PaymentStatus | 'ignored'
}

// ── Chat billing ──────────────────────────────────────────────────────────────────────────────────

export interface ChargeMinuteInput {
  consultationId: string
  /** 1-based number of the paid minute */
  minute: number
  /** users.id of the customer whose wallet pays */
  customerId: string
  /** astrologers.id of the astrologer who earns */
  astrologerId: string
  /** the astrologer's rate for one minute, in paise */
  ratePaise: number
  /** the platform's share in percent (0–100, two decimals at most); the configured default when left out */
  commissionPercent?: number
  idempotencyKey: string
}

export interface ChatCharge {
  transactionId: string
  /** `chat:<consultationId>:<minute>`: what `refund` takes */
  chargeReference: string
  consultationId: string
  minute: number
  amount: number
  astrologerShare: number
  commission: number
  /** the customer's wallet balance after the charge */
  balanceAfter: number
  createdAt: string
  replayed: boolean
}

export interface RefundInput {
  chargeReference: string
  reason: string
  idempotencyKey: string
}

export interface ChargeRefund {
  transactionId: string
  chargeReference: string
  /** paise given back to the customer */
  amount: number
  /** the customer's wallet balance after the refund */
  balanceAfter: number
  createdAt: string
  replayed: boolean
}

/** What an order's owner is told of it (GET /api/payments/orders/{orderId}). */
export interface PaymentOrderStatus {
  orderId: string
  provider: PaymentProvider
  status: PaymentStatus
  amount: number
  bonus: number
  packageId: string | null
  createdAt: string
  paidAt: string | null
  failureReason: string | null
}
