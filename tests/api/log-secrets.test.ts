import { Writable } from 'node:stream'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/** No session token or credential reaches the request log, whichever way the request carried it. */
let platform: Platform
const lines: string[] = []
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  platform = await testPlatform({}, { logger: pino({ level: 'info' }, sink) })
})
afterAll(async () => platform.close())

describe('the request log', () => {
  it('keeps no session cookie, bearer token or token in the address', async () => {
    const signup = await request(platform.app).post('/api/auth/signup').send({ name: 'Log Reader', email: 'log@example.com', password: 'log reader pw 12' })
    const token = signup.body.token as string
    const cookie = (signup.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!
    await request(platform.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`)
    await request(platform.app).get('/api/wallet').set('Cookie', cookie)
    await request(platform.app).get(`/api/auth/me?token=${token}&lang=hi`)
    const log = lines.join('')
    expect(lines.length).toBeGreaterThanOrEqual(4)
    expect(log).toContain('/api/wallet')
    expect(log).toContain('token=[redacted]&lang=hi')
    expect(log).not.toContain(token)
    expect(log).not.toContain(token.split('.')[2]!)
  })
})
