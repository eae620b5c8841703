/** What a sign-in with an outside provider leaves with us until the browser comes back. */
export interface PendingSignIn {
  /** the state sent to the provider (ours) */
  state: string
  /** the PKCE verifier of the code challenge sent */
  verifier: string
  nonce: string
  /** the browser's own one-time state, given back with the session so it can tell this answer is its own */
  clientState: string
  redirect: string | null
}

/** The person as the provider vouches for them (from a verified ID token). */
export interface ProviderIdentity {
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

/** An OpenID Connect provider (Google): the authorization code flow with PKCE. */
export interface IdentityProvider {
  /** Where to send the browser, with a fresh state, verifier and nonce to keep for the return. */
  authorizationUrl(): Promise<{ url: string; state: string; verifier: string; nonce: string }>
  /** Exchanges the code of the return (`callbackUrl` as the browser arrived) and checks the ID token. */
  identify(callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity>
}
export const IdentityProvider = Symbol('IdentityProvider')

/** Sign-ins under way, each taken once (a replayed return finds nothing). */
export interface PendingSignIns {
  save(pending: PendingSignIn): Promise<void>
  /** Removes and answers the sign-in of `state` if it began less than `maxAgeSeconds` ago. */
  take(state: string, maxAgeSeconds: number): Promise<PendingSignIn | null>
}
export const PendingSignIns = Symbol('PendingSignIns')

/** Google identities waiting for their account's password before they are linked, each taken once. */
export interface PendingGoogleLinks {
  save(link: { tokenHash: string; userId: string; subject: string }): Promise<void>
  /** Removes and answers the link of `tokenHash` if it was made less than `maxAgeSeconds` ago. */
  take(tokenHash: string, maxAgeSeconds: number): Promise<{ userId: string; subject: string } | null>
}
