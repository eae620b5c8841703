import type { Kysely } from 'kysely'
import type { PendingGoogleLinks, PendingSignIn, PendingSignIns } from '../../core/accounts/ports/identity-provider'
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

/** Google identities waiting for a password, in the database like the sign-ins. */
export class SqlPendingGoogleLinks implements PendingGoogleLinks {
  constructor(private readonly db: Kysely<Database>) {}

  async save(link: { tokenHash: string; userId: string; subject: string }): Promise<void> {
    await this.db.deleteFrom('pending_google_links').where('created_at', '<', new Date(Date.now() - 86_400_000)).execute()
    await this.db.insertInto('pending_google_links').values({ token_hash: link.tokenHash, user_id: link.userId, subject: link.subject }).execute()
  }

  async take(tokenHash: string, maxAgeSeconds: number): Promise<{ userId: string; subject: string } | null> {
    const row = await this.db.deleteFrom('pending_google_links').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst()
    if (!row || Date.now() - new Date(row.created_at).getTime() > maxAgeSeconds * 1000) return null
    return { userId: row.user_id, subject: row.subject }
  }
}
