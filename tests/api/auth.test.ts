import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  platform = await testPlatform({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_IP: '50' })
})
afterAll(async () => platform.close())

const api = () => request(platform.app)

describe('sign up', () => {
  it('creates a customer, answers 201 with a token and sets an HttpOnly cookie', async () => {
    const res = await api().post('/api/auth/signup').send({ name: 'Lakshmi Rao', email: 'Lakshmi@Example.com', password: 'correct horse' })
    expect(res.status).toBe(201)
    expect(res.body.user).toMatchObject({ email: 'lakshmi@example.com', name: 'Lakshmi Rao', role: 'customer', balance: 0 })
    expect(res.body.user.passwordHash).toBeUndefined()
    expect(res.body.token.split('.')).toHaveLength(3)
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/session=/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
  })
  it('refuses the same email in another case with 409', async () => {
    const res = await api().post('/api/auth/signup').send({ name: 'Other', email: 'LAKSHMI@example.com', password: 'another one' })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'AUTH.EMAIL_TAKEN', message: 'An account with this email already exists' })
  })
  it('answers 400 with field issues for bad input', async () => {
    const res = await api().post('/api/auth/signup').send({ name: 'X', email: 'not-an-email', password: 'short' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('VALIDATION.INVALID_INPUT')
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ]),
    )
  })
  it('answers 400, not 500, for a malformed JSON body', async () => {
    const res = await api().post('/api/auth/signup').set('content-type', 'application/json').send('{"name":')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Malformed request')
  })
})

describe('log in, me, log out', () => {
  it('signs in and the token opens /api/auth/me', async () => {
    const login = await api().post('/api/auth/login').send({ email: 'lakshmi@example.com', password: 'correct horse' })
    expect(login.status).toBe(200)
    const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${login.body.token}`)
    expect(me.status).toBe(200)
    expect(me.body).toEqual(login.body.user)
    expect(me.headers['cache-control']).toBe('no-store')
  })
  it('accepts the session cookie instead of the header', async () => {
    const agent = request.agent(platform.app)
    await agent.post('/api/auth/login').send({ email: 'lakshmi@example.com', password: 'correct horse' }).expect(200)
    expect((await agent.get('/api/auth/me')).body.email).toBe('lakshmi@example.com')
    const out = await agent.post('/api/auth/logout')
    expect(out.status).toBe(204)
    expect((await agent.get('/api/auth/me')).status).toBe(401)
  })
  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await api().post('/api/auth/login').send({ email: 'lakshmi@example.com', password: 'wrong password' })
    const unknown = await api().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong password' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.message).toBe('Invalid email or password')
    expect(unknown.body).toEqual(wrong.body)
  })
  it('answers 401 to /me without a token or with a forged one', async () => {
    expect((await api().get('/api/auth/me')).status).toBe(401)
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwiZXhwIjo5OTk5OTk5OTk5fQ.bad'
    const res = await api().get('/api/auth/me').set('Authorization', `Bearer ${forged}`)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('AUTH.UNAUTHORIZED')
  })
  it('rate-limits an account after repeated failures with 429 and Retry-After', async () => {
    await api().post('/api/auth/signup').send({ name: 'Target', email: 'target@example.com', password: 'right password' }).expect(201)
    for (let i = 0; i < 3; i++) await api().post('/api/auth/login').send({ email: 'target@example.com', password: 'guess ' + i }).expect(401)
    const limited = await api().post('/api/auth/login').send({ email: 'target@example.com', password: 'right password' })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/Too many sign-in attempts/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('roles', () => {
  it('answers 401 to anonymous and 403 to a customer on an admin route, 200 to the admin', async () => {
    expect((await api().get('/api/admin/outbox')).status).toBe(401)
    const customer = await api().post('/api/auth/signup').send({ name: 'Customer', email: 'cust@example.com', password: 'customer pw' })
    const forbidden = await api().get('/api/admin/outbox').set('Authorization', `Bearer ${customer.body.token}`)
    expect(forbidden.status).toBe(403)
    const admin = await api().post('/api/auth/login').send(TEST_ADMIN)
    expect(admin.body.user.role).toBe('admin')
    expect((await api().get('/api/admin/outbox').set('Authorization', `Bearer ${admin.body.token}`)).status).toBe(200)
  })
})

describe('reset by PIN', () => {
  it('mails a PIN to the outbox, and the PIN sets a new password once', async () => {
    await api().post('/api/auth/signup').send({ name: 'Forgetful', email: 'forgot@example.com', password: 'old password' }).expect(201)
    const asked = await api().post('/api/auth/reset-pin/request').send({ email: 'forgot@example.com' })
    expect(asked.status).toBe(202)
    const unknown = await api().post('/api/auth/reset-pin/request').send({ email: 'ghost@example.com' })
    expect(unknown.body).toEqual(asked.body)

    const admin = await api().post('/api/auth/login').send(TEST_ADMIN)
    const outbox = await api().get('/api/admin/outbox').set('Authorization', `Bearer ${admin.body.token}`)
    const mail = outbox.body.find((m: { to: string }) => m.to === 'forgot@example.com')
    expect(outbox.body.some((m: { to: string }) => m.to === 'ghost@example.com')).toBe(false)
    const pin = /\b(\d{6})\b/.exec(mail.text)![1]

    const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0')
    const bad = await api().post('/api/auth/reset-pin/confirm').send({ email: 'forgot@example.com', pin: wrongPin, password: 'new password' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues).toEqual([{ path: 'pin', message: 'The PIN is wrong or has expired. Request a new one.' }])

    const ok = await api().post('/api/auth/reset-pin/confirm').send({ email: 'forgot@example.com', pin, password: 'new password' })
    expect(ok.status).toBe(200)
    expect(ok.body.user.email).toBe('forgot@example.com')
    await api().post('/api/auth/login').send({ email: 'forgot@example.com', password: 'new password' }).expect(200)
    await api().post('/api/auth/login').send({ email: 'forgot@example.com', password: 'old password' }).expect(401)
    const again = await api().post('/api/auth/reset-pin/confirm').send({ email: 'forgot@example.com', pin, password: 'third password' })
    expect(again.status).toBe(400)
  })
})
