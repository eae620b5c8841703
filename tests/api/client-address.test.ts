import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/**
 * Issue 14, finding 2: the per-address sign-in limit trusted any X-Forwarded-For, so a client naming a
 * new address on every request was never limited. Only the configured proxies may name the client.
 */
const platforms: Platform[] = []
afterAll(async () => Promise.all(platforms.map((p) => p.close())))

async function attempts(env: Record<string, string>, forwarded: (i: number) => string): Promise<number[]> {
  const platform = await testPlatform({ LOGIN_RATE_LIMIT_PER_IP: '3', LOGIN_RATE_LIMIT_PER_ACCOUNT: '100', ...env })
  platforms.push(platform)
  const statuses: number[] = []
  for (let i = 0; i < 5; i++) {
    const res = await request(platform.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwarded(i))
      .send({ email: `nobody${i}@example.com`, password: 'wrong-password' })
    statuses.push(res.status)
  }
  return statuses
}

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, in production too: forged addresses still hit the limit', async () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(32), ALLOW_SANDBOX_PAYMENTS: 'true' }
    expect(await attempts(production, (i) => `203.0.113.${i + 1}`)).toEqual([401, 401, 401, 429, 429])
  })

  it('with one trusted proxy, takes the address that proxy saw (the last entry), not what the client wrote before it', async () => {
    // The client forges a new first entry each time; the proxy appends the real one (always the same).
    expect(await attempts({ TRUST_PROXY_HOPS: '1' }, (i) => `198.51.100.${i + 1}, 192.0.2.7`)).toEqual([401, 401, 401, 429, 429])
  })
})
