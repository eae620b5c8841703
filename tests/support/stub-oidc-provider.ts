import { createHash, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

/**
 * A local OpenID Connect provider standing in for Google in tests: discovery, an authorization page where
 * the tester picks an email (verified or not), a token endpoint that checks the client secret, the
 * redirect URI and the PKCE verifier, and RS256-signed ID tokens carrying the nonce.
 */
export async function startStubOidcProvider(options: { port?: number; clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stub-key', alg: 'RS256', use: 'sig' }
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string; nonce: string; email: string; verified: boolean; name: string }>()
  const app = express()
  app.use(express.urlencoded({ extended: false }))
  let issuer = ''

  app.get('/.well-known/openid-configuration', (_req, res) =>
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    }),
  )
  app.get('/jwks', (_req, res) => res.json({ keys: [jwk] }))
  app.get('/authorize', (req, res) => {
    const q = req.query as Record<string, string>
    if (q.client_id !== options.clientId || q.code_challenge_method !== 'S256' || !q.code_challenge || !q.state || !q.nonce) {
      res.status(400).send('bad authorization request')
      return
    }
    const hidden = ['redirect_uri', 'state', 'nonce', 'code_challenge'].map((k) => `<input type="hidden" name="${k}" value="${String(q[k]).replace(/"/g, '&quot;')}">`).join('')
    res.type('html').send(`<!doctype html><title>Stub Google</title><h1>Choose an account</h1>
<form method="post" action="/approve">${hidden}
<label>Email <input name="email" value="stub.user@example.com"></label>
<label>Name <input name="name" value="Stub User"></label>
<label><input type="checkbox" name="verified" value="yes" checked> Email verified</label>
<button type="submit" id="continue">Continue</button></form>`)
  })
  app.post('/approve', (req, res) => {
    const b = req.body as Record<string, string>
    const code = randomBytes(16).toString('hex')
    codes.set(code, { clientId: options.clientId, redirectUri: b.redirect_uri!, challenge: b.code_challenge!, nonce: b.nonce!, email: b.email!, verified: b.verified === 'yes', name: b.name ?? '' })
    const back = new URL(b.redirect_uri!)
    back.searchParams.set('code', code)
    back.searchParams.set('state', b.state!)
    res.redirect(302, back.href)
  })
  app.post('/token', async (req, res) => {
    const b = req.body as Record<string, string>
    const basic = (req.get('authorization') ?? '').replace(/^Basic /, '')
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [b.client_id, b.client_secret]
    const grant = codes.get(b.code ?? '')
    codes.delete(b.code ?? '')
    const challenge = createHash('sha256').update(b.code_verifier ?? '').digest('base64url')
    if (id !== options.clientId || secret !== options.clientSecret || !grant || grant.redirectUri !== b.redirect_uri || grant.challenge !== challenge) {
      res.status(400).json({ error: 'invalid_grant' })
      return
    }
    const idToken = await new SignJWT({ email: grant.email, email_verified: grant.verified, name: grant.name, nonce: grant.nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'stub-key' })
      .setIssuer(issuer)
      .setAudience(options.clientId)
      .setSubject(`stub-${createHash('sha256').update(grant.email).digest('hex').slice(0, 16)}`)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey)
    res.json({ access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken })
  })

  const server = app.listen(options.port ?? 0, '127.0.0.1')
  await new Promise((ok) => server.once('listening', ok))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { issuer, close: () => new Promise<void>((ok) => server.close(() => ok())) }
}
