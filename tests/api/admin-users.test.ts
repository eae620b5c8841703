import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/** Users and roles: search, change a role, suspend and restore; sessions end; admins only; audited. */
let platform: Platform
let admin = ''
const api = () => request(platform.app)
const as = (token: string) => ({ Authorization: `Bearer ${token}` })
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())

async function customer(email: string) {
  const signup = await api().post('/api/auth/signup').send({ name: 'Ravi Shankar', email, password: 'ravi shankar pw 1' })
  return { id: signup.body.user.id as string, token: signup.body.token as string }
}

describe('admin users and roles', () => {
  it('finds accounts by part of the email or name, any case', async () => {
    await customer('ravi.users@example.com')
    const found = (await api().get('/api/admin/users?query=RAVI.USERS').set(as(admin))).body as Array<{ email: string; role: string; suspended: boolean }>
    expect(found).toEqual([expect.objectContaining({ email: 'ravi.users@example.com', role: 'customer', suspended: false })])
    expect((await api().get('/api/admin/users?query=%25').set(as(admin))).body).toEqual([])
  })

  it('changes a role: the old session ends, the next sign-in has the new role, and it is audited', async () => {
    const user = await customer('ravi.role@example.com')
    const changed = await api().put(`/api/admin/users/${user.id}/role`).set(as(admin)).send({ role: 'admin' })
    expect(changed.body.role).toBe('admin')
    expect((await api().get('/api/auth/me').set(as(user.token))).status).toBe(401)
    const again = (await api().post('/api/auth/login').send({ email: 'ravi.role@example.com', password: 'ravi shankar pw 1' })).body
    expect(again.user.role).toBe('admin')
    expect((await api().get('/api/admin/users').set(as(again.token))).status).toBe(200)
    const audit = (await api().get('/api/admin/audit?action=user.role').set(as(admin))).body
    expect(audit[0]).toMatchObject({ actor: TEST_ADMIN.email, target: 'user:ravi.role@example.com', before: { role: 'customer' }, after: { role: 'admin' } })
    expect((await api().put(`/api/admin/users/${user.id}/role`).set(as(admin)).send({ role: 'emperor' })).status).toBe(400)
  })

  it('suspends an account (sessions end, sign-in refused with a clear message) and restores it', async () => {
    const user = await customer('ravi.suspend@example.com')
    const suspended = await api().post(`/api/admin/users/${user.id}/suspend`).set(as(admin))
    expect(suspended.body.suspended).toBe(true)
    expect((await api().get('/api/auth/me').set(as(user.token))).status).toBe(401)
    const login = await api().post('/api/auth/login').send({ email: 'ravi.suspend@example.com', password: 'ravi shankar pw 1' })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe('This account is suspended. Please contact support.')
    // A wrong password still gets the usual answer: a stranger learns nothing about the account.
    expect((await api().post('/api/auth/login').send({ email: 'ravi.suspend@example.com', password: 'not the password 9' })).status).toBe(401)
    await api().post(`/api/admin/users/${user.id}/restore`).set(as(admin))
    expect((await api().post('/api/auth/login').send({ email: 'ravi.suspend@example.com', password: 'ravi shankar pw 1' })).status).toBe(200)
  })

  it('keeps the owner (the seeded admin) safe from other admins: no suspension, no demotion, still signed in', async () => {
    const owner = (await api().get(`/api/admin/users?query=${encodeURIComponent(TEST_ADMIN.email)}`).set(as(admin))).body[0] as { id: string; owner: boolean }
    expect(owner.owner).toBe(true)
    const other = await customer('second.admin@example.com')
    await api().put(`/api/admin/users/${other.id}/role`).set(as(admin)).send({ role: 'admin' }).expect(200)
    const rogue = (await api().post('/api/auth/login').send({ email: 'second.admin@example.com', password: 'ravi shankar pw 1' })).body.token as string
    expect((await api().get(`/api/admin/users?query=second.admin`).set(as(rogue))).body[0].owner).toBe(false)
    const suspend = await api().post(`/api/admin/users/${owner.id}/suspend`).set(as(rogue))
    expect(suspend.status).toBe(403)
    expect(suspend.body.message).toBe('The owner of the platform cannot be suspended or given another role')
    expect((await api().put(`/api/admin/users/${owner.id}/role`).set(as(rogue)).send({ role: 'customer' })).status).toBe(403)
    // The owner is untouched: still an admin, still signed in; and the owner can demote the rogue.
    expect((await api().get('/api/auth/me').set(as(admin))).body.role).toBe('admin')
    expect((await api().get('/api/admin/users').set(as(admin))).status).toBe(200)
    expect((await api().put(`/api/admin/users/${other.id}/role`).set(as(admin)).send({ role: 'customer' })).status).toBe(200)
  })

  it('keeps admins from demoting or suspending themselves, and everyone else out', async () => {
    const me = (await api().get('/api/auth/me').set(as(admin))).body.user ?? (await api().get('/api/auth/me').set(as(admin))).body
    expect((await api().put(`/api/admin/users/${me.id}/role`).set(as(admin)).send({ role: 'customer' })).status).toBe(409)
    expect((await api().post(`/api/admin/users/${me.id}/suspend`).set(as(admin))).status).toBe(409)
    const other = await customer('ravi.other@example.com')
    expect((await api().get('/api/admin/users').set(as(other.token))).status).toBe(403)
    expect((await api().post(`/api/admin/users/${other.id}/suspend`).set(as(other.token))).status).toBe(403)
    expect((await api().get('/api/admin/users')).status).toBe(401)
    expect((await api().post('/api/admin/users/not-an-id/suspend').set(as(admin))).status).toBe(404)
  })
})
