import type { Redis } from 'ioredis'
import type { RateLimitDecision, RateLimiter } from '../../core/ports/rate-limiter'

/** Fixed windows in Redis, shared by every server instance (INCR + EXPIRE on first hit). */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ratelimit:',
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const k = this.prefix + key
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]]
    if (ttl < 0) await this.redis.expire(k, windowSeconds)
    return count > limit ? { allowed: false, retryAfterSeconds: Math.max(1, ttl > 0 ? ttl : windowSeconds) } : { allowed: true, retryAfterSeconds: 0 }
  }

  async peek(key: string, limit: number): Promise<RateLimitDecision> {
    const k = this.prefix + key
    const [[, count], [, ttl]] = (await this.redis.multi().get(k).ttl(k).exec()) as [[null, string | null], [null, number]]
    return Number(count ?? 0) >= limit ? { allowed: false, retryAfterSeconds: Math.max(1, ttl) } : { allowed: true, retryAfterSeconds: 0 }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }
}
