import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Role } from '../../core/domain/user'
import { languageOrDefault, type LanguageCode } from '../../core/shared/language'
import { ConflictError } from '../../core/errors'
import type { NewUser, UserRecord, UserRepository } from '../../core/accounts/ports/user-repository'
import type { Database, UsersTable } from './schema'
import { isUniqueViolation } from './sql-errors'

/** Users in PGlite or PostgreSQL. */
export class SqlUserRepository implements UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const row = await this.db
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: user.email.trim(),
          email_lower: user.email.trim().toLowerCase(),
          name: user.name,
          role: user.role,
          password_hash: user.passwordHash,
          last_seen_at: null,
          language: user.language ?? 'en',
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toRecord(row)
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('An account with this email already exists', 'AUTH.EMAIL_TAKEN')
      throw error
    }
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.selectWithBalance().where('email_lower', '=', email.trim().toLowerCase()).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async findByGoogleSubject(subject: string): Promise<UserRecord | null> {
    const row = await this.selectWithBalance().where('google_sub', '=', subject).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async linkGoogle(id: string, subject: string): Promise<void> {
    try {
      await this.db.updateTable('users').set({ google_sub: subject }).where('id', '=', id).execute()
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('This Google account is linked to another account', 'AUTH.GOOGLE_TAKEN')
      throw error
    }
  }

  async findById(id: string): Promise<UserRecord | null> {
    const row = await this.selectWithBalance().where('id', '=', id).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  /** Users with their wallet balance: the ledger keeps it on the wallet's account row (0 before any entry). */
  private selectWithBalance() {
    return this.db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb
          .selectFrom('ledger_accounts')
          .select('ledger_accounts.balance')
          .where('ledger_accounts.kind', '=', 'customer_wallet')
          .whereRef('ledger_accounts.owner', '=', 'users.id')
          .as('wallet_balance'),
      )
  }

  async updatePassword(id: string, passwordHash: string): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, session_version: eb('session_version', '+', 1) }))
      .where('id', '=', id)
      .returning('session_version')
      .executeTakeFirst()
    return row?.session_version ?? 0
  }

  async endSessions(id: string): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', id)
      .returning('session_version')
      .executeTakeFirst()
    return row?.session_version ?? 0
  }

  async touchLastSeen(id: string, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ last_seen_at: at }).where('id', '=', id).execute()
  }

  async countSeenSince(since: Date): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('last_seen_at', '>=', since).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async search(query: string, limit: number): Promise<UserRecord[]> {
    const like = `%${query.trim().toLowerCase().replace(/[%_\\]/g, '\\$&')}%`
    let select = this.selectWithBalance().orderBy('users.created_at', 'desc').orderBy('users.id').limit(limit)
    if (query.trim()) select = select.where((eb) => eb.or([eb('users.email_lower', 'like', like), eb(eb.fn('lower', ['users.name']), 'like', like)]))
    return (await select.execute()).map(toRecord)
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.db.updateTable('users').set((eb) => ({ role, session_version: eb('session_version', '+', 1) })).where('id', '=', id).execute()
  }

  async claimOwnership(id: string): Promise<boolean> {
    // The partial unique index keeps it to one owner even when two instances seed at once.
    await sql`UPDATE users SET owner = true WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM users WHERE owner)`.execute(this.db).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error
    })
    return (await this.db.selectFrom('users').select('owner').where('id', '=', id).executeTakeFirst())?.owner === true
  }

  async setSuspended(id: string, suspended: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ suspended_at: suspended ? new Date() : null, session_version: eb('session_version', '+', 1) }))
      .where('id', '=', id)
      .execute()
  }

  async setEmail(id: string, email: string): Promise<void> {
    const taken = await this.findByEmail(email)
    if (taken && taken.id !== id) throw new ConflictError('An account with this email already exists', 'AUTH.EMAIL_TAKEN')
    await this.db.updateTable('users').set({ email: email.trim(), email_lower: email.trim().toLowerCase() }).where('id', '=', id).execute()
  }

  async setName(id: string, name: string): Promise<void> {
    await this.db.updateTable('users').set({ name }).where('id', '=', id).execute()
  }

  async setLanguage(id: string, language: LanguageCode): Promise<void> {
    await this.db.updateTable('users').set({ language }).where('id', '=', id).execute()
  }

  async anonymise(id: string): Promise<void> {
    // The row stays (the ledger's entries point at it); who it was does not.
    const email = `deleted-${id}@deleted.invalid`
    await this.db
      .updateTable('users')
      .set((eb) => ({ email, email_lower: email, name: 'Deleted user', password_hash: 'deleted', suspended_at: new Date(), deleted_at: new Date(), session_version: eb('session_version', '+', 1) }))
      .where('id', '=', id)
      .execute()
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return Number(row.n)
  }
}

function toRecord(row: Selectable<UsersTable> & { wallet_balance?: number | string | null }): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as Role,
    passwordHash: row.password_hash,
    // The wallet ledger owns balances (adapters/storage/sql-wallet-ledger.ts); an account with no entries has 0.
    balance: Number(row.wallet_balance ?? 0),
    createdAt: new Date(row.created_at),
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at) : null,
    sessionVersion: Number(row.session_version ?? 0),
    suspended: row.suspended_at !== null && row.suspended_at !== undefined,
    owner: row.owner === true,
    deleted: row.deleted_at !== null && row.deleted_at !== undefined,
    language: languageOrDefault(row.language),
  }
}
