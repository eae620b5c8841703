import type { Kysely } from 'kysely'
import type { ResetPinRecord, ResetPinStore } from '../../core/accounts/ports/reset-pin-store'
import type { Database } from './schema'

/** Reset PINs (hashed) in the database, one per user. */
export class SqlResetPinStore implements ResetPinStore {
  constructor(private readonly db: Kysely<Database>) {}

  async save(record: Omit<ResetPinRecord, 'attempts'>): Promise<void> {
    await this.db
      .insertInto('reset_pins')
      .values({ user_id: record.userId, pin_hash: record.pinHash, expires_at: record.expiresAt, attempts: 0 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: record.pinHash, expires_at: record.expiresAt, attempts: 0 }))
      .execute()
  }

  async find(userId: string): Promise<ResetPinRecord | null> {
    const row = await this.db.selectFrom('reset_pins').selectAll().where('user_id', '=', userId).executeTakeFirst()
    return row ? { userId: row.user_id, pinHash: row.pin_hash, expiresAt: new Date(row.expires_at), attempts: row.attempts } : null
  }

  async recordFailedAttempt(userId: string): Promise<void> {
    await this.db.updateTable('reset_pins').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('user_id', '=', userId).execute()
  }

  async claimAttempt(userId: string, maxAttempts: number, now: Date): Promise<ResetPinRecord | null> {
    // One conditional UPDATE: the row lock orders concurrent guesses, each sees the count the last one left.
    const row = await this.db
      .updateTable('reset_pins')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('attempts', '<', maxAttempts)
      .where('expires_at', '>', now)
      .returning(['user_id', 'pin_hash', 'expires_at', 'attempts'])
      .executeTakeFirst()
    return row ? { userId: row.user_id, pinHash: row.pin_hash, expiresAt: new Date(row.expires_at), attempts: row.attempts } : null
  }

  async delete(userId: string): Promise<void> {
    await this.db.deleteFrom('reset_pins').where('user_id', '=', userId).execute()
  }
}
