import { randomUUID } from 'node:crypto'
import { ConflictError } from '../../core/errors'
import type { MailMessage, Mailer } from '../../core/shared/ports/mailer'
import type { PasswordHasher } from '../../core/accounts/ports/password-hasher'
import type { ResetPinRecord, ResetPinStore } from '../../core/accounts/ports/reset-pin-store'
import type { TokenClaims, TokenService } from '../../core/accounts/ports/token-service'
import type { NewUser, UserRecord, UserRepository } from '../../core/accounts/ports/user-repository'

/** In-memory users; passes the same contract suite as the SQL repositories. */
export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<string, UserRecord>()
  private readonly google = new Map<string, string>()

  async setEmail(id: string, email: string) {
    const taken = await this.findByEmail(email)
    if (taken && taken.id !== id) throw new ConflictError('An account with this email already exists', 'AUTH.EMAIL_TAKEN')
    const found = this.rows.get(id)
    if (found) found.email = email.trim()
  }
  async findByGoogleSubject(subject: string) {
    const id = this.google.get(subject)
    return id ? this.findById(id) : null
  }
  async linkGoogle(id: string, subject: string) {
    if (this.google.has(subject) && this.google.get(subject) !== id) throw new ConflictError('This Google account is linked to another account', 'AUTH.GOOGLE_TAKEN')
    this.google.set(subject, id)
  }

  async create(user: NewUser): Promise<UserRecord> {
    if (await this.findByEmail(user.email)) throw new ConflictError('An account with this email already exists', 'AUTH.EMAIL_TAKEN')
    const record: UserRecord = { id: randomUUID(), ...user, language: user.language ?? 'en', email: user.email.trim(), balance: 0, createdAt: new Date(), lastSeenAt: null, sessionVersion: 0, suspended: false, owner: false, deleted: false }
    this.rows.set(record.id, record)
    return { ...record }
  }
  async findByEmail(email: string) {
    const found = [...this.rows.values()].find((u) => u.email.toLowerCase() === email.trim().toLowerCase())
    return found ? { ...found } : null
  }
  async findById(id: string) {
    const found = this.rows.get(id)
    return found ? { ...found } : null
  }
  async updatePassword(id: string, passwordHash: string) {
    const found = this.rows.get(id)
    if (!found) return 0
    found.passwordHash = passwordHash
    return ++found.sessionVersion
  }
  async endSessions(id: string) {
    const found = this.rows.get(id)
    return found ? ++found.sessionVersion : 0
  }
  async touchLastSeen(id: string, at: Date) {
    const found = this.rows.get(id)
    if (found) found.lastSeenAt = at
  }
  async countSeenSince(since: Date) {
    return [...this.rows.values()].filter((u) => u.lastSeenAt && u.lastSeenAt >= since).length
  }
  async count() {
    return this.rows.size
  }
  async search(query: string, limit: number) {
    const q = query.trim().toLowerCase()
    return [...this.rows.values()]
      .filter((u) => !q || u.email.toLowerCase().includes(q) || u.name.toLowerCase().includes(q))
      .reverse()
      .slice(0, limit)
      .map((u) => ({ ...u }))
  }
  async setRole(id: string, role: UserRecord['role']) {
    const found = this.rows.get(id)
    if (found) {
      found.role = role
      found.sessionVersion++
    }
  }
  async setName(id: string, name: string) {
    const found = this.rows.get(id)
    if (found) found.name = name
  }
  async setLanguage(id: string, language: UserRecord['language']) {
    const found = this.rows.get(id)
    if (found) found.language = language
  }
  async anonymise(id: string) {
    const found = this.rows.get(id)
    if (found) Object.assign(found, { email: `deleted-${id}@deleted.invalid`, name: 'Deleted user', passwordHash: 'deleted', suspended: true, deleted: true, sessionVersion: found.sessionVersion + 1 })
  }
  async claimOwnership(id: string) {
    const found = this.rows.get(id)
    if (found && ![...this.rows.values()].some((u) => u.owner)) found.owner = true
    return found?.owner === true
  }

  async setSuspended(id: string, suspended: boolean) {
    const found = this.rows.get(id)
    if (found) {
      found.suspended = suspended
      found.sessionVersion++
    }
  }
}

/** Reversible "hash" so tests read clearly; never used outside tests. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (password, hash) => hash === `plain:${password}`,
}

export class FakeTokens implements TokenService {
  readonly ttlSeconds = 3600
  async issue(subject: { userId: string; role: TokenClaims['role']; sessionVersion?: number }) {
    return `token:${subject.userId}:${subject.role}:${subject.sessionVersion ?? 0}`
  }
  async verify(token: string): Promise<TokenClaims | null> {
    const [kind, userId, role, version] = token.split(':')
    return kind === 'token' && userId ? { userId, role: role as TokenClaims['role'], expiresAt: Number.MAX_SAFE_INTEGER, sessionVersion: Number(version ?? 0) } : null
  }
}

export class InMemoryResetPins implements ResetPinStore {
  readonly rows = new Map<string, ResetPinRecord>()
  async save(record: Omit<ResetPinRecord, 'attempts'>) {
    this.rows.set(record.userId, { ...record, attempts: 0 })
  }
  async find(userId: string) {
    return this.rows.get(userId) ?? null
  }
  async recordFailedAttempt(userId: string) {
    const row = this.rows.get(userId)
    if (row) row.attempts++
  }
  async claimAttempt(userId: string, maxAttempts: number, now: Date) {
    const row = this.rows.get(userId)
    if (!row || row.attempts >= maxAttempts || row.expiresAt.getTime() <= now.getTime()) return null
    row.attempts++
    return { ...row }
  }
  async delete(userId: string) {
    this.rows.delete(userId)
  }
}

export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = []
  async send(message: MailMessage) {
    this.sent.push(message)
  }
}
