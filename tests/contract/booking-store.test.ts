import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Storage } from '../../adapters/storage/database'
import { SqlBookingStore } from '../../adapters/storage/sql-booking-store'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import { SqlWalletLedger } from '../../adapters/storage/sql-wallet-ledger'
import type { NewBooking } from '../../core/bookings/ports/booking-store'
import { capturePosting, holdPosting, releasePosting } from '../../core/bookings/rules'
import { ConflictError, InsufficientBalanceError } from '../../core/errors'
import { rechargePosting, walletOf } from '../../core/wallet/rules'
import { storageDrivers } from '../support/storage'

const ASTROLOGER = 'astro-priya-deshpande'

/** The booking store on each engine: the slot constraint, the hold in the booking's transaction, settling once, reminders once. */
for (const [driver, open] of storageDrivers)
  describe(`booking store (${driver})`, () => {
    let storage: Storage
    let store: SqlBookingStore
    let ledger: SqlWalletLedger
    beforeAll(async () => {
      storage = await open()
      ledger = new SqlWalletLedger(storage.db)
      store = new SqlBookingStore(storage.db, ledger)
    })
    afterAll(async () => storage?.close())

    async function customer(balance: number): Promise<string> {
      const id = (await new SqlUserRepository(storage.db).create({ email: `${randomUUID()}@example.com`, name: 'Store Tester', role: 'customer', passwordHash: 'h' })).id
      if (balance) await ledger.post(rechargePosting({ id: randomUUID(), userId: id, provider: 'sandbox', amount: balance, bonus: 0 }))
      return id
    }
    const booking = (customerId: string, start: string, minutes = 30, price = 3_000): NewBooking => ({
      id: randomUUID(),
      customerId,
      astrologerId: ASTROLOGER,
      mode: 'chat',
      durationMinutes: minutes,
      start: new Date(start),
      end: new Date(Date.parse(start) + minutes * 60_000),
      timezone: 'Asia/Kolkata',
      ratePaise: price / minutes,
      price,
      idempotencyKey: randomUUID(),
      fingerprint: 'f',
      createdAt: new Date('2026-12-01T00:00:00Z'),
    })
    const make = (b: NewBooking) => store.create(b, holdPosting({ id: b.id, customerId: b.customerId, price: b.price, astrologerName: 'Priya' }))

    it('stores a booking with its hold, refuses an overlap and an empty wallet, and leaves nothing behind', async () => {
      const a = await customer(3_000)
      const first = booking(a, '2027-01-05T12:30:00Z')
      const made = await make(first)
      expect(made.replayed).toBe(false)
      expect(made.booking).toMatchObject({ status: 'booked', holdState: 'held', price: 3_000, astrologerName: 'Priya Deshpande' })
      expect(await ledger.balance(walletOf(a))).toBe(0)
      expect(await ledger.balance({ kind: 'booking_holds', owner: first.id })).toBe(3_000)

      const b = await customer(10_000)
      const overlap = booking(b, '2027-01-05T12:45:00Z')
      await expect(make(overlap)).rejects.toMatchObject({ code: 'BOOKING.SLOT_TAKEN' })
      await expect(make(overlap)).rejects.toBeInstanceOf(ConflictError)
      expect(await store.findById(overlap.id)).toBeNull()
      expect(await ledger.balance(walletOf(b))).toBe(10_000)
      // Back to back is fine.
      expect((await make(booking(b, '2027-01-05T13:00:00Z'))).replayed).toBe(false)

      const poor = await customer(100)
      const refused = booking(poor, '2027-01-06T12:30:00Z')
      await expect(make(refused)).rejects.toBeInstanceOf(InsufficientBalanceError)
      expect(await store.findById(refused.id)).toBeNull()
      expect(await store.takenBetween(ASTROLOGER, new Date('2027-01-06T00:00:00Z'), new Date('2027-01-07T00:00:00Z'))).toEqual([])
    })

    it('settles once, frees the slot, and sends each reminder once', async () => {
      const a = await customer(3_000)
      const b = booking(a, '2027-01-07T12:30:00Z')
      await make(b)
      const postings = [capturePosting({ id: b.id, astrologerId: ASTROLOGER }, 1_500, 30, 'late')!, releasePosting({ id: b.id, customerId: a }, 1_500, 'late')!]
      const at = new Date('2027-01-07T10:00:00Z')
      const settled = await store.settle(b.id, { to: 'cancelled', at, holdState: 'split', captured: 1_500, released: 1_500, postings, cancelledBy: 'customer' })
      expect(settled).toMatchObject({ status: 'cancelled', holdState: 'split', capturedPaise: 1_500, releasedPaise: 1_500, cancelledBy: 'customer' })
      expect(await store.settle(b.id, { to: 'cancelled', at, holdState: 'split', captured: 1_500, released: 1_500, postings, cancelledBy: 'customer' })).toBeNull()
      expect(await ledger.balance({ kind: 'booking_holds', owner: b.id })).toBe(0)
      expect(await ledger.balance(walletOf(a))).toBe(1_500)
      // The same time can be booked again.
      expect((await make(booking(await customer(3_000), '2027-01-07T12:30:00Z'))).replayed).toBe(false)

      expect(await store.claimReminder(b.id, 30, at)).toBe(true)
      expect(await store.claimReminder(b.id, 30, at)).toBe(false)
      expect(await store.claimReminder(b.id, 5, at)).toBe(true)
      expect((await store.findById(b.id))!.remindersSent).toEqual([5, 30])
      expect((await ledger.audit()).balanced).toBe(true)
    })

    it('knows an astrologer whose account is suspended, finds a participant’s upcoming bookings, and records a cancellation by the platform', async () => {
      const users = new SqlUserRepository(storage.db)
      let astrologer = (await store.astrologer(ASTROLOGER))!
      if (!astrologer.userId) {
        const account = await users.create({ email: `${randomUUID()}@example.com`, name: 'Store Astrologer', role: 'astrologer', passwordHash: 'h' })
        await sql`UPDATE astrologers SET user_id = ${account.id} WHERE id = ${ASTROLOGER}`.execute(storage.db)
        astrologer = (await store.astrologer(ASTROLOGER))!
      }
      const userId = astrologer.userId!
      expect(astrologer.suspended).toBe(false)
      await users.setSuspended(userId, true)
      expect((await store.astrologer(ASTROLOGER))!.suspended).toBe(true)
      expect((await store.astrologerOfUser(userId))!.suspended).toBe(true)
      await users.setSuspended(userId, false)
      expect((await store.astrologer(ASTROLOGER))!.suspended).toBe(false)

      const a = await customer(3_000)
      const b = booking(a, '2027-01-09T12:30:00Z')
      await make(b)
      const at = new Date('2027-01-09T12:00:00Z')
      const upcoming = (who: string) => store.list({ participantUserId: who, statuses: ['booked'], from: at, limit: 50 })
      expect((await upcoming(a)).map((x) => x.id)).toEqual([b.id])
      expect((await upcoming(userId)).map((x) => x.id)).toContain(b.id)
      const settled = await store.settle(b.id, {
        to: 'cancelled',
        at,
        holdState: 'released',
        captured: 0,
        released: 3_000,
        postings: [releasePosting({ id: b.id, customerId: a }, 3_000, 'suspended')!],
        cancelledBy: 'platform',
        reason: 'Account suspended',
      })
      expect(settled).toMatchObject({ status: 'cancelled', cancelledBy: 'platform', cancelledAt: at, holdState: 'released', capturedPaise: 0, releasedPaise: 3_000 })
      expect(await upcoming(a)).toEqual([])
      expect(await ledger.balance({ kind: 'booking_holds', owner: b.id })).toBe(0)
      expect(await ledger.balance(walletOf(a))).toBe(3_000)
      expect((await ledger.audit()).balanced).toBe(true)
    })

    it('audits the holds: a settled booking whose hold still holds money is named', async () => {
      const a = await customer(3_000)
      const b = booking(a, '2027-01-08T12:30:00Z')
      await make(b)
      expect((await ledger.audit()).balanced).toBe(true)
      // Settled without its postings (as a bug would): the audit finds the money left in the hold.
      await storage.db.updateTable('bookings' as never).set({ status: 'cancelled', hold_state: 'released', released_paise: 3_000 } as never).where('id' as never, '=', b.id as never).execute()
      const audit = await ledger.audit()
      expect(audit.balanced).toBe(false)
      expect(audit.mismatchedAccounts).toContain(`booking_holds:${b.id}`)
      // Put right, for the other tests on this database.
      await ledger.post(releasePosting({ id: b.id, customerId: a }, 3_000, 'repair')!)
      expect((await ledger.audit()).balanced).toBe(true)
    })
  })
