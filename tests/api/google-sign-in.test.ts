import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'
import { startStubOidcProvider } from '../support/stub-oidc-provider'

const CLIENT = { clientId: 'api-client', clientSecret: 'api-secret' }
const PUBLIC_URL = 'http://localhost:3999'
let stub: Awaited<ReturnType<typeof startStubOidcProvider>>
let platform: Platform
beforeAll(async () => {
  stub = await startStubOidcProvider(CLIENT)
  platform = await testPlatform({ GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: stub.issuer, PUBLIC_URL })
})
afterAll(async () => {
  await platform.close()
  await stub.close()
})
const api = () => request(platform.app)

/** The browser's walk: our start, the provider's page (an account chosen), and back to our callback. */
async function signInWithGoogle(account: { email: string; name?: string; verified?: boolean }, clientState = 'a'.repeat(32), redirect = '/kundli', browser = request.agent(platform.app)) {
  const start = await browser.get(`/api/auth/google/start?state=${clientState}&redirect=${encodeURIComponent(redirect)}`)
  expect(start.status).toBe(302)
  const authorize = new URL(start.headers.location!)
  expect(authorize.origin).toBe(stub.issuer)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`)
  const form = new URLSearchParams({
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    nonce: authorize.searchParams.get('nonce')!,
    code_challenge: authorize.searchParams.get('code_challenge')!,
    email: account.email,
    name: account.name ?? 'Google Person',
    ...(account.verified === false ? {} : { verified: 'yes' }),
  })
  const approved = await fetch(`${stub.issuer}/approve`, { method: 'POST', body: form, redirect: 'manual' })
  const callback = new URL(approved.headers.get('location')!)
  const back = await browser.get(callback.pathname + callback.search)
  expect(back.status).toBe(302)
  return { location: new URL(back.headers.location!, PUBLIC_URL), callbackPath: callback.pathname + callback.search, cookie: back.headers['set-cookie'], browser }
}

describe('Google sign-in (OpenID Connect with PKCE, against a stub provider)', () => {
  it('tells the client that Google sign-in exists', async () => {
    expect((await api().get('/api/auth/providers')).body).toEqual({ google: true })
  })

  it('creates an account for a new verified email and returns the spec’s parameters with the browser’s state', async () => {
    const { location, cookie } = await signInWithGoogle({ email: 'new.google@example.com', name: 'Naya Google' })
    expect(location.pathname).toBe('/auth-success')
    expect(location.searchParams.get('auth')).toBe('google')
    expect(location.searchParams.get('state')).toBe('a'.repeat(32))
    expect(location.searchParams.get('redirect')).toBe('/kundli')
    const user = JSON.parse(location.searchParams.get('user')!)
    expect(user).toMatchObject({ email: 'new.google@example.com', name: 'Naya Google', role: 'customer' })
    const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${location.searchParams.get('token')}`)
    expect(me.body.id).toBe(user.id)
    expect(String(cookie)).toMatch(/HttpOnly/)
  })

  it('links an existing account with the same verified email only once its password is given, then signs in with Google directly', async () => {
    const existing = (await api().post('/api/auth/signup').send({ name: 'Has Password', email: 'both.ways@example.com', password: 'a password of mine 1' })).body.user
    const first = await signInWithGoogle({ email: 'both.ways@example.com' }, 'a'.repeat(32), '/kundli')
    // No session: the sign-in page asks for the account's password, in this browser.
    expect(first.location.pathname).toBe('/login')
    expect(first.location.searchParams.get('link')).toBe('google')
    expect(first.location.searchParams.get('redirect')).toBe('/kundli')
    expect(first.location.searchParams.get('token')).toBeNull()
    expect(String(first.cookie)).not.toMatch(/(^|,)\s*session=[^;]/)
    expect((await first.browser.get('/api/auth/me')).status).toBe(401)
    // A wrong password links nothing; the right one signs in and links.
    expect((await first.browser.post('/api/auth/login').send({ email: 'both.ways@example.com', password: 'not my password 1' })).status).toBe(401)
    expect((await first.browser.post('/api/auth/login').send({ email: 'both.ways@example.com', password: 'a password of mine 1' })).body.user.id).toBe(existing.id)
    const again = await signInWithGoogle({ email: 'both.ways@example.com' })
    expect(again.location.pathname).toBe('/auth-success')
    expect(JSON.parse(again.location.searchParams.get('user')!).id).toBe(existing.id)
    expect((await api().post('/api/auth/login').send({ email: 'both.ways@example.com', password: 'a password of mine 1' })).status).toBe(200)
  })

  it('never signs into an admin (or anyone) by a Google identity with their email, and a link waits only for its own account', async () => {
    const asAdmin = await signInWithGoogle({ email: TEST_ADMIN.email })
    expect(asAdmin.location.pathname).toBe('/login')
    expect(asAdmin.location.searchParams.get('token')).toBeNull()
    expect((await asAdmin.browser.get('/api/auth/me')).status).toBe(401)
    const victim = (await api().post('/api/auth/signup').send({ name: 'Victim Person', email: 'victim.owner@example.com', password: 'victim owner pw 11' })).body.user
    const attacker = await signInWithGoogle({ email: 'victim.owner@example.com' })
    expect(attacker.location.pathname).toBe('/login')
    expect((await attacker.browser.get('/api/auth/me')).status).toBe(401)
    // The attacker signs in to an account of their own with the link cookie: nothing is linked to it or to the victim.
    await api().post('/api/auth/signup').send({ name: 'Attacker Person', email: 'attacker.own@example.com', password: 'attacker own pw 12' })
    expect((await attacker.browser.post('/api/auth/login').send({ email: 'attacker.own@example.com', password: 'attacker own pw 12' })).status).toBe(200)
    const retry = await signInWithGoogle({ email: 'victim.owner@example.com' })
    expect(retry.location.pathname).toBe('/login')
    expect((await retry.browser.get('/api/auth/me')).status).toBe(401)
    // The victim's own password, in the victim's browser, still links as usual.
    expect((await retry.browser.post('/api/auth/login').send({ email: 'victim.owner@example.com', password: 'victim owner pw 11' })).body.user.id).toBe(victim.id)
    expect((await signInWithGoogle({ email: 'victim.owner@example.com' })).location.pathname).toBe('/auth-success')
  })

  it('never links or creates from an unverified email, and a replayed return signs nobody in', async () => {
    const unverified = await signInWithGoogle({ email: 'not.checked@example.com', verified: false })
    expect(unverified.location.pathname).toBe('/login')
    expect(unverified.location.searchParams.get('error')).toBe('no_user')
    const ok = await signInWithGoogle({ email: 'replay@example.com' })
    const replay = await ok.browser.get(ok.callbackPath)
    expect(new URL(replay.headers.location!, PUBLIC_URL).searchParams.get('error')).toBe('google_auth_failed')
    const forged = await api().get('/api/auth/google/callback?code=made-up&state=made-up')
    expect(new URL(forged.headers.location!, PUBLIC_URL).searchParams.get('error')).toBe('google_auth_failed')
  })

  it('signs nobody in when a finished return is opened in a browser that did not start it (login CSRF)', async () => {
    // The attacker starts a sign-in with their own Google account and stops at the provider's return.
    const attacker = request.agent(platform.app)
    const start = await attacker.get(`/api/auth/google/start?state=${'d'.repeat(32)}`)
    const authorize = new URL(start.headers.location!)
    const form = new URLSearchParams({
      redirect_uri: authorize.searchParams.get('redirect_uri')!,
      state: authorize.searchParams.get('state')!,
      nonce: authorize.searchParams.get('nonce')!,
      code_challenge: authorize.searchParams.get('code_challenge')!,
      email: 'attacker@example.com',
      name: 'Attacker',
      verified: 'yes',
    })
    const approved = await fetch(`${stub.issuer}/approve`, { method: 'POST', body: form, redirect: 'manual' })
    const link = new URL(approved.headers.get('location')!)
    // The victim opens that link: no session cookie, no token, and /me does not know them.
    const victim = request.agent(platform.app)
    const back = await victim.get(link.pathname + link.search)
    expect(new URL(back.headers.location!, PUBLIC_URL).pathname).toBe('/login')
    expect(new URL(back.headers.location!, PUBLIC_URL).searchParams.get('error')).toBe('google_auth_failed')
    expect(String(back.headers['set-cookie'] ?? '')).not.toMatch(/(^|,)\s*session=[^;]/)
    expect((await victim.get('/api/auth/me')).status).toBe(401)
    // A browser that started another sign-in does not take it either.
    await victim.get(`/api/auth/google/start?state=${'e'.repeat(32)}`)
    const again = await victim.get(link.pathname + link.search)
    expect(new URL(again.headers.location!, PUBLIC_URL).searchParams.get('error')).toBe('google_auth_failed')
    expect((await victim.get('/api/auth/me')).status).toBe(401)
  })

  it('refuses a start without the browser’s state and keeps the return on this site', async () => {
    expect((await api().get('/api/auth/google/start')).status).toBe(400)
    const { location } = await signInWithGoogle({ email: 'offsite@example.com' }, 'b'.repeat(32), 'https://evil.example/steal')
    expect(location.searchParams.get('redirect')).toBeNull()
  })
})

describe('without Google configured', () => {
  it('hides the provider and answers 404 to its endpoints', async () => {
    const plain = await testPlatform()
    try {
      expect((await request(plain.app).get('/api/auth/providers')).body).toEqual({ google: false })
      expect((await request(plain.app).get('/api/auth/google/start?state=' + 'c'.repeat(32))).status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
