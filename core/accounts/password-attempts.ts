import { RateLimitedError } from '../errors'
import type { PasswordHasher } from './ports/password-hasher'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import { EqualTime } from './equal-time'

interface LoginLimits {
  perIp: number
  perAccount: number
  windowSeconds: number
}

/** How many attempts one account takes from all addresses together, in multiples of the per-address limit. */
const ACCOUNT_WIDE_FACTOR = 10

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

interface PasswordAttempt {
  email: string
  ip: string
  password: string
  /** null when no account has this email: the check then takes as long and fails */
  passwordHash: string | null
}

/**
 * Every place that checks a password (sign-in, password and email change, deletion, linking Google)
 * counts the attempt here, in one set of counters: per address, per account from that address, and per
 * account from everywhere. Each counter is incremented before the password is checked, so a burst of
 * parallel guesses from many addresses has at most the limit checked; the rest answer 429 without a check.
 * A right password gives its attempt back to the account's counter (so an account many people sign in to
 * legitimately, such as a demo account, is not locked out by its own successes) and clears the account's
 * counter for that address (a stranger's guesses elsewhere still count).
 */
export class PasswordAttempts {
  private readonly equalTime: EqualTime

  constructor(
    private readonly limiter: RateLimiter,
    private readonly hasher: PasswordHasher,
    private readonly limits: LoginLimits,
  ) {
    this.equalTime = new EqualTime(hasher)
  }

  async check(attempt: PasswordAttempt, tooMany: string = TOO_MANY_ATTEMPTS): Promise<boolean> {
    const email = attempt.email.trim().toLowerCase()
    const { perIp, perAccount, windowSeconds } = this.limits
    const pairKey = `login:account:${email}:ip:${attempt.ip}`
    const accountKey = `login:account:${email}`
    for (const [key, limit] of [
      [`login:ip:${attempt.ip}`, perIp],
      [pairKey, perAccount],
      [accountKey, perAccount * ACCOUNT_WIDE_FACTOR],
    ] as const) {
      const decision = await this.limiter.hit(key, limit, windowSeconds)
      if (!decision.allowed) throw new RateLimitedError(tooMany, decision.retryAfterSeconds)
    }
    // Hash even for an unknown email so the answer takes as long either way.
    const ok = attempt.passwordHash ? await this.hasher.verify(attempt.password, attempt.passwordHash) : await this.equalTime.verifyNothing(attempt.password)
    if (ok) {
      await this.limiter.reset(pairKey)
      await this.limiter.giveBack(accountKey)
    }
    return ok
  }
}
