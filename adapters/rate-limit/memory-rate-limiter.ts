import type { RateLimitDecision, RateLimiter } from '../../core/shared/ports/rate-limiter'

/** Fixed windows in process memory: right for one server; use the Redis limiter for several. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowSeconds * 1000 }
      this.windows.set(key, window)
      if (this.windows.size > 100_000) this.sweep(now)
    }
    window.count++
    return this.decide(window, limit, now)
  }

  async giveBack(key: string): Promise<void> {
    const window = this.windows.get(key)
    if (window && window.resetAt > this.now() && window.count > 0) window.count--
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key)
  }

  private decide(window: { count: number; resetAt: number }, limit: number, now: number): RateLimitDecision {
    return window.count > limit ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) } : { allowed: true, retryAfterSeconds: 0 }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}
