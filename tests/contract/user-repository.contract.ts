import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConflictError } from '../../core/errors'
import type { UserRepository } from '../../core/accounts/ports/user-repository'

/** What every UserRepository must do, whatever stores it. */
export function describeUserRepositoryContract(name: string, make: () => Promise<{ users: UserRepository; close: () => Promise<void> }>) {
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository
    let close: () => Promise<void>
    beforeEach(async () => ({ users, close } = await make()))
    afterEach(async () => close())

    const newUser = (email: string) => ({ email, name: 'Meera Iyer', role: 'customer' as const, passwordHash: 'scrypt$hash' })

    it('creates a user and finds it by id and by email in any case', async () => {
      const created = await users.create(newUser('Meera.Iyer@Example.com'))
      expect(created).toMatchObject({ email: 'Meera.Iyer@Example.com', name: 'Meera Iyer', role: 'customer', balance: 0, lastSeenAt: null })
      expect(created.id).toMatch(/[0-9a-f-]{36}/)
      expect((await users.findById(created.id))?.email).toBe('Meera.Iyer@Example.com')
      expect((await users.findByEmail('meera.iyer@example.COM'))?.id).toBe(created.id)
      expect(await users.findByEmail('nobody@example.com')).toBeNull()
      expect(await users.findById('00000000-0000-0000-0000-000000000000')).toBeNull()
    })

    it('keeps the language the account is mailed in: English unless given, then as changed', async () => {
      const plain = await users.create(newUser('plain@example.com'))
      expect(plain.language).toBe('en')
      const tamil = await users.create({ ...newUser('tamil@example.com'), language: 'ta' })
      expect((await users.findById(tamil.id))?.language).toBe('ta')
      await users.setLanguage(tamil.id, 'te')
      expect((await users.findByEmail('tamil@example.com'))?.language).toBe('te')
      expect((await users.findById(plain.id))?.language).toBe('en')
    })

    it('refuses a second account for the same email, whatever its case', async () => {
      await users.create(newUser('ravi@example.com'))
      await expect(users.create(newUser('RAVI@example.com'))).rejects.toBeInstanceOf(ConflictError)
    })

    it('links an account to one Google subject and finds it by that subject', async () => {
      const user = await users.create({ email: 'linked@example.com', name: 'Linked', role: 'customer', passwordHash: 'h' })
      expect(await users.findByGoogleSubject('google-sub-1')).toBeNull()
      await users.linkGoogle(user.id, 'google-sub-1')
      expect((await users.findByGoogleSubject('google-sub-1'))?.id).toBe(user.id)
      const other = await users.create({ email: 'other@example.com', name: 'Other', role: 'customer', passwordHash: 'h' })
      await expect(users.linkGoogle(other.id, 'google-sub-1')).rejects.toThrow()
    })

    it('changes the email, refusing one another account has', async () => {
      const user = await users.create(newUser('first.mail@example.com'))
      await users.create(newUser('taken.mail@example.com'))
      await users.setEmail(user.id, 'Second.Mail@example.com')
      expect((await users.findByEmail('second.mail@example.com'))?.id).toBe(user.id)
      expect(await users.findByEmail('first.mail@example.com')).toBeNull()
      await expect(users.setEmail(user.id, 'TAKEN.mail@example.com')).rejects.toThrow()
    })

    it('updates the password hash', async () => {
      const u = await users.create(newUser('pw@example.com'))
      await users.updatePassword(u.id, 'scrypt$new')
      expect((await users.findById(u.id))?.passwordHash).toBe('scrypt$new')
    })

    it('counts users seen since a moment', async () => {
      const a = await users.create(newUser('a@example.com'))
      const b = await users.create(newUser('b@example.com'))
      await users.touchLastSeen(a.id, new Date('2026-11-22T10:00:00Z'))
      await users.touchLastSeen(b.id, new Date('2026-11-22T09:00:00Z'))
      expect(await users.countSeenSince(new Date('2026-11-22T09:30:00Z'))).toBe(1)
      expect(await users.countSeenSince(new Date('2026-11-22T08:30:00Z'))).toBe(2)
      expect((await users.findById(a.id))?.lastSeenAt?.toISOString()).toBe('2026-11-22T10:00:00.000Z')
      expect(await users.count()).toBeGreaterThanOrEqual(2)
    })
  })
}
