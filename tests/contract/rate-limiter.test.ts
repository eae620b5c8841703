import { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { RateLimiter } from '../../core/shared/ports/rate-limiter'
import { MemoryRateLimiter } from '../../adapters/rate-limit/memory-rate-limiter'
import { RedisRateLimiter } from '../../adapters/rate-limit/redis-rate-limiter'

const redisUrl = process.env.TEST_REDIS_URL
const redis = redisUrl ? new Redis(redisUrl) : null
afterAll(() => redis?.disconnect())

const limiters: Array<[string, () => RateLimiter]> = [
  ['memory', () => new MemoryRateLimiter()],
  ...(redis ? ([['Redis', () => new RedisRateLimiter(redis, `test:${randomBytes(4).toString('hex')}:`)]] as Array<[string, () => RateLimiter]>) : []),
]

for (const [name, make] of limiters) {
  describe(`RateLimiter contract: ${name}`, () => {
    it('allows up to the limit in a window, then refuses with a retry time', async () => {
      const limiter = make()
      for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true)
      const refused = await limiter.hit('k', 3, 60)
      expect(refused.allowed).toBe(false)
      expect(refused.retryAfterSeconds).toBeGreaterThan(0)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
      expect((await limiter.hit('other', 3, 60)).allowed).toBe(true)
    })
    it('takes back a hit of the current window, never below zero, and makes no window of its own', async () => {
      const limiter = make()
      await limiter.hit('g', 2, 60)
      await limiter.hit('g', 2, 60)
      await limiter.giveBack('g')
      expect((await limiter.hit('g', 2, 60)).allowed).toBe(true)
      expect((await limiter.hit('g', 2, 60)).allowed).toBe(false)
      await limiter.giveBack('never-hit')
      await limiter.giveBack('never-hit')
      expect((await limiter.hit('never-hit', 1, 60)).allowed).toBe(true)
      expect((await limiter.hit('never-hit', 1, 60)).allowed).toBe(false)
    })
    it('forgets a key on reset', async () => {
      const limiter = make()
      await limiter.hit('p', 2, 60)
      await limiter.hit('p', 2, 60)
      expect((await limiter.hit('p', 2, 60)).allowed).toBe(false)
      await limiter.reset('p')
      expect((await limiter.hit('p', 2, 60)).allowed).toBe(true)
    })
  })
}

describe('MemoryRateLimiter windows', () => {
  it('opens a new window when the old one ends', async () => {
    let now = 0
    const limiter = new MemoryRateLimiter(() => now)
    await limiter.hit('w', 1, 10)
    expect((await limiter.hit('w', 1, 10)).allowed).toBe(false)
    now = 10_001
    expect((await limiter.hit('w', 1, 10)).allowed).toBe(true)
  })
})

describe.skipIf(!redis)('RedisRateLimiter expiry', () => {
  it('gives every counter its window as an expiry from the first hit, so none can outlive it', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`
    const limiter = new RedisRateLimiter(redis!, prefix)
    await Promise.all(Array.from({ length: 20 }, () => limiter.hit('burst', 5, 30)))
    const ttl = await redis!.ttl(`${prefix}burst`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(30)
    expect(Number(await redis!.get(`${prefix}burst`))).toBe(20)
  })
})
