import type { Kysely } from 'kysely'
import type { EmailChanges, PendingEmailChange } from '../../core/accounts/ports/email-changes'
import type { Database } from './schema'

export class SqlEmailChanges implements EmailChanges {
  constructor(private readonly db: Kysely<Database>) {}

  async save(c: PendingEmailChange): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('email_changes').where('user_id', '=', c.userId).execute()
      await trx.insertInto('email_changes').values({ token_hash: c.tokenHash, user_id: c.userId, new_email: c.newEmail, expires_at: c.expiresAt }).execute()
    })
  }

  async take(tokenHash: string): Promise<PendingEmailChange | null> {
    const row = await this.db.deleteFrom('email_changes').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst()
    return row ? { tokenHash: row.token_hash, userId: row.user_id, newEmail: row.new_email, expiresAt: new Date(row.expires_at) } : null
  }
}
