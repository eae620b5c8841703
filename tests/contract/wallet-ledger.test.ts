import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, openStorage, type Storage } from '../../adapters/storage/database'
import { SqlAuditLog } from '../../adapters/storage/sql-audit-log'
import { SqlPaymentOrders } from '../../adapters/storage/sql-payment-orders'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import { SqlWalletLedger } from '../../adapters/storage/sql-wallet-ledger'
import type { PostedTransaction } from '../../core/domain/wallet'
import { ConflictError, InsufficientBalanceError, NotFoundError } from '../../core/errors'
import type { WalletLedger } from '../../core/wallet/ports/wallet-ledger'
import { ChargeChatMinute } from '../../core/consultations/charge-chat-minute'
import { ConfirmPayment } from '../../core/wallet/confirm-payment'
import { RefundCharge } from '../../core/consultations/refund-charge'
import {
  adjustmentPosting,
  clearingOf,
  earningsOf,
  PLATFORM_COMMISSION,
  PROMOTIONS,
  rechargePosting,
  walletOf,
} from '../../core/wallet/rules'
import { postgresUrl, storageDrivers } from '../support/storage'

const order = (id: string, userId: string, amount: number, bonus = 0) => ({ id, userId, provider: 'sandbox' as const, amount, bonus })

/** Funds a wallet through the same posting a paid recharge makes. */
async function fund(ledger: WalletLedger, userId: string, amount: number, id = `ord_fund_${userId}_${amount}`): Promise<PostedTransaction> {
  return ledger.post(rechargePosting(order(id, userId, amount)))
}

for (const [driver, open] of storageDrivers) {
  describe(`WalletLedger contract: ${driver}`, () => {
    let storage: Storage
    let ledger: SqlWalletLedger
    beforeEach(async () => {
      storage = await open()
      ledger = new SqlWalletLedger(storage.db)
    })
    afterEach(async () => storage.close())

    it('credits a recharge and its bonus in one balanced posting, with the balance after each entry', async () => {
      const posted = await ledger.post(rechargePosting(order('ord_a', 'user-1', 50_000, 2_500)))
      expect(posted.replayed).toBe(false)
      expect(posted.kind).toBe('recharge')
      expect(posted.entries.reduce((s, e) => s + e.amount, 0)).toBe(0)
      expect(posted.entries.map((e) => [e.account.kind, e.type, e.amount, e.balanceAfter])).toEqual([
        ['customer_wallet', 'recharge', 50_000, 50_000],
        ['gateway_clearing', 'recharge', -50_000, null],
        ['customer_wallet', 'bonus', 2_500, 52_500],
        ['promotions', 'bonus', -2_500, null],
      ])
      expect(await ledger.balance(walletOf('user-1'))).toBe(52_500)
      expect(await ledger.balance(clearingOf('sandbox'))).toBe(-50_000)
      expect(await ledger.balance(PROMOTIONS)).toBe(-2_500)
      expect(await ledger.balance(walletOf('nobody'))).toBe(0)
      const history = await ledger.history(walletOf('user-1'), { limit: 10 })
      expect(history.map((h) => [h.type, h.amount, h.balanceAfter, h.reference])).toEqual([
        ['bonus', 2_500, 52_500, 'ord_a'],
        ['recharge', 50_000, 50_000, 'ord_a'],
      ])
      expect(await ledger.audit()).toMatchObject({ balanced: true, total: 0, transactions: 1, entries: 4, mismatchedAccounts: [], unbalancedTransactions: [] })
    })

    it('answers a repeat (same idempotency key, or same natural key) with the first result and moves nothing', async () => {
      const first = await ledger.post(rechargePosting(order('ord_b', 'user-2', 10_000)))
      const again = await ledger.post(rechargePosting(order('ord_b', 'user-2', 10_000)))
      expect(again).toEqual({ ...first, replayed: true })
      // Another idempotency key for the same business fact (the same order) is still the same posting.
      const otherKey = await ledger.post({ ...rechargePosting(order('ord_b', 'user-2', 10_000)), idempotencyKey: 'webhook-delivery-7' })
      expect(otherKey.id).toBe(first.id)
      expect(await ledger.balance(walletOf('user-2'))).toBe(10_000)
      expect((await ledger.audit()).transactions).toBe(1)
    })

    it('refuses the same key for a different request', async () => {
      await ledger.post(adjustmentPosting({ userId: 'user-3', amount: 500, reason: 'goodwill', actorId: 'admin', idempotencyKey: 'k-1' }))
      const clash = ledger.post(adjustmentPosting({ userId: 'user-3', amount: 900, reason: 'goodwill', actorId: 'admin', idempotencyKey: 'k-1' }))
      await expect(clash).rejects.toBeInstanceOf(ConflictError)
      await expect(clash).rejects.toMatchObject({ code: 'LEDGER.IDEMPOTENCY_CONFLICT' })
      const sameOrderOtherAmount = ledger.post(rechargePosting(order('ord_c', 'user-3', 100)))
      await sameOrderOtherAmount
      await expect(ledger.post({ ...rechargePosting(order('ord_c', 'user-3', 200)), idempotencyKey: 'other' })).rejects.toMatchObject({ code: 'LEDGER.ALREADY_RECORDED' })
      expect(await ledger.balance(walletOf('user-3'))).toBe(600)
    })

    it('never takes a wallet below zero: the whole posting fails and nothing is written', async () => {
      await fund(ledger, 'user-4', 1_000)
      const before = await ledger.audit()
      await expect(ledger.post(adjustmentPosting({ userId: 'user-4', amount: -1_001, reason: 'too much', actorId: 'admin', idempotencyKey: 'k-2' }))).rejects.toBeInstanceOf(
        InsufficientBalanceError,
      )
      expect(await ledger.audit()).toEqual(before)
      const exact = await ledger.post(adjustmentPosting({ userId: 'user-4', amount: -1_000, reason: 'all of it', actorId: 'admin', idempotencyKey: 'k-3' }))
      expect(exact.entries[0].balanceAfter).toBe(0)
      // A wallet that has never been credited cannot pay either.
      await expect(ledger.post(adjustmentPosting({ userId: 'user-new', amount: -1, reason: 'nothing', actorId: 'admin', idempotencyKey: 'k-4' }))).rejects.toBeInstanceOf(
        InsufficientBalanceError,
      )
      // The failed key was not used up: it can carry a request that succeeds.
      await fund(ledger, 'user-new', 5)
      expect((await ledger.post(adjustmentPosting({ userId: 'user-new', amount: -1, reason: 'nothing', actorId: 'admin', idempotencyKey: 'k-4' }))).replayed).toBe(false)
    })

    it('pages the history newest first with before=<id>', async () => {
      for (let i = 1; i <= 5; i++) await ledger.post(adjustmentPosting({ userId: 'user-5', amount: i * 100, reason: `credit ${i}`, actorId: 'admin', idempotencyKey: `p-${i}` }))
      const first = await ledger.history(walletOf('user-5'), { limit: 2 })
      expect(first.map((t) => t.amount)).toEqual([500, 400])
      expect(first[0]).toMatchObject({ type: 'admin_adjustment', balanceAfter: 1_500, description: 'credit 5', reference: null })
      const second = await ledger.history(walletOf('user-5'), { limit: 2, before: first[1].id })
      expect(second.map((t) => t.amount)).toEqual([300, 200])
      const last = await ledger.history(walletOf('user-5'), { limit: 2, before: second[1].id })
      expect(last.map((t) => t.amount)).toEqual([100])
    })

    it('keeps entries immutable and refuses to commit an unbalanced transaction', async () => {
      const posted = await fund(ledger, 'user-6', 700)
      await expect(sql`UPDATE ledger_entries SET amount = 1 WHERE transaction_id = ${posted.id}`.execute(storage.db)).rejects.toThrow(/immutable/)
      await expect(sql`DELETE FROM ledger_transactions WHERE id = ${posted.id}`.execute(storage.db)).rejects.toThrow(/immutable/)
      await expect(
        storage.db.transaction().execute(async (tx) => {
          await sql`INSERT INTO ledger_transactions (id, kind, idempotency_key, fingerprint) VALUES ('bad', 'admin_adjustment', 'bad', '{}')`.execute(tx)
          await sql`INSERT INTO ledger_entries (transaction_id, account_id, type, amount) VALUES ('bad', 'adjustments:platform', 'admin_adjustment', 5)`.execute(tx)
        }),
      ).rejects.toThrow(/does not balance/)
      await expect(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = 'customer_wallet:user-6'`.execute(storage.db)).rejects.toThrow(/ledger_wallet_not_negative/)
      expect((await ledger.audit()).balanced).toBe(true)
    })

    describe('chat billing', () => {
      let charge: ChargeChatMinute
      let refund: RefundCharge
      beforeEach(() => {
        charge = new ChargeChatMinute(ledger, 30)
        refund = new RefundCharge(ledger)
      })
      const minute = (n: number, extra: Partial<Parameters<ChargeChatMinute['execute']>[0]> = {}) => ({
        consultationId: 'cons-1',
        minute: n,
        customerId: 'cust-1',
        astrologerId: 'astro-x',
        ratePaise: 1_001,
        idempotencyKey: `cons-1:${n}`,
        ...extra,
      })

      it('moves one minute from the wallet to the astrologer and the platform, to the paisa', async () => {
        await fund(ledger, 'cust-1', 5_000)
        const billed = await charge.execute(minute(1))
        expect(billed).toMatchObject({ chargeReference: 'chat:cons-1:1', amount: 1_001, commission: 300, astrologerShare: 701, balanceAfter: 3_999, replayed: false })
        expect(await ledger.balance(walletOf('cust-1'))).toBe(3_999)
        expect(await ledger.balance(earningsOf('astro-x'))).toBe(701)
        expect(await ledger.balance(PLATFORM_COMMISSION)).toBe(300)
        const custom = await charge.execute(minute(2, { commissionPercent: 25.5 }))
        expect(custom.commission + custom.astrologerShare).toBe(1_001)
        expect(custom.commission).toBe(255)
        const [latest] = await ledger.history(walletOf('cust-1'), { limit: 1 })
        expect(latest).toMatchObject({ type: 'chat_charge', amount: -1_001, reference: 'cons-1', description: 'Chat minute 2' })
      })

      it('bills a minute once, whatever the key, and refuses a minute the wallet cannot cover', async () => {
        await fund(ledger, 'cust-1', 1_500)
        const first = await charge.execute(minute(1))
        expect((await charge.execute(minute(1))).transactionId).toBe(first.transactionId)
        const otherKey = await charge.execute(minute(1, { idempotencyKey: 'after-restart' }))
        expect(otherKey).toMatchObject({ transactionId: first.transactionId, replayed: true, balanceAfter: 499 })
        await expect(charge.execute(minute(1, { ratePaise: 2_000, idempotencyKey: 'x' }))).rejects.toMatchObject({ code: 'LEDGER.ALREADY_RECORDED' })
        await expect(charge.execute(minute(2))).rejects.toBeInstanceOf(InsufficientBalanceError)
        expect(await ledger.balance(walletOf('cust-1'))).toBe(499)
        expect(await ledger.findByNaturalKey('chat:cons-1:2')).toBeNull()
      })

      it('refunds a charge entirely and only once', async () => {
        await fund(ledger, 'cust-1', 5_000)
        const billed = await charge.execute(minute(1))
        const back = await refund.execute({ chargeReference: billed.chargeReference, reason: 'Astrologer dropped', idempotencyKey: 'refund-1' })
        expect(back).toMatchObject({ amount: 1_001, balanceAfter: 5_000, replayed: false })
        const again = await refund.execute({ chargeReference: billed.chargeReference, reason: 'Asked twice', idempotencyKey: 'refund-2' })
        expect(again).toMatchObject({ transactionId: back.transactionId, replayed: true })
        expect(await ledger.balance(walletOf('cust-1'))).toBe(5_000)
        expect(await ledger.balance(earningsOf('astro-x'))).toBe(0)
        expect(await ledger.balance(PLATFORM_COMMISSION)).toBe(0)
        await expect(refund.execute({ chargeReference: 'chat:cons-1:99', reason: 'no such', idempotencyKey: 'r-3' })).rejects.toBeInstanceOf(NotFoundError)
        await expect(refund.execute({ chargeReference: 'refund:whatever', reason: 'no such', idempotencyKey: 'r-4' })).rejects.toBeInstanceOf(NotFoundError)
        expect((await ledger.audit()).balanced).toBe(true)
      })

      it('100 simultaneous charges against one wallet end with the exact balance, never below zero', async () => {
        const rate = 700
        const opening = 50 * rate + 300 // room for exactly 50 minutes
        await fund(ledger, 'cust-1', opening)
        const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => charge.execute(minute(i + 1, { ratePaise: rate }))))
        const ok = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<ChargeChatMinute['execute']>>> => r.status === 'fulfilled')
        const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        expect(ok).toHaveLength(50)
        expect(refused).toHaveLength(50)
        for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientBalanceError)
        expect(await ledger.balance(walletOf('cust-1'))).toBe(300)
        // Every successful charge saw a distinct balance: the charges were serialised on the wallet row.
        const after = ok.map((r) => r.value.balanceAfter).sort((a, b) => b - a)
        expect(after).toEqual(Array.from({ length: 50 }, (_, k) => opening - (k + 1) * rate))
        const history = await ledger.history(walletOf('cust-1'), { limit: 100 })
        expect(history.every((h) => h.balanceAfter >= 0)).toBe(true)
        const { astrologerShare, commission } = ok[0].value
        expect(await ledger.balance(earningsOf('astro-x'))).toBe(50 * astrologerShare)
        expect(await ledger.balance(PLATFORM_COMMISSION)).toBe(50 * commission)
        expect(await ledger.audit()).toMatchObject({ balanced: true, mismatchedAccounts: [] })
      })

      it('20 simultaneous repeats of one charge move money once', async () => {
        await fund(ledger, 'cust-1', 10_000)
        const results = await Promise.all(Array.from({ length: 20 }, () => charge.execute(minute(1))))
        expect(new Set(results.map((r) => r.transactionId)).size).toBe(1)
        expect(results.filter((r) => !r.replayed)).toHaveLength(1)
        expect(await ledger.balance(walletOf('cust-1'))).toBe(10_000 - 1_001)
      })
    })

    it('credits a payment confirmed simultaneously by callback and webhook exactly once', async () => {
      const users = new SqlUserRepository(storage.db)
      const orders = new SqlPaymentOrders(storage.db)
      const user = await users.create({ email: 'payer@example.com', name: 'Payer', role: 'customer', passwordHash: 'h' })
      const { order: made } = await orders.create({ userId: user.id, provider: 'sandbox', amount: 100_000, bonus: 10_000, packageId: 'pkg-1000', idempotencyKey: null, fingerprint: '{}' })
      await orders.attachProviderOrder(made.id, made.id)
      const confirm = new ConfirmPayment(orders, ledger, users, new SqlAuditLog(storage.db))
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => confirm.execute({ provider: 'sandbox', event: { outcome: i % 3 === 2 ? 'failure' : 'success', providerOrderId: made.id } })),
      )
      expect(results.some((r) => r.status === 'paid')).toBe(true)
      expect(await ledger.balance(walletOf(user.id))).toBe(110_000)
      expect((await users.findById(user.id))!.balance).toBe(110_000)
      expect(await orders.findById(made.id)).toMatchObject({ status: 'paid', ledgerTransactionId: expect.any(String) })
      // A late failure does not undo a payment.
      expect(await confirm.execute({ provider: 'sandbox', event: { outcome: 'failure', providerOrderId: made.id } })).toEqual({ orderId: made.id, status: 'paid' })
      expect((await ledger.audit()).transactions).toBe(1)
    })
  })
}

describe.skipIf(!postgresUrl)('WalletLedger on PostgreSQL under real contention (25 connections)', () => {
  let storage: Storage
  const schema = `test_wallet_${randomBytes(5).toString('hex')}`
  beforeEach(async () => {
    storage = await openStorage({ kind: 'postgres', url: postgresUrl!, schema, maxConnections: 25 })
    await migrate(storage.db, storage)
  })
  afterEach(async () => {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(storage.db)
    await storage.close()
  })

  it('100 simultaneous charges, 25 at a time in the database, end with the exact balance', async () => {
    const ledger = new SqlWalletLedger(storage.db)
    const charge = new ChargeChatMinute(ledger, 30)
    await fund(ledger, 'cust-pg', 60 * 333 + 10)
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        charge.execute({ consultationId: 'c-pg', minute: i + 1, customerId: 'cust-pg', astrologerId: 'astro-pg', ratePaise: 333, idempotencyKey: `c-pg:${i + 1}` }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(60)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientBalanceError)
    expect(await ledger.balance(walletOf('cust-pg'))).toBe(10)
    expect(await ledger.balance(earningsOf('astro-pg')) + (await ledger.balance(PLATFORM_COMMISSION))).toBe(60 * 333)
    expect(await ledger.audit()).toMatchObject({ balanced: true, mismatchedAccounts: [], unbalancedTransactions: [] })
  })

  it('the first postings to new accounts, all at once, create each account once and all succeed', async () => {
    const ledger = new SqlWalletLedger(storage.db)
    // Twenty customers' first recharges race to create the same gateway and promotion accounts and their own wallets twice over.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => fund(ledger, `new-${i % 20}`, 1000 + i, `ord_race_${i}`)),
    )
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([])
    for (let i = 0; i < 20; i++) expect(await ledger.balance(walletOf(`new-${i}`)), `new-${i}`).toBe(1000 + i + 1000 + i + 20)
    expect(await ledger.audit()).toMatchObject({ balanced: true })
  })
})
