import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Storage } from '../../adapters/storage/database'
import { SqlAstrologerProfiles } from '../../adapters/storage/sql-astrologer-profiles'
import { SqlConsultationRepository } from '../../adapters/storage/sql-consultation-repository'
import { SqlMessageRepository } from '../../adapters/storage/sql-message-repository'
import { BatchingMessageRepository } from '../../adapters/storage/batching-message-repository'
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

    it('stores a group in one step, answering for each message what appending them one by one would', async () => {
      const a = await activeChat()
      const b = await activeChat()
      const ended = await activeChat()
      await consultations.transition(ended.id, { from: ['active'], to: 'ended', at: T0, reason: 'customer_ended', elapsedMs: 0 })
      const stranger = await people.customer()
      await messages.append({ consultationId: a.id, senderId: a.customer, text: 'first', clientId: 'a-0', at: T0 })
      const at = new Date(T0.getTime() + 1_000)
      const results = await messages.appendMany([
        { consultationId: a.id, senderId: a.astro.userId, text: 'reply', clientId: 'x-1', at },
        { consultationId: b.id, senderId: b.customer, text: 'hello b', clientId: 'b-1', at },
        { consultationId: a.id, senderId: a.customer, text: 'first again', clientId: 'a-0', at }, // stored before
        { consultationId: a.id, senderId: a.customer, text: 'second', clientId: 'a-1', at },
        { consultationId: a.id, senderId: a.customer, text: 'second, resent', clientId: 'a-1', at }, // earlier in this group
        { consultationId: a.id, senderId: stranger, text: 'let me in', clientId: null, at },
        { consultationId: ended.id, senderId: ended.customer, text: 'too late', clientId: null, at },
        { consultationId: 'no-such-chat', senderId: a.customer, text: '?', clientId: null, at },
        { consultationId: b.id, senderId: b.astro.userId, text: 'hello back', clientId: null, at },
      ])
      expect(results.map((r) => r && [r.message.consultationId === a.id ? 'a' : 'b', r.message.seq, r.duplicate, r.message.from])).toEqual([
        ['a', 2, false, 'astrologer'],
        ['b', 1, false, 'customer'],
        ['a', 1, true, 'customer'],
        ['a', 3, false, 'customer'],
        ['a', 3, true, 'customer'],
        null,
        null,
        null,
        ['b', 2, false, 'astrologer'],
      ])
      expect(results[0]).toMatchObject({ customerId: a.customer, astrologerUserId: a.astro.userId, message: { text: 'reply', clientId: 'x-1', senderId: a.astro.userId, sentAt: at.toISOString(), deliveredAt: null, readAt: null } })
      expect(results[4]!.message.id).toBe(results[3]!.message.id)
      // What the group answered is what was stored.
      expect(await messages.listAfter(a.id, 0, 10)).toEqual([expect.objectContaining({ seq: 1, text: 'first' }), results[0]!.message, results[3]!.message])
      expect(await messages.listAfter(b.id, 0, 10)).toEqual([results[1]!.message, results[8]!.message])
      expect((await consultations.findById(a.id))!.lastSeq).toBe(3)
      expect((await consultations.findById(b.id))!.lastSeq).toBe(2)
      expect(await messages.listAfter(ended.id, 0, 10)).toEqual([])
      // Single appends go on from the group's numbers.
      expect((await messages.append({ consultationId: a.id, senderId: a.customer, text: 'third', clientId: null, at }))!.message.seq).toBe(4)
    })

    it('looks a group’s clientIds up only when the group holds a resend', async () => {
      const chat = await activeChat()
      const statements: string[] = []
      const counted = new SqlMessageRepository(
        storage.db.withPlugin({
          transformQuery: (args) => (statements.push(args.node.kind), args.node),
          transformResult: async (args) => args.result,
        }),
      )
      const group = (ids: string[]) => ids.map((clientId) => ({ consultationId: chat.id, senderId: chat.customer, text: clientId, clientId, at: T0 }))
      const fresh = await counted.appendMany(group(['n-1', 'n-2']))
      const withoutResend = statements.splice(0).length
      expect(fresh.map((r) => [r!.message.seq, r!.duplicate])).toEqual([[1, false], [2, false]])

      // A resend among new messages: refused by the unique index, written again with the lookup.
      const mixed = await counted.appendMany(group(['n-3', 'n-2', 'n-4']))
      expect(mixed.map((r) => [r!.message.seq, r!.duplicate])).toEqual([[3, false], [2, true], [4, false]])
      expect(mixed[1]!.message.id).toBe(fresh[1]!.message.id)
      expect(statements.length).toBeGreaterThan(2 * withoutResend)
      expect((await messages.listAfter(chat.id, 0, 10)).map((m) => m.clientId)).toEqual(['n-1', 'n-2', 'n-3', 'n-4'])
      expect((await consultations.findById(chat.id))!.lastSeq).toBe(4)

      statements.length = 0
      await counted.appendMany(group(['n-5', 'n-6']))
      expect(statements.length).toBe(withoutResend)
    })

    it('stores nothing of a group when one of its messages cannot be stored', async () => {
      const chat = await activeChat()
      const group = [
        { consultationId: chat.id, senderId: chat.customer, text: 'fine', clientId: 'ok-1', at: T0 },
        { consultationId: chat.id, senderId: chat.customer, text: 'x'.repeat(4_001), clientId: 'too-long', at: T0 }, // the table's CHECK refuses it
      ]
      await expect(messages.appendMany(group)).rejects.toThrow()
      expect(await messages.listAfter(chat.id, 0, 10)).toEqual([])
      expect((await consultations.findById(chat.id))!.lastSeq).toBe(0)

      // Through the batching repository the group falls back to one write each: the good one is stored.
      const batching = new BatchingMessageRepository(messages)
      const [fine, tooLong] = await Promise.allSettled(group.map((m) => batching.append(m)))
      expect(fine).toMatchObject({ status: 'fulfilled', value: { message: { seq: 1, text: 'fine' } } })
      expect(tooLong.status).toBe('rejected')
      expect((await messages.listAfter(chat.id, 0, 10)).map((m) => m.clientId)).toEqual(['ok-1'])
    })

    it('numbers concurrent groups and single appends of the same chats without gaps, in each sender’s order', async () => {
      const chats = [await activeChat(), await activeChat(), await activeChat()]
      const batching = new BatchingMessageRepository(messages)
      const writes: Array<Promise<unknown>> = []
      for (let i = 0; i < 30; i++)
        for (const [n, chat] of chats.entries()) {
          const senderId = i % 2 ? chat.customer : chat.astro.userId
          const message = { consultationId: chat.id, senderId, text: `m${i}`, clientId: `c${n}-${i}`, at: T0 }
          // Mixed on purpose: grouped appends, explicit groups and single statements at once.
          writes.push(i % 3 === 0 ? messages.append(message) : i % 3 === 1 ? batching.append(message) : messages.appendMany([message, { ...message, clientId: `${message.clientId}-b` }]))
        }
      await Promise.all(writes)
      for (const chat of chats) {
        const stored = await messages.listAfter(chat.id, 0, 1_000)
        expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
        expect((await consultations.findById(chat.id))!.lastSeq).toBe(40)
        // The batching repository keeps the order in which one sender handed its messages in.
        const viaBatcher = stored.filter((m) => Number(m.text.slice(1)) % 3 === 1 && !m.clientId!.endsWith('-b'))
        for (const sender of [chat.customer, chat.astro.userId]) {
          const order = viaBatcher.filter((m) => m.senderId === sender).map((m) => Number(m.text.slice(1)))
          expect(order).toEqual([...order].sort((x, y) => x - y))
        }
      }
    })

    it('marks many receipts delivered in one step, merging repeats', async () => {
      const a = await activeChat()
      const b = await activeChat()
      for (const [i, from] of (['customer', 'customer', 'astrologer'] as const).entries())
        for (const chat of [a, b]) await messages.append({ consultationId: chat.id, senderId: from === 'customer' ? chat.customer : chat.astro.userId, text: `m${i}`, clientId: null, at: T0 })
      const later = new Date(T0.getTime() + 5_000)
      const marked = await messages.markDeliveredMany(
        [
          { consultationId: a.id, recipientId: a.astro.userId, upToSeq: 1 },
          { consultationId: b.id, recipientId: b.customer, upToSeq: 3 },
          { consultationId: a.id, recipientId: a.astro.userId, upToSeq: 2 }, // merged into the first
          { consultationId: b.id, recipientId: b.astro.userId, upToSeq: 0 },
        ],
        later,
      )
      expect(marked).toEqual([{ upToSeq: 2, senderId: a.customer, from: 'customer' }, { upToSeq: 3, senderId: b.astro.userId, from: 'astrologer' }, null, null])
      expect(await messages.markDeliveredMany([{ consultationId: a.id, recipientId: a.astro.userId, upToSeq: 3 }], later)).toEqual([null])
      expect((await messages.listAfter(a.id, 0, 10)).map((m) => m.deliveredAt)).toEqual([later.toISOString(), later.toISOString(), null])
      expect((await messages.listAfter(b.id, 0, 10)).map((m) => m.deliveredAt)).toEqual([null, null, later.toISOString()])

      // The batching repository groups single receipts the same way.
      const batching = new BatchingMessageRepository(messages)
      const [first, second] = await Promise.all([batching.markDelivered(a.id, a.customer, 3, later), batching.markDelivered(b.id, b.astro.userId, 2, later)])
      expect(first).toEqual({ upToSeq: 3, senderId: a.astro.userId, from: 'astrologer' })
      expect(second).toEqual({ upToSeq: 2, senderId: b.customer, from: 'customer' })
    })

    it('starts each receipt after the messages it has marked already, never after a receipt’s seq beyond them', async () => {
      const chat = await activeChat()
      const send = (text: string) => messages.append({ consultationId: chat.id, senderId: chat.customer, text, clientId: null, at: T0 })
      const receipt = (upToSeq: number, repo = messages) => repo.markDeliveredMany([{ consultationId: chat.id, recipientId: chat.astro.userId, upToSeq }], T0)
      const delivered = async () => (await messages.listAfter(chat.id, 0, 10)).filter((m) => m.deliveredAt).map((m) => m.seq)
      for (const text of ['one', 'two', 'three']) await send(text)
      expect(await receipt(2)).toEqual([expect.objectContaining({ upToSeq: 2 })])
      // Something no receipt does: message 1 undelivered again. The next receipt starts after 2, so it stays so.
      await storage.db.updateTable('consultation_messages').set({ delivered_at: null }).where('consultation_id', '=', chat.id).where('seq', '=', 1).execute()
      expect(await receipt(3)).toEqual([expect.objectContaining({ upToSeq: 3 })])
      expect(await delivered()).toEqual([2, 3])

      // A receipt beyond the last message marks what exists; later messages are still found.
      await send('four')
      expect(await receipt(100)).toEqual([expect.objectContaining({ upToSeq: 4 })])
      await send('five')
      expect(await receipt(5)).toEqual([expect.objectContaining({ upToSeq: 5 })])
      expect(await delivered()).toEqual([2, 3, 4, 5])

      // What one instance knows another does not (or the same after a restart): it scans from the start.
      expect(await receipt(5, new SqlMessageRepository(storage.db))).toEqual([expect.objectContaining({ upToSeq: 1 })])
      expect(await delivered()).toEqual([1, 2, 3, 4, 5])
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

describe('BatchingMessageRepository when the database itself fails', () => {
  it('gives every message of the group the error at once, without retrying them one by one', async () => {
    const away = Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined })
    let singles = 0
    let groups = 0
    const store = {
      appendMany: async () => {
        groups++
        throw away
      },
      append: async () => {
        singles++
        throw away
      },
    } as unknown as ConstructorParameters<typeof BatchingMessageRepository>[0]
    const batching = new BatchingMessageRepository(store)
    const outcomes = await Promise.allSettled([1, 2, 3].map((i) => batching.append({ consultationId: 'c', senderId: 's', text: `m${i}`, clientId: `c${i}`, at: T0 })))
    expect(outcomes.map((o) => o.status === 'rejected' && o.reason)).toEqual([away, away, away])
    expect({ groups, singles }).toEqual({ groups: 1, singles: 0 })
  })
})
