import { describe, expect, it } from 'vitest'
import type { PostedTransaction } from '../../core/domain/wallet'
import {
  accountId,
  adjustmentPosting,
  assertBalanced,
  canonical,
  chargeMinuteSchema,
  chatChargePosting,
  chatPackageId,
  chatPackageRecharge,
  commissionSplit,
  rechargeAmountSchema,
  rechargePosting,
  rechargeRequestSchema,
  refundPosting,
  walletOf,
} from '../../core/wallet/rules'

const sum = (legs: Array<{ amount: number }>) => legs.reduce((s, l) => s + l.amount, 0)

describe('commission split', () => {
  it('gives the platform its percent rounded to the paisa (halves up) and the astrologer the rest', () => {
    expect(commissionSplit(1_001, 30)).toEqual({ commission: 300, astrologerShare: 701 })
    expect(commissionSplit(5, 30)).toEqual({ commission: 2, astrologerShare: 3 }) // 1.5 → 2
    expect(commissionSplit(1, 30)).toEqual({ commission: 0, astrologerShare: 1 }) // 0.3 → 0
    expect(commissionSplit(2_500, 0)).toEqual({ commission: 0, astrologerShare: 2_500 })
    expect(commissionSplit(2_500, 100)).toEqual({ commission: 2_500, astrologerShare: 0 })
    expect(commissionSplit(1_000, 12.5)).toEqual({ commission: 125, astrologerShare: 875 })
    expect(commissionSplit(999, 33.33)).toEqual({ commission: 333, astrologerShare: 666 })
  })

  it('always adds up to the charge exactly, and is never more than half a paisa from the exact share', () => {
    for (const percent of [0, 0.01, 12.5, 25.5, 30, 33.33, 49.99, 99.99, 100])
      for (let rate = 0; rate <= 3_000; rate++) {
        const { commission, astrologerShare } = commissionSplit(rate, percent)
        expect(commission + astrologerShare).toBe(rate)
        expect(Number.isInteger(commission) && commission >= 0 && astrologerShare >= 0).toBe(true)
        expect(Math.abs(commission - (rate * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-9)
      }
  })

  it('refuses a fractional charge or a percent out of range', () => {
    expect(() => commissionSplit(10.5, 30)).toThrow()
    expect(() => commissionSplit(100, 101)).toThrow()
    expect(() => commissionSplit(100, -1)).toThrow()
  })
})

describe('recharge limits', () => {
  const message = (value: unknown) => {
    const r = rechargeAmountSchema.safeParse(value)
    return r.success ? 'ok' : r.error.issues[0].message
  }
  it('accepts whole rupees from ₹1 to ₹1,00,000 (in paise)', () => {
    expect(message(100)).toBe('ok')
    expect(message(49_900)).toBe('ok')
    expect(message(10_000_000)).toBe('ok')
    expect(message(99)).toBe('Enter a whole number of rupees')
    expect(message(150)).toBe('Enter a whole number of rupees')
    expect(message(100.5)).toBe('Enter a whole number of rupees')
    expect(message('100')).toBe('Enter a whole number of rupees')
    expect(message(0)).toBe('The smallest recharge is ₹1')
    expect(message(10_000_100)).toBe('The largest recharge is ₹1,00,000')
  })
  it('wants a package or an amount, not both', () => {
    expect(rechargeRequestSchema.safeParse({ packageId: 'pkg-100' }).success).toBe(true)
    expect(rechargeRequestSchema.safeParse({ amount: 100 }).success).toBe(true)
    expect(rechargeRequestSchema.safeParse({}).success).toBe(false)
    expect(rechargeRequestSchema.safeParse({ packageId: 'pkg-100', amount: 100 }).success).toBe(false)
    expect(rechargeRequestSchema.safeParse({ chatPackage: { astrologerId: 'astro-1', minutes: 20 } }).success).toBe(true)
    expect(rechargeRequestSchema.safeParse({ chatPackage: { astrologerId: 'astro-1', minutes: 30 } }).success).toBe(false)
    expect(rechargeRequestSchema.safeParse({ chatPackage: { astrologerId: '', minutes: 20 } }).success).toBe(false)
    expect(rechargeRequestSchema.safeParse({ chatPackage: { astrologerId: 'astro-1', minutes: 20 }, packageId: 'pkg-100' }).success).toBe(false)
    // A client's price is not part of the request.
    expect(rechargeRequestSchema.parse({ chatPackage: { astrologerId: 'astro-1', minutes: 20, price: 1 }, price: 1 })).toEqual({ chatPackage: { astrologerId: 'astro-1', minutes: 20 } })
  })
})

describe('chat package recharge: 20 minutes at 15% off the rate', () => {
  it('pays the package price and credits the discount as bonus, in paise, so the wallet holds rate × 20', () => {
    expect(chatPackageRecharge(25)).toEqual({ amount: 42_500, bonus: 7_500 })
    expect(chatPackageRecharge(45)).toEqual({ amount: 76_500, bonus: 13_500 })
    expect(chatPackageRecharge(33)).toEqual({ amount: 56_100, bonus: 9_900 }) // 561 = round(660 × 0.85)
    expect(chatPackageRecharge(7)).toEqual({ amount: 11_900, bonus: 2_100 })
    for (const rate of [1, 9, 17, 99, 250]) {
      const { amount, bonus } = chatPackageRecharge(rate)
      expect(amount + bonus).toBe(rate * 20 * 100)
      expect(amount % 100).toBe(0)
    }
    expect(chatPackageId('astro-1', 20)).toBe('chat:astro-1:20')
  })
})

describe('postings', () => {
  it('a recharge credits amount and bonus, each balanced by its source, keyed by the order', () => {
    const posting = rechargePosting({ id: 'ord_1', userId: 'u', provider: 'razorpay', amount: 100_000, bonus: 10_000 })
    assertBalanced(posting.legs)
    expect(posting.legs.filter((l) => accountId(l.account) === accountId(walletOf('u'))).map((l) => [l.type, l.amount])).toEqual([
      ['recharge', 100_000],
      ['bonus', 10_000],
    ])
    expect(posting.legs.map((l) => accountId(l.account))).toContain('gateway_clearing:razorpay')
    expect(posting).toMatchObject({ idempotencyKey: 'recharge:ord_1', naturalKey: 'recharge:ord_1', reference: 'ord_1' })
    expect(rechargePosting({ id: 'ord_2', userId: 'u', provider: 'sandbox', amount: 100, bonus: 0 }).legs).toHaveLength(2)
  })

  it('a chat minute debits the rate and credits the two shares; 0% or 100% commission leaves no zero leg', () => {
    const input = { consultationId: 'c', minute: 3, customerId: 'cu', astrologerId: 'as', ratePaise: 2_999, commissionPercent: 30, idempotencyKey: 'k' }
    const { posting, commission, astrologerShare } = chatChargePosting(input)
    assertBalanced(posting.legs)
    expect(commission + astrologerShare).toBe(2_999)
    expect(posting.naturalKey).toBe('chat:c:3')
    expect(posting.legs.map((l) => [l.account.kind, l.type, l.amount])).toEqual([
      ['customer_wallet', 'chat_charge', -2_999],
      ['astrologer_earnings', 'astrologer_earning', 2_099],
      ['platform_commission', 'platform_commission', 900],
    ])
    expect(chatChargePosting({ ...input, commissionPercent: 0 }).posting.legs).toHaveLength(2)
    expect(chatChargePosting({ ...input, commissionPercent: 100 }).posting.legs).toHaveLength(2)
    expect(chatChargePosting({ ...input, ratePaise: 3_000 }).posting.fingerprint).not.toBe(posting.fingerprint)
  })

  it('a refund negates every entry of the charge and is keyed by it', () => {
    const { posting } = chatChargePosting({ consultationId: 'c', minute: 1, customerId: 'cu', astrologerId: 'as', ratePaise: 1_000, commissionPercent: 30, idempotencyKey: 'k' })
    const charge: PostedTransaction = {
      id: 'tx-1',
      kind: 'chat_charge',
      idempotencyKey: 'k',
      naturalKey: posting.naturalKey,
      reference: 'c',
      memo: null,
      reverses: null,
      actorId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      replayed: false,
      entries: posting.legs.map((l, i) => ({ id: String(i + 1), account: l.account, type: l.type, amount: l.amount, balanceAfter: null })),
    }
    const refund = refundPosting(charge, { chargeReference: 'chat:c:1', reason: 'dropped', idempotencyKey: 'r' })
    assertBalanced(refund.legs)
    expect(refund.legs.map((l) => l.amount)).toEqual(posting.legs.map((l) => -l.amount))
    expect(refund).toMatchObject({ kind: 'refund', naturalKey: 'refund:tx-1', reverses: 'tx-1', memo: 'dropped', reference: 'c' })
  })

  it('an adjustment balances against the adjustments account and remembers the admin', () => {
    const posting = adjustmentPosting({ userId: 'u', amount: -500, reason: 'duplicate', actorId: 'admin-1', idempotencyKey: 'k' })
    expect(sum(posting.legs)).toBe(0)
    expect(posting).toMatchObject({ actorId: 'admin-1', memo: 'duplicate', naturalKey: null })
  })

  it('assertBalanced refuses anything but a clean double entry', () => {
    const w = walletOf('u')
    expect(() => assertBalanced([{ account: w, type: 'bonus', amount: 5 }])).toThrow(/two legs/)
    expect(() => assertBalanced([{ account: w, type: 'bonus', amount: 5 }, { account: w, type: 'bonus', amount: -4 }])).toThrow(/sum to zero/)
    expect(() => assertBalanced([{ account: w, type: 'bonus', amount: 0 }, { account: w, type: 'bonus', amount: 0 }])).toThrow(/non-zero/)
    expect(() => assertBalanced([{ account: w, type: 'bonus', amount: 0.5 }, { account: w, type: 'bonus', amount: -0.5 }])).toThrow(/whole number/)
  })

  it('fingerprints ignore key order', () => {
    expect(canonical({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(canonical({ a: { c: 'x', d: [1, 2] }, b: 1 }))
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: 2 }))
  })

  it('validates chat charges at the boundary', () => {
    const ok = { consultationId: 'c', minute: 1, customerId: 'cu', astrologerId: 'as', ratePaise: 100, idempotencyKey: 'k' }
    expect(chargeMinuteSchema.safeParse(ok).success).toBe(true)
    expect(chargeMinuteSchema.safeParse({ ...ok, minute: 0 }).success).toBe(false)
    expect(chargeMinuteSchema.safeParse({ ...ok, ratePaise: 10.5 }).success).toBe(false)
    expect(chargeMinuteSchema.safeParse({ ...ok, commissionPercent: 30.123 }).success).toBe(false)
    expect(chargeMinuteSchema.safeParse({ ...ok, idempotencyKey: 'has space' }).success).toBe(false)
  })
})
