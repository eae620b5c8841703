import type { AuthResult } from '../domain/user'
import { toPublicUser } from './to-public-user'
import { ValidationError } from '../errors'
import type { IdentityProvider, PendingGoogleLinks, PendingSignIns } from './ports/identity-provider'
import type { PasswordHasher } from './ports/password-hasher'
import type { TokenService } from './ports/token-service'
import type { UserRepository } from './ports/user-repository'
import { safeRedirectPath } from './redirect'
import { languageFromPath } from '../shared/language'
import { hashOfToken, newOneTimeToken } from './one-time-token'

/** A sign-in must come back within this time. */
export const SIGN_IN_MAX_AGE_SECONDS = 600

/** Why a Google sign-in failed, as the spec's `error` return parameter. */
type GoogleSignInError = 'google_auth_failed' | 'no_user' | 'account_suspended' | 'signups_paused'

type GoogleSignInResult =
  | { ok: true; session: AuthResult; clientState: string; redirect: string | null }
  | { ok: false; error: GoogleSignInError; redirect: string | null }
  /** The Google email is an existing account's: its password, given once at sign-in, links them (`linkToken`). */
  | { ok: false; error: 'link_password'; linkToken: string; redirect: string | null }

/**
 * Sign-in with Google (OpenID Connect, authorization code with PKCE). `start` keeps the verifier, nonce and
 * the browser's one-time state and answers where to send the browser; `finish` takes that sign-in once,
 * checks the provider's ID token, and signs in the account linked to the Google subject, else a new customer
 * account for a verified email nobody has. A verified email that is an existing account's signs nobody in:
 * the account's password, typed once at the next sign-in in this browser, links the two (`completeLink`),
 * so whoever controls a Google identity with an admin's address does not become that admin. An
 * unverified email never links.
 */
export class SignInWithGoogle {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly pending: PendingSignIns,
    private readonly links: PendingGoogleLinks,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly signupsOpen: () => Promise<boolean>,
  ) {}

  /**
   * Answers where to send the browser and the state it must show on return: the caller keeps that state in
   * a cookie of this browser, so a finished callback link opened in another browser (login CSRF: the
   * attacker's own sign-in) signs nobody in there.
   */
  async start(input: { clientState: unknown; redirect: unknown }): Promise<{ url: string; browserState: string }> {
    if (typeof input.clientState !== 'string' || !/^[A-Za-z0-9_-]{16,128}$/.test(input.clientState))
      throw new ValidationError('The sign-in state is missing', [{ path: 'state', message: 'The sign-in state is missing' }])
    const { url, state, verifier, nonce } = await this.provider.authorizationUrl()
    await this.pending.save({ state, verifier, nonce, clientState: input.clientState, redirect: safeRedirectPath(input.redirect) })
    return { url, browserState: state }
  }

  /** `browserState` is what the returning browser holds from `start` (null when it holds nothing). */
  async finish(callbackUrl: URL, browserState: string | null): Promise<GoogleSignInResult> {
    const state = callbackUrl.searchParams.get('state') ?? ''
    if (!state || state !== browserState) return { ok: false, error: 'google_auth_failed', redirect: null }
    const pending = await this.pending.take(state, SIGN_IN_MAX_AGE_SECONDS)
    if (!pending) return { ok: false, error: 'google_auth_failed', redirect: null }
    let identity
    try {
      identity = await this.provider.identify(callbackUrl, pending)
    } catch {
      return { ok: false, error: 'google_auth_failed', redirect: pending.redirect }
    }
    let user = await this.users.findByGoogleSubject(identity.subject)
    if (!user) {
      if (!identity.email || !identity.emailVerified) return { ok: false, error: 'no_user', redirect: pending.redirect }
      const existing = await this.users.findByEmail(identity.email)
      if (existing) {
        if (existing.suspended) return { ok: false, error: 'account_suspended', redirect: pending.redirect }
        const linkToken = newOneTimeToken()
        await this.links.save({ tokenHash: await hashOfToken(linkToken), userId: existing.id, subject: identity.subject })
        return { ok: false, error: 'link_password', linkToken, redirect: pending.redirect }
      }
      if (!(await this.signupsOpen())) return { ok: false, error: 'signups_paused', redirect: pending.redirect }
      // No password: the account signs in with Google (or sets one through the reset PIN).
      const unusable = await this.hasher.hash(`google:${identity.subject}:${globalThis.crypto.randomUUID()}`)
      // Mail goes in the language of the page the person set out from (its prefix), as for a sign-up by form.
      user = await this.users.create({ email: identity.email, name: (identity.name ?? identity.email.split('@')[0]!).slice(0, 100), role: 'customer', passwordHash: unusable, language: languageFromPath(pending.redirect ?? '') ?? undefined })
      await this.users.linkGoogle(user.id, identity.subject)
    }
    if (user.suspended) return { ok: false, error: 'account_suspended', redirect: pending.redirect }
    const token = await this.tokens.issue({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion })
    return { ok: true, session: { token, user: toPublicUser(user) }, clientState: pending.clientState, redirect: pending.redirect }
  }

  /**
   * After a sign-in with the password of `userId`: links the Google identity waiting under `linkToken`
   * when it waits for that same account (answers whether it did). A token is used once.
   */
  async completeLink(linkToken: string, userId: string): Promise<boolean> {
    if (!/^[0-9a-f]{64}$/.test(linkToken)) return false
    const link = await this.links.take(await hashOfToken(linkToken), SIGN_IN_MAX_AGE_SECONDS)
    if (!link || link.userId !== userId) return false
    await this.users.linkGoogle(userId, link.subject)
    return true
  }
}
