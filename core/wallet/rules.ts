import { z } from 'zod'
import type {
  AccountKind,
  AccountRef,
  ChargeMinuteInput,
  Leg,
  PaymentOrder,
  PaymentProvider,
  PostedTransaction,
  Posting,
} from '../domain/wallet'
import { CHAT_DEFAULT_MINUTES, chatPackagePrice, toPaise } from './money'

/**
 * Money rules of the wallet. Every amount is integer paise; a rupee figure appears only in messages.
 * Pure functions: the ledger adapter writes what these build, the HTTP adapter and the UI validate with
 * the same schemas.
 */

/** Smallest recharge: ₹1. */
const RECHARGE_MIN_PAISE = 100
/** Largest recharge: ₹1,00,000. */
export const RECHARGE_MAX_PAISE = 10_000_000
/** Largest single admin correction either way: ₹1,00,000. */
const ADJUSTMENT_MAX_PAISE = 10_000_000
/** Largest per-minute rate the ledger accepts: ₹10,000 a minute. */
const RATE_MAX_PAISE = 1_000_000
const WALLET_PAGE_SIZE = 20
const WALLET_PAGE_MAX = 100

export const walletMessages = {
  rechargeChoice: 'Choose a recharge package or enter an amount',
  rechargeBoth: 'Choose either a package or an amount, not both',
  wholeRupees: 'Enter a whole number of rupees',
  rechargeMin: 'The smallest recharge is ₹1',
  rechargeMax: 'The largest recharge is ₹1,00,000',
  unknownPackage: 'This recharge package does not exist',
  unknownAstrologer: 'This astrologer does not exist',
  chatPackageMinutes: `A chat package is ${CHAT_DEFAULT_MINUTES} minutes`,
  adjustAmount: 'Enter a non-zero amount in paise',
  adjustMax: 'An adjustment can move at most ₹1,00,000',
  adjustReason: 'Give a reason of 3 to 500 characters',
  userId: 'Choose the user whose wallet to adjust',
  idempotencyKey: 'Idempotency-Key must be 1 to 200 visible ASCII characters',
  before: 'before must be a transaction id',
  limit: `limit must be a whole number from 1 to ${WALLET_PAGE_MAX}`,
} as const

// ── Accounts ──────────────────────────────────────────────────────────────────────────────────────

const PLATFORM_OWNER = 'platform'

/** The customer's spendable wallet. */
export const walletOf = (userId: string): AccountRef => ({ kind: 'customer_wallet', owner: userId })
/** An astrologer's earnings (owner: astrologers.id). */
export const earningsOf = (astrologerId: string): AccountRef => ({ kind: 'astrologer_earnings', owner: astrologerId })
/** Money received through one payment gateway. */
export const clearingOf = (provider: PaymentProvider): AccountRef => ({ kind: 'gateway_clearing', owner: provider })
export const PLATFORM_COMMISSION: AccountRef = { kind: 'platform_commission', owner: PLATFORM_OWNER }
export const PROMOTIONS: AccountRef = { kind: 'promotions', owner: PLATFORM_OWNER }
const ADJUSTMENTS: AccountRef = { kind: 'adjustments', owner: PLATFORM_OWNER }
export const REPORT_SALES: AccountRef = { kind: 'report_sales', owner: PLATFORM_OWNER }

/** The stored id of an account: `customer_wallet:<userId>`, `platform_commission:platform` … */
export const accountId = (account: AccountRef): string => `${account.kind}:${account.owner}`

/**
 * How the ledger treats each kind of account.
 * - `tracked`: a running balance is kept on the account row (under a row lock, in the posting's
 *   transaction) and every entry records the balance after it. Platform-wide accounts are not tracked:
 *   every chat charge touches the commission account, and a row lock on it would serialise all of them;
 *   their balance is the sum of their entries.
 * - `nonNegative`: a posting that would take the balance below zero fails as a whole.
 * Astrologer earnings may go negative: a refund after a payout is a claw-back, never a blocked refund.
 */
export const ACCOUNT_POLICY: Record<AccountKind, { tracked: boolean; nonNegative: boolean }> = {
  customer_wallet: { tracked: true, nonNegative: true },
  astrologer_earnings: { tracked: true, nonNegative: false },
  platform_commission: { tracked: false, nonNegative: false },
  gateway_clearing: { tracked: false, nonNegative: false },
  promotions: { tracked: false, nonNegative: false },
  adjustments: { tracked: false, nonNegative: false },
  report_sales: { tracked: false, nonNegative: false },
  // One account per booking, touched by its own three postings only: tracked, so a capture or a release can
  // never take out more than was held.
  booking_holds: { tracked: true, nonNegative: true },
}

// ── Postings ──────────────────────────────────────────────────────────────────────────────────────

/** Canonical JSON (keys sorted at every level): equal requests give equal text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * Throws (a programming error, never user input) unless the legs are a valid double entry:
 * at least two, each a non-zero safe integer of paise, summing to exactly zero.
 */
export function assertBalanced(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new Error('A posting needs at least two legs')
  let sum = 0
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`A leg must be a non-zero whole number of paise, got ${leg.amount}`)
    sum += leg.amount
  }
  if (sum !== 0) throw new Error(`A posting must sum to zero, got ${sum}`)
}

/**
 * Splits one charge between the platform and the astrologer: the commission is `percent` of the charge
 * rounded to the nearest paisa (halves up), the astrologer gets the rest, so the two add up to the charge
 * exactly. Integer arithmetic in basis points: no floating-point drift.
 */
export function commissionSplit(chargePaise: number, commissionPercent: number): { commission: number; astrologerShare: number } {
  if (!Number.isSafeInteger(chargePaise) || chargePaise < 0) throw new Error(`A charge must be whole paise, got ${chargePaise}`)
  const basisPoints = Math.round(commissionPercent * 100)
  if (!(basisPoints >= 0 && basisPoints <= 10_000)) throw new Error(`Commission must be 0–100 percent, got ${commissionPercent}`)
  const commission = Math.floor((chargePaise * basisPoints + 5_000) / 10_000)
  return { commission, astrologerShare: chargePaise - commission }
}

/**
 * What a chat package recharge costs and credits, in paise, from the astrologer's current rate (rupees a
 * minute): the customer pays the package `price`, and the discount (originalPrice − price) comes
 * on top as a promotion bonus, so the wallet holds the full minutes' worth at the regular rate.
 */
export function chatPackageRecharge(ratePerMinute: number, minutes = CHAT_DEFAULT_MINUTES, discountPercent?: number): { amount: number; bonus: number } {
  const { price, originalPrice } = chatPackagePrice(ratePerMinute, minutes, discountPercent)
  const amount = toPaise(price)
  return { amount, bonus: toPaise(originalPrice) - amount }
}

/** The payment order's packageId of a chat package: `chat:<astrologerId>:<minutes>`. */
export const chatPackageId = (astrologerId: string, minutes: number): string => `chat:${astrologerId}:${minutes}`

/** The credit of a paid recharge order: the amount from the gateway's clearing account, the bonus from promotions. */
export function rechargePosting(order: Pick<PaymentOrder, 'id' | 'userId' | 'provider' | 'amount' | 'bonus'>): Posting {
  const legs: Leg[] = [
    { account: walletOf(order.userId), type: 'recharge', amount: order.amount },
    { account: clearingOf(order.provider), type: 'recharge', amount: -order.amount },
  ]
  if (order.bonus > 0)
    legs.push({ account: walletOf(order.userId), type: 'bonus', amount: order.bonus }, { account: PROMOTIONS, type: 'bonus', amount: -order.bonus })
  const key = `recharge:${order.id}`
  return {
    kind: 'recharge',
    idempotencyKey: key,
    naturalKey: key,
    fingerprint: canonical({ orderId: order.id, userId: order.userId, amount: order.amount, bonus: order.bonus }),
    reference: order.id,
    memo: null,
    reverses: null,
    actorId: null,
    legs,
  }
}

/** The natural key of one billed chat minute; `refund` takes it as `chargeReference`. */
export const chatChargeReference = (consultationId: string, minute: number): string => `chat:${consultationId}:${minute}`

/** One paid chat minute: the rate from the customer's wallet to the astrologer's earnings and the platform's commission. */
export function chatChargePosting(input: Required<ChargeMinuteInput>): { posting: Posting; commission: number; astrologerShare: number } {
  const { commission, astrologerShare } = commissionSplit(input.ratePaise, input.commissionPercent)
  const legs: Leg[] = [{ account: walletOf(input.customerId), type: 'chat_charge', amount: -input.ratePaise }]
  if (astrologerShare > 0) legs.push({ account: earningsOf(input.astrologerId), type: 'astrologer_earning', amount: astrologerShare })
  if (commission > 0) legs.push({ account: PLATFORM_COMMISSION, type: 'platform_commission', amount: commission })
  return {
    commission,
    astrologerShare,
    posting: {
      kind: 'chat_charge',
      idempotencyKey: input.idempotencyKey,
      naturalKey: chatChargeReference(input.consultationId, input.minute),
      fingerprint: canonical({
        consultationId: input.consultationId,
        minute: input.minute,
        customerId: input.customerId,
        astrologerId: input.astrologerId,
        ratePaise: input.ratePaise,
        commissionPercent: input.commissionPercent,
      }),
      reference: input.consultationId,
      memo: `Chat minute ${input.minute}`,
      reverses: null,
      actorId: null,
      legs,
    },
  }
}

/** Reverses a chat charge entry by entry (customer refunded, astrologer and platform give their shares back). */
export function refundPosting(charge: PostedTransaction, input: { chargeReference: string; reason: string; idempotencyKey: string }): Posting {
  return {
    kind: 'refund',
    idempotencyKey: input.idempotencyKey,
    naturalKey: `refund:${charge.id}`,
    fingerprint: canonical({ chargeReference: input.chargeReference }),
    reference: charge.reference,
    memo: input.reason,
    reverses: charge.id,
    actorId: null,
    legs: charge.entries.map((e) => ({ account: e.account, type: 'refund', amount: -e.amount })),
  }
}

/** An admin's correction of a wallet, balanced against the platform's adjustments account. */
export function adjustmentPosting(input: { userId: string; amount: number; reason: string; actorId: string; idempotencyKey: string }): Posting {
  return {
    kind: 'admin_adjustment',
    idempotencyKey: input.idempotencyKey,
    naturalKey: null,
    fingerprint: canonical({ userId: input.userId, amount: input.amount, reason: input.reason, actorId: input.actorId }),
    reference: null,
    memo: input.reason,
    reverses: null,
    actorId: input.actorId,
    legs: [
      { account: walletOf(input.userId), type: 'admin_adjustment', amount: input.amount },
      { account: ADJUSTMENTS, type: 'admin_adjustment', amount: -input.amount },
    ],
  }
}

// ── Schemas shared by the HTTP adapter and the UI ─────────────────────────────────────────────────

export const idempotencyKeySchema = z.string({ error: walletMessages.idempotencyKey }).regex(/^[\x21-\x7e]{1,200}$/, walletMessages.idempotencyKey)

/** A recharge amount in paise: whole rupees from ₹1 to ₹1,00,000. */
export const rechargeAmountSchema = z
  .number({ error: walletMessages.wholeRupees })
  .int(walletMessages.wholeRupees)
  .refine((v) => v % 100 === 0, walletMessages.wholeRupees)
  .refine((v) => v >= RECHARGE_MIN_PAISE, walletMessages.rechargeMin)
  .refine((v) => v <= RECHARGE_MAX_PAISE, walletMessages.rechargeMax)

/** A chat package named in a recharge: the astrologer (astrologers.id) and exactly the package's minutes. */
const chatPackageRequestSchema = z.object({
  astrologerId: z.string({ error: walletMessages.unknownAstrologer }).trim().min(1, walletMessages.unknownAstrologer).max(100, walletMessages.unknownAstrologer),
  minutes: z.literal(CHAT_DEFAULT_MINUTES, { error: walletMessages.chatPackageMinutes }),
})

/**
 * POST /api/wallet/recharge: `{packageId}`, `{amount}` (paise) or `{chatPackage: {astrologerId, minutes: 20}}`,
 * exactly one. Anything else in the body (a client's price) is ignored.
 */
export const rechargeRequestSchema = z
  .object({
    packageId: z.string({ error: walletMessages.unknownPackage }).trim().min(1, walletMessages.unknownPackage).max(64, walletMessages.unknownPackage).optional(),
    amount: rechargeAmountSchema.optional(),
    chatPackage: chatPackageRequestSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const chosen = [v.packageId, v.amount, v.chatPackage].filter((x) => x !== undefined).length
    if (chosen === 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.rechargeChoice })
    if (chosen > 1) ctx.addIssue({ code: 'custom', path: ['packageId'], message: walletMessages.rechargeBoth })
  })
export type RechargeRequest = z.infer<typeof rechargeRequestSchema>

/** POST /api/admin/wallet/adjust. */
export const adjustmentSchema = z.object({
  userId: z.string({ error: walletMessages.userId }).trim().min(1, walletMessages.userId).max(100, walletMessages.userId),
  amount: z
    .number({ error: walletMessages.adjustAmount })
    .int(walletMessages.adjustAmount)
    .refine((v) => v !== 0, walletMessages.adjustAmount)
    .refine((v) => Math.abs(v) <= ADJUSTMENT_MAX_PAISE, walletMessages.adjustMax),
  reason: z.string({ error: walletMessages.adjustReason }).trim().min(3, walletMessages.adjustReason).max(500, walletMessages.adjustReason),
})
export type Adjustment = z.output<typeof adjustmentSchema>

/** A percentage with at most two decimals, 0 to 100. */
const commissionPercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'commissionPercent has at most two decimals')

export const chargeMinuteSchema = z.object({
  consultationId: z.string().min(1).max(100),
  minute: z.number().int().min(1).max(100_000),
  customerId: z.string().min(1).max(100),
  astrologerId: z.string().min(1).max(100),
  ratePaise: z.number().int().min(1).max(RATE_MAX_PAISE),
  commissionPercent: commissionPercentSchema.optional(),
  idempotencyKey: idempotencyKeySchema,
})

export const refundSchema = z.object({
  chargeReference: z.string().min(1).max(200),
  reason: z.string().trim().min(3).max(500),
  idempotencyKey: idempotencyKeySchema,
})

/** GET /api/wallet?before=<id>&limit=<n>. */
export const walletPageSchema = z.object({
  before: z.string().regex(/^[1-9]\d{0,17}$/, walletMessages.before).optional(),
  limit: z.coerce.number({ error: walletMessages.limit }).int(walletMessages.limit).min(1, walletMessages.limit).max(WALLET_PAGE_MAX, walletMessages.limit).default(WALLET_PAGE_SIZE),
})
export type WalletPage = z.output<typeof walletPageSchema>
