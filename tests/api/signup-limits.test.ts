import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/**
 * Issue 14, findings 7 and 9: 173 accounts were created in 10 s from one address, and `12345678`,
 * `password` and eight spaces were accepted as passwords.
 */
let platform: Platform
beforeAll(async () => {
  platform = await testPlatform({ SIGNUP_RATE_LIMIT_PER_IP: '3' })
})
afterAll(async () => platform.close())
const signup = (i: number, password = 'a made-up passphrase') =>
  request(platform.app).post('/api/auth/signup').send({ name: 'Many Accounts', email: `many${i}@example.com`, password })

describe('sign-up', () => {
  it('refuses guessable passwords with a clear message, before counting against the address', async () => {
    for (const password of ['12345678', 'password', '        ']) {
      const res = await signup(100, password)
      expect(res.status).toBe(400)
      expect(res.body.issues).toEqual([{ path: 'password', message: 'This password is too common or easy to guess. Choose a less predictable one.' }])
    }
  })

  it('refuses what zxcvbn finds guessable (dictionary words with digits), on sign-up', async () => {
    for (const password of ['secret123', 'newpassword', 'monkey1234']) {
      const res = await request(platform.app).post('/api/auth/signup').send({ name: 'Many Accounts', email: 'many200@example.com', password })
      expect(res.status, password).toBe(400)
      expect(res.body.issues).toEqual([{ path: 'password', message: 'This password is too common or easy to guess. Choose a less predictable one.' }])
    }
  })

  it('limits the accounts one address creates in an hour', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await signup(i)).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })
})
