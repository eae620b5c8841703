import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/**
 * Issue 14, finding 5: after logout or a PIN reset the old token still answered 200 for its whole
 * lifetime (168 h). Now both end every session issued before.
 */
let platform: Platform
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())
const api = () => request(platform.app)
const me = (token: string) => api().get('/api/auth/me').set('Authorization', `Bearer ${token}`)

describe('ending sessions', () => {
  it('logout ends the token it was called with, and every other token of the user', async () => {
    const signup = await api().post('/api/auth/signup').send({ name: 'Revoked User', email: 'revoke@example.com', password: 'revoke me please' })
    const first = signup.body.token as string
    const second = (await api().post('/api/auth/login').send({ email: 'revoke@example.com', password: 'revoke me please' })).body.token as string
    expect((await me(first)).status).toBe(200)
    expect((await api().post('/api/auth/logout').set('Authorization', `Bearer ${first}`)).status).toBe(204)
    const after = await me(first)
    expect(after.status).toBe(401)
    expect((await me(second)).status).toBe(401)
    // A new sign-in starts a new session.
    const third = (await api().post('/api/auth/login').send({ email: 'revoke@example.com', password: 'revoke me please' })).body.token as string
    expect((await me(third)).status).toBe(200)
  })

  it('the session cookie of a logged-out browser stops working too', async () => {
    const agent = request.agent(platform.app)
    await agent.post('/api/auth/signup').send({ name: 'Cookie User', email: 'cookie-revoke@example.com', password: 'cookie revoke pw' }).expect(201)
    const cookie = (await agent.get('/api/auth/me')).status
    expect(cookie).toBe(200)
    const stolen = (await agent.get('/api/auth/me')).request.getHeader?.('cookie') as string | undefined
    await agent.post('/api/auth/logout').expect(204)
    const copied = await api().get('/api/auth/me').set('Cookie', stolen ?? '')
    expect(copied.status).toBe(401)
  })

  it('a PIN reset ends the sessions issued before it; its own token works', async () => {
    const signup = await api().post('/api/auth/signup').send({ name: 'Reset User', email: 'reset-revoke@example.com', password: 'old password pw' })
    const old = signup.body.token as string
    await api().post('/api/auth/reset-pin/request').send({ email: 'reset-revoke@example.com' }).expect(202)
    const admin = await api().post('/api/auth/login').send(TEST_ADMIN)
    const outbox = await api().get('/api/admin/outbox').set('Authorization', `Bearer ${admin.body.token}`)
    const pin = /\b(\d{6})\b/.exec(outbox.body.find((m: { to: string }) => m.to === 'reset-revoke@example.com').text)![1]
    const confirmed = await api().post('/api/auth/reset-pin/confirm').send({ email: 'reset-revoke@example.com', pin, password: 'brand new pw 1' })
    expect(confirmed.status).toBe(200)
    expect((await me(old)).status).toBe(401)
    expect((await me(confirmed.body.token)).status).toBe(200)
  })

  it('a password change ends the sessions issued before it; a wrong current password or a guessable new one is a 400', async () => {
    const signup = await api().post('/api/auth/signup').send({ name: 'Changer', email: 'change-pw@example.com', password: 'first password pw' })
    const old = signup.body.token as string
    const other = (await api().post('/api/auth/login').send({ email: 'change-pw@example.com', password: 'first password pw' })).body.token as string
    const change = (body: object) => api().post('/api/auth/password').set('Authorization', `Bearer ${old}`).send(body)
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'second password pw' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.issues).toEqual([{ path: 'currentPassword', message: 'Your current password is not right' }])
    expect((await change({ currentPassword: 'first password pw', newPassword: '12345678' })).status).toBe(400)
    const changed = await change({ currentPassword: 'first password pw', newPassword: 'second password pw' })
    expect(changed.status).toBe(200)
    expect((await me(old)).status).toBe(401)
    expect((await me(other)).status).toBe(401)
    expect((await me(changed.body.token)).status).toBe(200)
    expect((await api().post('/api/auth/login').send({ email: 'change-pw@example.com', password: 'second password pw' })).status).toBe(200)
    expect((await api().post('/api/auth/password').send({ currentPassword: 'x', newPassword: 'y' })).status).toBe(401)
  })
})
