import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

let platform: Platform
let admin = ''
beforeAll(async () => {
  platform = await testPlatform()
  admin = (await api().post('/api/auth/login').send(TEST_ADMIN)).body.token
})
afterAll(async () => platform.close())
const api = () => request(platform.app)
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const PASSWORD = 'my own good password 5'

async function linkSentTo(email: string): Promise<string> {
  const mail = (await api().get('/api/admin/outbox').set(bearer(admin))).body.find((m: { to: string }) => m.to === email)
  expect(mail, `a mail to ${email}`).toBeTruthy()
  return /verifyEmail=([0-9a-f]{64})/.exec(mail.text)![1]!
}

describe('changing the account’s email', () => {
  it('sends a link to the new address; following it moves the account, ends other sessions and tells the old address', async () => {
    const signup = (await api().post('/api/auth/signup').send({ name: 'Mover', email: 'old.address@example.com', password: PASSWORD })).body
    const asked = await api().post('/api/auth/email').set(bearer(signup.token)).send({ newEmail: 'New.Address@example.com', password: PASSWORD })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ pendingEmail: 'new.address@example.com' })
    // Nothing changes before the link is followed.
    expect((await api().get('/api/auth/me').set(bearer(signup.token))).body.email).toBe('old.address@example.com')
    const token = await linkSentTo('new.address@example.com')
    const confirmed = await api().post('/api/auth/email/confirm').send({ token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.user.email).toBe('new.address@example.com')
    expect((await api().get('/api/auth/me').set(bearer(signup.token))).status).toBe(401)
    expect((await api().get('/api/auth/me').set(bearer(confirmed.body.token))).body.id).toBe(signup.user.id)
    expect((await api().post('/api/auth/login').send({ email: 'new.address@example.com', password: PASSWORD })).status).toBe(200)
    expect((await api().post('/api/auth/login').send({ email: 'old.address@example.com', password: PASSWORD })).status).toBe(401)
    expect((await api().get('/api/admin/outbox').set(bearer(admin))).body.some((m: { to: string; subject: string }) => m.to === 'old.address@example.com' && /changed/.test(m.subject))).toBe(true)
    // The link works once.
    expect((await api().post('/api/auth/email/confirm').send({ token })).status).toBe(400)
  })

  it('writes both mails in the account’s language, whatever page asks: the link opens the profile in that language', async () => {
    const signup = (await api().post('/api/auth/signup').send({ name: 'Meena', email: 'meena.old@example.com', password: PASSWORD, lang: 'ta' })).body
    expect(signup.user.language).toBe('ta')
    await api().post('/api/auth/email').set(bearer(signup.token)).send({ newEmail: 'meena.new@example.com', password: PASSWORD, lang: 'en' }).expect(202)
    const outbox = async () => (await api().get('/api/admin/outbox').set(bearer(admin))).body as Array<{ to: string; subject: string; text: string }>
    const ask = (await outbox()).find((m) => m.to === 'meena.new@example.com')!
    expect(ask.subject).toBe('உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்')
    expect(ask.text).toMatch(/^வணக்கம் Meena,/)
    expect(ask.text).toMatch(/\/tamil\/profile\?verifyEmail=[0-9a-f]{64}\n/)
    const token = await linkSentTo('meena.new@example.com')
    await api().post('/api/auth/email/confirm').send({ token, lang: 'hi' }).expect(200)
    const notice = (await outbox()).find((m) => m.to === 'meena.old@example.com')!
    expect(notice.subject).toBe('உங்கள் மின்னஞ்சல் முகவரி மாற்றப்பட்டது')
    expect(notice.text).toContain('meena.new@example.com')
  })

  it('needs the password, a different and free address, and a real link', async () => {
    const a = (await api().post('/api/auth/signup').send({ name: 'Asha', email: 'asha@example.com', password: PASSWORD })).body
    await api().post('/api/auth/signup').send({ name: 'Bela', email: 'bela@example.com', password: PASSWORD })
    const wrong = await api().post('/api/auth/email').set(bearer(a.token)).send({ newEmail: 'asha2@example.com', password: 'not my password' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.issues).toEqual([{ path: 'password', message: 'The password is not correct' }])
    expect((await api().post('/api/auth/email').set(bearer(a.token)).send({ newEmail: 'ASHA@example.com', password: PASSWORD })).status).toBe(400)
    expect((await api().post('/api/auth/email').set(bearer(a.token)).send({ newEmail: 'bela@example.com', password: PASSWORD })).status).toBe(409)
    expect((await api().post('/api/auth/email').set(bearer(a.token)).send({ newEmail: 'not-an-email', password: PASSWORD })).status).toBe(400)
    expect((await api().post('/api/auth/email').send({ newEmail: 'x@example.com', password: PASSWORD })).status).toBe(401)
    expect((await api().post('/api/auth/email/confirm').send({ token: 'f'.repeat(64) })).status).toBe(400)
    expect((await api().post('/api/auth/email/confirm').send({ token: '<script>' })).status).toBe(400)
  })

  it('refuses the link when the address was taken in the meantime', async () => {
    const c = (await api().post('/api/auth/signup').send({ name: 'Chitra', email: 'chitra@example.com', password: PASSWORD })).body
    await api().post('/api/auth/email').set(bearer(c.token)).send({ newEmail: 'wanted@example.com', password: PASSWORD }).expect(202)
    const token = await linkSentTo('wanted@example.com')
    await api().post('/api/auth/signup').send({ name: 'Quick', email: 'wanted@example.com', password: PASSWORD }).expect(201)
    expect((await api().post('/api/auth/email/confirm').send({ token })).status).toBe(409)
    expect((await api().post('/api/auth/login').send({ email: 'chitra@example.com', password: PASSWORD })).status).toBe(200)
  })
})
