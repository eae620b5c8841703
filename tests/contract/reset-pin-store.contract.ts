import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ResetPinStore } from '../../core/accounts/ports/reset-pin-store'

export interface ResetPinStoreUnderTest {
  store: ResetPinStore
  /** a user the store may keep a PIN for */
  user(): Promise<string>
  close(): Promise<void>
}

const NOW = new Date('2026-12-05T10:00:00Z')
const LATER = new Date('2026-12-05T10:15:00Z')

/**
 * What every reset-PIN store must do: one PIN a user, a newer one replacing the older with a fresh count;
 * each guess claimed atomically, so parallel guesses never check more than the allowed number; an expired
 * or deleted PIN answers none.
 */
export function describeResetPinStoreContract(name: string, make: () => Promise<ResetPinStoreUnderTest>) {
  describe(`ResetPinStore contract: ${name}`, () => {
    let under: ResetPinStoreUnderTest
    beforeEach(async () => {
      under = await make()
    })
    afterEach(async () => under.close())

    it('keeps one PIN a user; a newer one replaces it with a fresh count', async () => {
      const [asha, ravi] = [await under.user(), await under.user()]
      await under.store.save({ userId: asha, pinHash: 'first', expiresAt: LATER })
      await under.store.recordFailedAttempt(asha)
      await under.store.save({ userId: ravi, pinHash: 'ravi', expiresAt: LATER })
      expect(await under.store.find(asha)).toEqual({ userId: asha, pinHash: 'first', expiresAt: LATER, attempts: 1 })
      await under.store.save({ userId: asha, pinHash: 'second', expiresAt: LATER })
      expect(await under.store.find(asha)).toEqual({ userId: asha, pinHash: 'second', expiresAt: LATER, attempts: 0 })
      expect((await under.store.find(ravi))?.pinHash).toBe('ravi')
    })

    it('counts parallel guesses one by one and checks no more than allowed', async () => {
      const asha = await under.user()
      await under.store.save({ userId: asha, pinHash: 'pin', expiresAt: LATER })
      const claims = await Promise.all(Array.from({ length: 12 }, () => under.store.claimAttempt(asha, 5, NOW)))
      expect(claims.filter((c) => c !== null)).toHaveLength(5)
      expect(claims.filter((c) => c !== null).every((c) => c!.pinHash === 'pin')).toBe(true)
      expect(await under.store.claimAttempt(asha, 5, NOW)).toBeNull()
    })

    it('answers no PIN once it has expired, been deleted, or never was', async () => {
      const [asha, ravi] = [await under.user(), await under.user()]
      await under.store.save({ userId: asha, pinHash: 'pin', expiresAt: NOW })
      expect(await under.store.claimAttempt(asha, 5, NOW)).toBeNull()
      await under.store.save({ userId: asha, pinHash: 'pin', expiresAt: LATER })
      expect(await under.store.claimAttempt(asha, 5, NOW)).not.toBeNull()
      await under.store.delete(asha)
      expect(await under.store.find(asha)).toBeNull()
      expect(await under.store.claimAttempt(asha, 5, NOW)).toBeNull()
      expect(await under.store.claimAttempt(ravi, 5, NOW)).toBeNull()
    })
  })
}
