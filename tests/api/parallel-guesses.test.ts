import { sql } from 'kysely'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform, TEST_ADMIN } from '../support/platform'

/**
 * Issue 14, finding 1: guesses sent all at once outran the limits (41 parallel PIN confirmations with the
 * right PIN last were accepted; 20 parallel sign-ins with the right password last, no 429). Each guess
 * is now counted before it is checked, atomically.
 */
let platform: Platform
beforeAll(async () => {
  platform = await testPlatform({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '5', LOGIN_RATE_LIMIT_PER_IP: '500', TRUST_PROXY_HOPS: '1' })
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

async function pinFor(email: string): Promise<string> {
  await api().post('/api/auth/reset-pin/request').send({ email }).expect(202)
  const admin = await api().post('/api/auth/login').send(TEST_ADMIN)
  const outbox = await api().get('/api/admin/outbox').set('Authorization', `Bearer ${admin.body.token}`)
  const mail = outbox.body.find((m: { to: string }) => m.to === email)
  return /\b(\d{6})\b/.exec(mail.text)![1]!
}

describe('guesses fired in parallel', () => {
  it('50 PIN confirmations at once: at most 5 are checked, and the right PIN sent last is refused', async () => {
    const email = 'parallel-pin@example.com'
    await api().post('/api/auth/signup').send({ name: 'Parallel Pin', email, password: 'first password 1' }).expect(201)
    const pin = await pinFor(email)
    const wrong = (i: number) => String((Number(pin) + 1 + i) % 1_000_000).padStart(6, '0')
    const guesses = [...Array.from({ length: 49 }, (_, i) => wrong(i)), pin]
    const answers = await Promise.all(guesses.map((guess) => api().post('/api/auth/reset-pin/confirm').send({ email, pin: guess, password: 'taken over pw 1' })))
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(answers.at(-1)!.status).toBe(400)
    const { rows } = await sql<{ attempts: number }>`SELECT attempts FROM reset_pins`.execute(platform.storage.db)
    expect(rows.map((r) => Number(r.attempts))).toEqual([5])
    // The attacker's password never took: the owner's still works.
    expect((await api().post('/api/auth/login').send({ email, password: 'first password 1' })).status).toBe(200)
  })

  it('50 sign-ins at once: at most 5 passwords are checked, and the right one sent last is refused', async () => {
    const email = 'parallel-login@example.com'
    await api().post('/api/auth/signup').send({ name: 'Parallel Login', email, password: 'the right password' }).expect(201)
    const passwords = [...Array.from({ length: 49 }, (_, i) => `wrong password ${i}`), 'the right password']
    const answers = await Promise.all(passwords.map((password) => api().post('/api/auth/login').send({ email, password })))
    const checked = answers.filter((a) => a.status === 401 || a.status === 200)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(45)
    expect(answers.at(-1)!.status).toBe(429)
  })

  it('150 sign-ins at once, each from its own address: at most the account-wide limit (50) is checked', async () => {
    const email = 'many-addresses@example.com'
    await api().post('/api/auth/signup').send({ name: 'Many Addresses', email, password: 'the right password' }).expect(201)
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        api().post('/api/auth/login').set('X-Forwarded-For', `127.0.${1 + Math.floor(i / 200)}.${1 + (i % 200)}`).send({ email, password: `wrong password ${i}` }),
      ),
    )
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(50)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(100)
    expect(answers.filter((a) => a.status !== 401 && a.status !== 429)).toEqual([])
  })

  it('does not lock an account out by its own successes: 80 right sign-ins from 80 addresses, ten at a time, all pass', async () => {
    const email = 'popular-account@example.com'
    await api().post('/api/auth/signup').send({ name: 'Popular Account', email, password: 'the right password' }).expect(201)
    const statuses: number[] = []
    for (let batch = 0; batch < 8; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => api().post('/api/auth/login').set('X-Forwarded-For', `127.1.${batch}.${1 + i}`).send({ email, password: 'the right password' })),
      )
      statuses.push(...answers.map((a) => a.status))
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([])
  })

  it.each([
    ['/api/auth/delete', (password: string) => ({ password })],
    ['/api/auth/email', (password: string) => ({ newEmail: 'elsewhere@example.com', password })],
    ['/api/auth/password', (password: string) => ({ currentPassword: password, newPassword: 'a brand new passphrase 7' })],
  ])('30 wrong passwords at once to %s: at most 5 are checked, and the sign-in shares the count', async (path, body) => {
    const email = `guessed${path.replaceAll('/', '-')}@example.com`
    const { body: session } = await api().post('/api/auth/signup').send({ name: 'Guessed Owner', email, password: 'the right password' }).expect(201)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api().post(path).set('Authorization', `Bearer ${session.token}`).send(body(`wrong password ${i}`))),
    )
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(25)
    expect(answers.filter((a) => a.status !== 400 && a.status !== 429)).toEqual([])
    // The same counters: sign-in from that address is refused too, even with the right password.
    expect((await api().post('/api/auth/login').send({ email, password: 'the right password' })).status).toBe(429)
  })
})
