import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SqlOfferClaims } from '../../adapters/storage/sql-offer-claims'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import type { OfferClaims } from '../../core/offers/ports/offer-claims'
import type { Storage } from '../../adapters/storage/database'
import { storageDrivers } from '../support/storage'

for (const [driver, open] of storageDrivers)
  describe(`offer claims (${driver})`, () => {
    let storage: Storage
    let claims: OfferClaims
    const user = async () => (await new SqlUserRepository(storage.db).create({ email: `${randomUUID()}@example.com`, name: 'Offer Tester', role: 'customer', passwordHash: 'h' })).id
    beforeAll(async () => {
      storage = await open()
      claims = new SqlOfferClaims(storage.db)
    })
    afterAll(async () => storage?.close())

    it('lets an account take an offer once, and the same order claim it again', async () => {
      const id = await user()
      const person = randomUUID()
      expect(await claims.taken('first-report', id)).toBe(false)
      expect(await claims.claim({ offer: 'first-report', userId: id, personKey: person, reference: 'r1' })).toBe(true)
      expect(await claims.claim({ offer: 'first-report', userId: id, personKey: person, reference: 'r1' })).toBe(true)
      expect(await claims.claim({ offer: 'first-report', userId: id, personKey: randomUUID(), reference: 'r2' })).toBe(false)
      expect(await claims.taken('first-report', id)).toBe(true)
      // Another offer is another claim.
      expect(await claims.taken('first-question', id)).toBe(false)
      expect(await claims.claim({ offer: 'first-question', userId: id, personKey: person, reference: 'q1' })).toBe(true)
    })

    it('lets a person take an offer once, whichever account asks', async () => {
      const [a, b] = [await user(), await user()]
      const person = randomUUID()
      expect(await claims.claim({ offer: 'first-report', userId: a, personKey: person, reference: 'ra' })).toBe(true)
      expect(await claims.claim({ offer: 'first-report', userId: b, personKey: person, reference: 'rb' })).toBe(false)
      expect(await claims.taken('first-report', b)).toBe(false)
    })

    it('gives an offer back for another try once released', async () => {
      const id = await user()
      const person = randomUUID()
      expect(await claims.claim({ offer: 'first-report', userId: id, personKey: person, reference: 'failed' })).toBe(true)
      await claims.release('first-report', 'failed')
      expect(await claims.taken('first-report', id)).toBe(false)
      expect(await claims.claim({ offer: 'first-report', userId: id, personKey: person, reference: 'retry' })).toBe(true)
    })

    it('has exactly one winner among parallel claims', async () => {
      const id = await user()
      const wins = await Promise.all(Array.from({ length: 10 }, (_, i) => claims.claim({ offer: 'first-report', userId: id, personKey: randomUUID(), reference: `race-${i}` })))
      expect(wins.filter(Boolean)).toHaveLength(1)
    })
  })
