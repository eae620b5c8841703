import type { Kysely } from 'kysely'
import type { PendingSignIn, PendingSignIns } from '../../core/ports/identity-provider'
import type { Database } from './schema'

/** Sign-ins under way in the database, so any instance can take the provider's return. */
export class SqlPendingSignIns implements PendingSignIns {
  constructor(private readonly db: Kysely<Database>) {}

  async save(p: PendingSignIn): Promise<void> {
    // Old, abandoned sign-ins go as new ones come.
    await this.db.deleteFrom('pending_sign_ins').where('created_at', '<', new Date(Date.now() - 86_400_000)).execute()
    await this.db.insertInto('pending_sign_ins').values({ state: p.state, verifier: p.verifier, nonce: p.nonce, client_state: p.clientState, redirect: p.redirect }).execute()
  }

  async take(state: string, maxAgeSeconds: number): Promise<PendingSignIn | null> {
    const row = await this.db.deleteFrom('pending_sign_ins').where('state', '=', state).returningAll().executeTakeFirst()
    if (!row || Date.now() - new Date(row.created_at).getTime() > maxAgeSeconds * 1000) return null
    return { state: row.state, verifier: row.verifier, nonce: row.nonce, clientState: row.client_state, redirect: row.redirect }
  }
}
