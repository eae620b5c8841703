import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Storage } from '../../adapters/storage/database'
import { SqlAstrologerProfiles } from '../../adapters/storage/sql-astrologer-profiles'
import { SqlConsultationRepository } from '../../adapters/storage/sql-consultation-repository'
import { SqlMessageRepository } from '../../adapters/storage/sql-message-repository'
import { SqlReviewRepository } from '../../adapters/storage/sql-review-repository'
import { SqlUserRepository } from '../../adapters/storage/user-repository'
import { InMemoryConsultationRepository } from '../support/chat-fakes'
import { storageDrivers } from '../support/storage'
import { describeConsultationRepositoryContract, type ConsultationFixture } from './consultation-repository.contract'

const T0 = new Date('2026-03-01T10:00:00Z')

/** Customers and astrologers with accounts on a SQL storage. */
function sqlPeople(storage: Storage) {
  const users = new SqlUserRepository(storage.db)
  const profiles = new SqlAstrologerProfiles(storage.db)
  return {
    users,
    profiles,
    async customer(name = 'Test Customer') {
      return (await users.create({ email: `${randomUUID()}@example.com`, name, role: 'customer', passwordHash: 'h' })).id
    },
    async astrologer(options: { online?: boolean; max?: number } = {}) {
      const [free] = await profiles.listWithoutAccount()
      const user = await users.create({ email: `${randomUUID()}@example.com`, name: free.name, role: 'astrologer', passwordHash: 'h' })
      expect(await profiles.linkAccount(free.id, user.id)).toBe(true)
      await profiles.setOnline(free.id, options.online ?? true)
      await profiles.update(free.id, { maxConcurrentChats: options.max ?? 3 })
      return { id: free.id, userId: user.id }
    },
  }
}

for (const [driver, open] of storageDrivers)
  describeConsultationRepositoryContract(driver, async (): Promise<ConsultationFixture> => {
    const storage = await open()
    return { repo: new SqlConsultationRepository(storage.db), ...sqlPeople(storage), close: () => storage.close() }
  })

describeConsultationRepositoryContract('in memory (the unit tests’ fake)', async () => {
  const repo = new InMemoryConsultationRepository()
  return {
    repo,
    async customer(name = 'Test Customer') {
      const id = randomUUID()
      repo.nameCustomer(id, name)
      return id
    },
    async astrologer(options: { online?: boolean; max?: number } = {}) {
      const id = randomUUID()
      const userId = randomUUID()
      repo.addAstrologer({ id, userId, online: options.online ?? true, max: options.max ?? 3 })
      return { id, userId }
    },
    close: async () => undefined,
  }
})

for (const [driver, open] of storageDrivers) {
  describe(`chat messages, reviews and astrologer profiles: ${driver}`, () => {
    let storage: Storage
    let people: ReturnType<typeof sqlPeople>
    let consultations: SqlConsultationRepository
    let messages: SqlMessageRepository
    beforeEach(async () => {
      storage = await open()
      people = sqlPeople(storage)
      consultations = new SqlConsultationRepository(storage.db)
      messages = new SqlMessageRepository(storage.db)
    })
    afterEach(async () => storage.close())

    async function activeChat() {
      const customer = await people.customer('Meera Iyer')
      const astro = await people.astrologer()
      const c = await consultations.createRequest({ customerId: customer, astrologerId: astro.id, ratePaise: 2_000, requestedAt: T0, expiresAt: new Date(T0.getTime() + 120_000), idempotencyKey: null })
      await consultations.accept(c.id, { at: T0, freeMinutesIfFirst: 5, clockOwner: 'a' })
      return { id: c.id, customer, astro }
    }

    it('numbers messages 1, 2, 3 … without gaps, even when both sides write at once', async () => {
      const chat = await activeChat()
      const writes = Array.from({ length: 20 }, (_, i) =>
        messages.append({
          consultationId: chat.id,
          senderId: i % 2 ? chat.customer : chat.astro.userId,
          text: `message ${i}`,
          clientId: `c-${i}`,
          at: new Date(T0.getTime() + i),
        }),
      )
      const stored = await Promise.all(writes)
      expect(stored.map((s) => s!.message.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      const all = await messages.listAfter(chat.id, 0, 100)
      expect(all.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect((await messages.listAfter(chat.id, 17, 100)).map((m) => m.seq)).toEqual([18, 19, 20])
      expect((await consultations.findById(chat.id))!.lastSeq).toBe(20)
    })

    it('stores a resent clientId once and refuses messages outside an active chat', async () => {
      const chat = await activeChat()
      const first = await messages.append({ consultationId: chat.id, senderId: chat.customer, text: 'Namaste', clientId: 'abc', at: T0 })
      expect(first).toMatchObject({ duplicate: false, message: { seq: 1, from: 'customer', senderId: chat.customer, text: 'Namaste', clientId: 'abc', deliveredAt: null, readAt: null } })
      const again = await Promise.all([1, 2].map(() => messages.append({ consultationId: chat.id, senderId: chat.customer, text: 'Namaste', clientId: 'abc', at: T0 })))
      expect(again.every((r) => r!.duplicate && r!.message.id === first!.message.id)).toBe(true)
      expect(first).toMatchObject({ customerId: chat.customer, astrologerUserId: chat.astro.userId })
      const stranger = await people.customer()
      expect(await messages.append({ consultationId: chat.id, senderId: stranger, text: 'let me in', clientId: null, at: T0 })).toBeNull()
      expect(await messages.listAfter(chat.id, 0, 10)).toHaveLength(1)
      await consultations.transition(chat.id, { from: ['active'], to: 'ended', at: T0, reason: 'customer_ended', elapsedMs: 0 })
      expect(await messages.append({ consultationId: chat.id, senderId: chat.customer, text: 'late', clientId: null, at: T0 })).toBeNull()
    })

    it('marks the other side’s messages delivered and read up to a seq', async () => {
      const chat = await activeChat()
      for (const [i, from] of (['customer', 'customer', 'astrologer', 'customer'] as const).entries())
        await messages.append({ consultationId: chat.id, senderId: from === 'customer' ? chat.customer : chat.astro.userId, text: `m${i}`, clientId: null, at: T0 })
      const later = new Date(T0.getTime() + 5_000)
      expect(await messages.markDelivered(chat.id, chat.astro.userId, 2, later)).toEqual({ upToSeq: 2, senderId: chat.customer, from: 'customer' })
      expect(await messages.markDelivered(chat.id, chat.astro.userId, 2, later)).toBeNull()
      expect(await messages.markRead(chat.id, 'customer', 10, later)).toBe(4)
      const all = await messages.listAfter(chat.id, 0, 10)
      expect(all.map((m) => [m.seq, Boolean(m.deliveredAt), Boolean(m.readAt)])).toEqual([
        [1, true, true],
        [2, true, true],
        [3, false, false],
        [4, true, true],
      ])
    })

    it('adds a review once and recomputes the rating over the seeded baseline and real reviews', async () => {
      const chat = await activeChat()
      const reviews = new SqlReviewRepository(storage.db)
      const before = (await people.profiles.find(chat.astro.id, 'en'))!
      await reviews.add({ consultationId: chat.id, astrologerId: chat.astro.id, customerId: chat.customer, rating: 1, text: 'Too short', at: T0 })
      await expect(reviews.add({ consultationId: chat.id, astrologerId: chat.astro.id, customerId: chat.customer, rating: 5, text: '', at: T0 })).rejects.toMatchObject({ code: 'CONSULTATION.ALREADY_REVIEWED' })
      const after = (await people.profiles.find(chat.astro.id, 'en'))!
      expect(after.reviews).toBe(before.reviews + 1)
      const expected = (before.rating * before.reviews + 1) / (before.reviews + 1)
      expect(after.rating).toBeCloseTo(expected, 1)
      expect(await reviews.listForAstrologer(chat.astro.id, { limit: 10 })).toEqual([{ id: expect.stringMatching(/^rev-/), rating: 1, text: 'Too short', customerName: 'Meera', createdAt: T0.toISOString() }])
    })

    it('finds profiles by id, slug or account, edits them and counts open chats', async () => {
      const chat = await activeChat()
      const bySlug = (await people.profiles.find(chat.astro.id.replace(/^astro-/, ''), 'hi'))!
      expect(bySlug).toMatchObject({ id: chat.astro.id, userId: chat.astro.userId, activeChats: 1, maxConcurrentChats: 3, busy: false, isOnline: true })
      expect(bySlug.bio).toBe(bySlug.bioTranslations.hi)
      await people.profiles.update(chat.astro.id, { bio: 'A new English biography of twenty characters or more.', languages: ['Hindi', 'English'], specialties: ['Vedic Astrology'], ratePerMinute: 42, maxConcurrentChats: 1 })
      const edited = (await people.profiles.findByUserId(chat.astro.userId, 'en'))!
      expect(edited).toMatchObject({ bio: 'A new English biography of twenty characters or more.', languages: ['Hindi', 'English'], specialties: ['Vedic Astrology'], ratePerMinute: 42, maxConcurrentChats: 1, busy: true })
      expect(edited.bioTranslations.hi).toBe(bySlug.bioTranslations.hi)
      expect(await people.profiles.linkAccount(chat.astro.id, chat.customer)).toBe(false)
      expect(await people.profiles.find('nobody-at-all', 'en')).toBeNull()
    })
  })
}
