import { describe, expect, it, beforeEach, afterEach } from 'vitest'
import { SqlActivityStats, SqlArticleRepository, SqlAstrologerDirectory, SqlRechargePackageRepository } from '../../adapters/storage/content-repositories'
import type { Storage } from '../../adapters/storage/database'
import { SqlMailOutbox } from '../../adapters/storage/mail-outbox'
import { SqlResetPinStore } from '../../adapters/storage/reset-pin-store'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import { seedContent } from '../../adapters/storage/seed/seed-content'
import { storageDrivers } from '../support/storage'
import { describeUserRepositoryContract } from './user-repository.contract'

for (const [driver, open] of storageDrivers) {
  describeUserRepositoryContract(driver, async () => {
    const storage = await open()
    return { users: new SqlUserRepository(storage.db), close: () => storage.close() }
  })

  describe(`storage adapters on ${driver}`, () => {
    let storage: Storage
    beforeEach(async () => {
      storage = await open()
    })
    afterEach(async () => storage.close())

    it('keeps one reset PIN per user, counts failures and deletes it', async () => {
      const user = await new SqlUserRepository(storage.db).create({ email: 'pin@example.com', name: 'Pin', role: 'customer', passwordHash: 'h' })
      const pins = new SqlResetPinStore(storage.db)
      await pins.save({ userId: user.id, pinHash: 'first', expiresAt: new Date('2026-11-22T10:15:00Z') })
      await pins.recordFailedAttempt(user.id)
      expect(await pins.find(user.id)).toMatchObject({ pinHash: 'first', attempts: 1 })
      await pins.save({ userId: user.id, pinHash: 'second', expiresAt: new Date('2026-11-22T10:30:00Z') })
      expect(await pins.find(user.id)).toMatchObject({ pinHash: 'second', attempts: 0, expiresAt: new Date('2026-11-22T10:30:00Z') })
      await pins.delete(user.id)
      expect(await pins.find(user.id)).toBeNull()
    })

    it('records outbox mail newest first', async () => {
      const outbox = new SqlMailOutbox(storage.db)
      await outbox.record({ to: 'a@example.com', subject: 'One', text: 'first' })
      await new Promise((r) => setTimeout(r, 5))
      await outbox.record({ to: 'b@example.com', subject: 'Two', text: 'second' })
      const mails = await outbox.list(10)
      expect(mails.map((m) => m.subject)).toEqual(['Two', 'One'])
      expect(mails[0]).toMatchObject({ to: 'b@example.com', text: 'second' })
      expect(await outbox.list(1)).toHaveLength(1)
    })

    it('serves the seeded astrologers with translated bios, and seeding twice changes nothing', async () => {
      await seedContent(storage.db)
      const directory = new SqlAstrologerDirectory(storage.db)
      const english = await directory.list('en')
      const hindi = await directory.list('hi')
      expect(english.length).toBeGreaterThanOrEqual(12)
      expect(await directory.count()).toBe(english.length)
      expect(english[0]).toMatchObject({ image: `/api/astrologer-image/${english[0].slug}.jpg` })
      expect(hindi[0].bio).not.toBe(english[0].bio)
      expect(hindi[0].bio).toMatch(/[\u0900-\u097F]/)
      for (const a of english) expect(a.ratePerMinute).toBeGreaterThan(0)
    })

    it('serves 20 articles by id and slug in four languages', async () => {
      const articles = new SqlArticleRepository(storage.db)
      const all = await articles.list('en')
      expect(all).toHaveLength(20)
      // Newest first; the three written in full are the first three ids.
      const days = all.map((a) => Date.parse(a.date))
      expect(days).toEqual([...days].sort((a, b) => b - a))
      const written = all.filter((a) => a.content.length > 500)
      expect(written.map((a) => a.id).sort()).toEqual([1, 2, 3])
      expect(all.filter((a) => a.content === '')).toHaveLength(17)
      const bySlug = await articles.find(written[0]!.slug, 'ta')
      expect(bySlug?.id).toBe(written[0]!.id)
      expect(bySlug?.title).toMatch(/[\u0B80-\u0BFF]/)
      expect((await articles.find('3', 'te'))?.content).toMatch(/[\u0C00-\u0C7F]/)
      expect(await articles.find('no-such-article', 'en')).toBeNull()
      expect(await articles.find('999', 'en')).toBeNull()
      expect(await articles.isDeleted('999')).toBe(false)
      expect(await articles.isDeleted(written[0]!.slug)).toBe(false)
    })

    it('lists recharge packages by amount and counts activity', async () => {
      const packages = await new SqlRechargePackageRepository(storage.db).list()
      expect(packages.length).toBeGreaterThanOrEqual(6)
      expect(packages.map((p) => p.amount)).toEqual([...packages.map((p) => p.amount)].sort((a, b) => a - b))
      const stats = new SqlActivityStats(storage.db)
      expect(await stats.consultationsSince(new Date(0))).toBe(0)
      expect(await stats.reportsGenerated()).toBe(0)
    })
  })
}
