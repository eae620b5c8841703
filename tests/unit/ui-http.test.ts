import { describe, expect, it } from 'vitest'
import { createHttpClient, HttpError, type FetchLike } from '../../ui/services/http'
import { analyticsFallback, createHttpServices, LOGIN_FAILED_MESSAGE } from '../../ui/services/http-services'
import { findStoredToken, isUsableToken, safeRedirectTarget } from '../../ui/lib/session-storage'
import { parseSignInReturn, withoutSignInParams } from '../../ui/lib/sign-in-return'

interface Call {
  url: string
  init: RequestInit
}

/** A fake fetch that records calls and answers from a queue (or one fixed answer). */
function fakeFetch(...answers: Array<Response | Error | (() => Response)>) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init = {}) => {
    calls.push({ url, init })
    const next = answers.length > 1 ? answers.shift()! : answers[0]
    if (next instanceof Error) throw next
    return typeof next === 'function' ? next() : next.clone()
  }
  return { fetch, calls }
}

function json(body: unknown, status = 200, statusText = 'OK') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } })
}

function memoryStorage(values: Record<string, string> = {}) {
  return { getItem: (key: string) => (key in values ? values[key] : null) }
}

function headersOf(call: Call): Record<string, string> {
  return (call.init.headers ?? {}) as Record<string, string>
}

describe('http client: bearer token, cookies, JSON, no retries', () => {
  it('sends the bearer token from storage key "token" and includes cookies', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: true }))
    const http = createHttpClient({ fetch, storage: memoryStorage({ token: 'abc.def.ghi' }) })
    await http.get('/api/stats')
    expect(calls[0].url).toBe('/api/stats')
    expect(calls[0].init.method).toBe('GET')
    expect(calls[0].init.credentials).toBe('include')
    expect(headersOf(calls[0]).Authorization).toBe('Bearer abc.def.ghi')
  })

  it('sends no Authorization header when there is no token', async () => {
    const { fetch, calls } = fakeFetch(json([]))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    await http.get('/api/astrologers')
    expect(headersOf(calls[0]).Authorization).toBeUndefined()
  })

  it('sets the JSON content type only when a body exists', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: true }))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    await http.get('/api/stats')
    await http.post('/api/auth/logout')
    await http.post('/api/auth/login', { email: 'a@b.co', password: 'x' })
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined()
    expect(calls[1].init.body).toBeUndefined()
    expect(headersOf(calls[1])['Content-Type']).toBeUndefined()
    expect(headersOf(calls[2])['Content-Type']).toBe('application/json')
    expect(calls[2].init.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }))
  })

  it('returns parsed JSON, and undefined for an empty answer', async () => {
    const { fetch } = fakeFetch(json({ a: 1 }), new Response(null, { status: 204 }))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    expect(await http.get('/x')).toEqual({ a: 1 })
    expect(await http.post('/y')).toBeUndefined()
  })

  it('throws "STATUS: body text" on a non-OK answer', async () => {
    const { fetch } = fakeFetch(new Response('{"message":"Nope"}', { status: 403, statusText: 'Forbidden' }))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    const error = await http.get('/api/admin/outbox').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe('403: {"message":"Nope"}')
    expect((error as HttpError).status).toBe(403)
    expect((error as HttpError).serverMessage).toBe('Nope')
  })

  it('uses the status text when the body is empty, and throws a 401 like any other status', async () => {
    const { fetch } = fakeFetch(new Response('', { status: 401, statusText: 'Unauthorized' }))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    await expect(http.get('/api/auth/me')).rejects.toThrow('401: Unauthorized')
  })

  it('does not retry a failed request', async () => {
    const { fetch, calls } = fakeFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    await expect(http.get('/api/stats')).rejects.toThrow('500: boom')
    expect(calls).toHaveLength(1)
  })

  it('exposes the server code and field issues of an error', async () => {
    const body = { message: 'Invalid input', code: 'VALIDATION.INVALID_INPUT', issues: [{ path: 'email', message: 'Enter a valid email address' }] }
    const { fetch } = fakeFetch(json(body, 400, 'Bad Request'))
    const http = createHttpClient({ fetch, storage: memoryStorage() })
    const error = (await http.post('/api/auth/signup', {}).catch((e: unknown) => e)) as HttpError
    expect(error.code).toBe('VALIDATION.INVALID_INPUT')
    expect(error.issues).toEqual(body.issues)
  })
})

describe('http services', () => {
  it('login posts the credentials and returns {token, user}', async () => {
    const result = { token: 'a.b.c', user: { id: '1', email: 'a@b.co', name: 'A', role: 'customer', balance: 0 } }
    const { fetch, calls } = fakeFetch(json(result))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    expect(await services.auth.login('a@b.co', 'secret123')).toEqual(result)
    expect(calls[0].url).toBe('/api/auth/login')
    expect(calls[0].init.method).toBe('POST')
  })

  it('login failure with a server message hands that message to the caller (status kept)', async () => {
    const { fetch } = fakeFetch(json({ message: 'Invalid email or password', code: 'AUTH.INVALID_CREDENTIALS' }, 401, 'Unauthorized'))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    const error = (await services.auth.login('a@b.co', 'wrong').catch((e: unknown) => e)) as HttpError
    expect(error.message).toBe('Invalid email or password')
    expect(error.status).toBe(401)
  })

  it('login failure without a server message keeps "STATUS: text"', async () => {
    const { fetch } = fakeFetch(new Response('', { status: 429, statusText: 'Too Many Requests' }))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    await expect(services.auth.login('a@b.co', 'x')).rejects.toThrow('429: Too Many Requests')
  })

  it('login network failure is "Login failed"', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    await expect(services.auth.login('a@b.co', 'x')).rejects.toThrow(LOGIN_FAILED_MESSAGE)
  })

  it('me sends the given bearer token and Cache-Control: no-cache', async () => {
    const { fetch, calls } = fakeFetch(json({ id: '1' }))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    await services.auth.me('x.y.z')
    expect(calls[0].url).toBe('/api/auth/me')
    expect(headersOf(calls[0]).Authorization).toBe('Bearer x.y.z')
    expect(headersOf(calls[0])['Cache-Control']).toBe('no-cache')
  })

  it('logout posts without a body; reset-PIN calls post their payloads', async () => {
    const { fetch, calls } = fakeFetch(new Response(null, { status: 204 }))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    await services.auth.logout()
    await services.auth.requestResetPin('a@b.co', 'ta')
    await services.auth.confirmResetPin({ email: 'a@b.co', pin: '123456', password: 'newpassword' })
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/reset-pin/request'],
      ['POST', '/api/auth/reset-pin/confirm'],
    ])
    expect(calls[0].init.body).toBeUndefined()
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ email: 'a@b.co', lang: 'ta' })
    expect(JSON.parse(String(calls[2].init.body))).toEqual({ email: 'a@b.co', pin: '123456', password: 'newpassword' })
  })

  it('the email change calls send the page language with their payloads, for the mails they cause', async () => {
    const { fetch, calls } = fakeFetch(json({ pendingEmail: 'new@b.co' }))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    await services.auth.requestEmailChange({ newEmail: 'new@b.co', password: 'pw', lang: 'hi' })
    await services.auth.confirmEmailChange('f'.repeat(64), 'te')
    expect(calls.map((c) => [c.init.method, c.url, JSON.parse(String(c.init.body))])).toEqual([
      ['POST', '/api/auth/email', { newEmail: 'new@b.co', password: 'pw', lang: 'hi' }],
      ['POST', '/api/auth/email/confirm', { token: 'f'.repeat(64), lang: 'te' }],
    ])
  })

  it('searchLocations URL-encodes the query and returns the locations', async () => {
    const locations = [{ name: 'Pune', display: 'Pune, Maharashtra, India', latitude: 18.52, longitude: 73.85 }]
    const { fetch, calls } = fakeFetch(json({ success: true, locations }))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    expect(await services.content.searchLocations('New Delhi & co')).toEqual(locations)
    expect(calls[0].url).toBe('/api/locations/search?query=New%20Delhi%20%26%20co')
  })

  it('searchLocations returns [] on a non-OK answer, a network error or a malformed body', async () => {
    for (const answer of [new Response('x', { status: 500 }), new TypeError('offline'), json({ success: true })]) {
      const { fetch } = fakeFetch(answer)
      const services = createHttpServices({ fetch, storage: memoryStorage() })
      expect(await services.content.searchLocations('pune')).toEqual([])
    }
  })

  it('content calls use the contract paths', async () => {
    const { fetch, calls } = fakeFetch(json([]))
    const services = createHttpServices({ fetch, storage: memoryStorage() })
    await services.content.astrologers()
    await services.content.astrologers('hi')
    await services.content.articles('ta')
    await services.content.article('saturn transit', 'te')
    await services.content.stats()
    await services.content.rechargePackages()
    await services.admin.outbox()
    expect(calls.map((c) => c.url)).toEqual([
      '/api/astrologers',
      '/api/astrologers?lang=hi',
      '/api/articles?lang=ta',
      '/api/articles/saturn%20transit?lang=te',
      '/api/stats',
      '/api/wallet/packages',
      '/api/admin/outbox',
    ])
  })

  it('analytics config returns the server data', async () => {
    const data = { measurementId: 'G-TEST', domain: 'example.in', description: 'Main' }
    const { fetch } = fakeFetch(json({ success: true, data }))
    const services = createHttpServices({ fetch, storage: memoryStorage(), host: () => 'example.in' })
    expect(await services.analytics.config()).toEqual(data)
  })

  it('analytics config falls back to the host defaults on failure', async () => {
    const { fetch } = fakeFetch(new Response('', { status: 404, statusText: 'Not Found' }))
    const services = createHttpServices({ fetch, storage: memoryStorage(), host: () => 'www.example.in' })
    expect(await services.analytics.config()).toEqual(analyticsFallback('example.in'))
    expect((await services.analytics.config()).measurementId).toBe('')
  })

  it('analyticsFallback uses a listed host entry', () => {
    const table = [{ host: 'telugu.example.in', measurementId: 'G-TE', description: 'Telugu site' }]
    expect(analyticsFallback('www.telugu.example.in', table)).toEqual({ measurementId: 'G-TE', domain: 'telugu.example.in', description: 'Telugu site' })
  })
})

// Session helpers the auth state builds on: token lookup, token checks, redirect targets, Google return.
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (payload: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(payload)}.signature`

function storage(values: Record<string, string>) {
  return {
    getItem: (k: string) => values[k] ?? null,
    setItem: (k: string, v: string) => void (values[k] = v),
    removeItem: (k: string) => void delete values[k],
  }
}

describe('stored session', () => {
  it('looks in local then session storage, under token then authToken', () => {
    expect(findStoredToken([storage({}), storage({ authToken: 's' })])).toBe('s')
    expect(findStoredToken([storage({ authToken: 'a' }), storage({ token: 'b' })])).toBe('a')
    expect(findStoredToken([storage({ token: 't', authToken: 'a' })])).toBe('t')
    expect(findStoredToken([storage({}), storage({})])).toBeNull()
  })

  it('accepts only three-part tokens that are not expired', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(isUsableToken(jwt({ exp: now / 1000 + 60 }), now)).toBe(true)
    expect(isUsableToken(jwt({ sub: 'x' }), now)).toBe(true)
    expect(isUsableToken(jwt({ exp: now / 1000 - 1 }), now)).toBe(false)
    expect(isUsableToken('a.b', now)).toBe(false)
    expect(isUsableToken('not-a-token', now)).toBe(false)
  })

  it('ignores "/" and refuses targets outside the site', () => {
    expect(safeRedirectTarget('/')).toBeNull()
    expect(safeRedirectTarget('/?x=1')).toBeNull()
    expect(safeRedirectTarget('')).toBeNull()
    expect(safeRedirectTarget('https://evil.example')).toBeNull()
    expect(safeRedirectTarget('//evil.example/x')).toBeNull()
    expect(safeRedirectTarget('/\\evil.example')).toBeNull()
    expect(safeRedirectTarget('/dashboard?tab=1')).toBe('/dashboard?tab=1')
    expect(safeRedirectTarget('/hindi/reports/premium')).toBe('/hindi/reports/premium')
  })
})

describe('Google sign-in return', () => {
  const user = { id: '1', email: 'a@b.co', name: 'A', role: 'customer', balance: 0 }

  it('reports an error first', () => {
    expect(parseSignInReturn('?error=google_auth_failed&token=x', null)).toEqual({ kind: 'error', code: 'google_auth_failed' })
  })

  it('needs token, auth=google and user, answering the sign-in this browser started', () => {
    const encoded = encodeURIComponent(JSON.stringify(user))
    expect(parseSignInReturn(`?token=t&auth=google&user=${encoded}&redirect=/faq&state=s1`, 's1')).toEqual({ kind: 'success', token: 't', user, redirect: '/faq' })
    expect(parseSignInReturn(`?token=t&auth=github&user=${encoded}`, 's1')).toEqual({ kind: 'none' })
    expect(parseSignInReturn('?token=t&auth=google&state=s1', 's1')).toEqual({ kind: 'none' })
    expect(parseSignInReturn('?redirect=/dashboard', 's1')).toEqual({ kind: 'none' })
  })

  it('refuses a session handed over by a link: no state, another state, or no sign-in started here', () => {
    const encoded = encodeURIComponent(JSON.stringify(user))
    expect(parseSignInReturn(`?token=t&auth=google&user=${encoded}`, null)).toEqual({ kind: 'unsolicited' })
    expect(parseSignInReturn(`?token=t&auth=google&user=${encoded}`, 's1')).toEqual({ kind: 'unsolicited' })
    expect(parseSignInReturn(`?token=t&auth=google&user=${encoded}&state=s2`, 's1')).toEqual({ kind: 'unsolicited' })
    expect(parseSignInReturn(`?token=t&auth=google&user=${encoded}&state=s1`, null)).toEqual({ kind: 'unsolicited' })
  })

  it('reads a doubly encoded user and flags an unreadable one', () => {
    const twice = encodeURIComponent(encodeURIComponent(JSON.stringify(user)))
    expect(parseSignInReturn(`?token=t&auth=google&user=${twice}&state=s`, 's')).toMatchObject({ kind: 'success', user })
    expect(parseSignInReturn('?token=t&auth=google&user=%7Bnope&state=s', 's')).toEqual({ kind: 'invalid' })
  })

  it('cleans only its own parameters from the URL', () => {
    expect(withoutSignInParams('?token=t&auth=google&user=u&redirect=/x&error=e&tab=2')).toBe('?tab=2')
    expect(withoutSignInParams('?token=t')).toBe('')
  })
})
