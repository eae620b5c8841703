import type { Redis } from 'ioredis'
import type { RateLimitDecision, RateLimiter } from '../../core/shared/ports/rate-limiter'

const GIVE_BACK = "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end return 0"

/**
 * Fixed windows in Redis, shared by every server instance (SET NX EX, then INCR, in one transaction). While Redis is
 * unreachable the limits still hold, per instance, through `fallback` (in memory): a Redis outage must
 * neither stop sign-ins and chats nor lift every limit.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ratelimit:',
    private readonly fallback?: RateLimiter,
  ) {}

  /** Redis when it is connected, else (or when it fails mid-call) the fallback. */
  private async either<T>(shared: () => Promise<T>, local: (fallback: RateLimiter) => Promise<T>): Promise<T> {
    if (!this.fallback) return shared()
    if (this.redis.status !== 'ready') return local(this.fallback)
    try {
      return await shared()
    } catch {
      return local(this.fallback)
    }
  }

  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    return this.either(
      () => this.sharedHit(key, limit, windowSeconds),
      (f) => f.hit(key, limit, windowSeconds),
    )
  }

  giveBack(key: string): Promise<void> {
    return this.either(
      async () => {
        // Only an existing window, never below zero: a DECR of a missing key would make one with no expiry.
        await this.redis.eval(GIVE_BACK, 1, this.prefix + key)
      },
      (f) => f.giveBack(key),
    )
  }

  reset(key: string): Promise<void> {
    return this.either(
      async () => {
        await this.redis.del(this.prefix + key)
      },
      (f) => f.reset(key),
    )
  }

  private async sharedHit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const k = this.prefix + key
    // The window's expiry is set in the same transaction as the count: a crash between an INCR and a later
    // EXPIRE would otherwise leave a counter that never expires (a permanent lockout).
    const [, [, count], [, ttl]] = (await this.redis.multi().set(k, 0, 'EX', windowSeconds, 'NX').incr(k).ttl(k).exec()) as [
      unknown,
      [null, number],
      [null, number],
    ]
    return count > limit ? { allowed: false, retryAfterSeconds: Math.max(1, ttl > 0 ? ttl : windowSeconds) } : { allowed: true, retryAfterSeconds: 0 }
  }
}
