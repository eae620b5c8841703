import * as client from 'openid-client'
import type { IdentityProvider, PendingSignIn, ProviderIdentity } from '../../core/accounts/ports/identity-provider'

interface OpenIdOptions {
  issuer: string
  clientId: string
  clientSecret: string
  /** where the provider sends the browser back: <PUBLIC_URL>/api/auth/google/callback */
  redirectUri: string
}

/**
 * Google (or any OpenID Connect provider) through openid-client: discovery once, the authorization code
 * flow with PKCE (S256), state and nonce checked on the return, the ID token's signature, issuer, audience
 * and expiry checked by the library. Plain http is allowed only for a provider on this machine (the test stub).
 */
export class OpenIdIdentityProvider implements IdentityProvider {
  private config: Promise<client.Configuration> | null = null

  constructor(private readonly options: OpenIdOptions) {}

  private configuration(): Promise<client.Configuration> {
    const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(this.options.issuer)
    this.config ??= client
      .discovery(new URL(this.options.issuer), this.options.clientId, this.options.clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        this.config = null
        throw error
      })
    return this.config
  }

  async authorizationUrl(): Promise<{ url: string; state: string; verifier: string; nonce: string }> {
    const config = await this.configuration()
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    })
    return { url: url.href, state, verifier, nonce }
  }

  async identify(callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
    const config = await this.configuration()
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true })
    const claims = tokens.claims()
    if (!claims) throw new Error('The provider sent no ID token')
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    }
  }
}
