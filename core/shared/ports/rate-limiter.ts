export interface RateLimitDecision {
  allowed: boolean
  /** seconds until the window frees a slot (0 when allowed) */
  retryAfterSeconds: number
}

/** Fixed-window counters; in memory on one machine, in Redis across instances. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>
  /** Takes back one hit of the current window (never below zero; nothing when the window has ended). */
  giveBack(key: string): Promise<void>
  reset(key: string): Promise<void>
}
export const RateLimiter = Symbol('RateLimiter')
