import type { AuthResult } from '../domain/user'
import { ForbiddenError, RateLimitedError, UnauthorizedError } from '../errors'
import { loginSchema } from '../rules/account-forms'
import type { PasswordHasher } from '../ports/password-hasher'
import type { RateLimiter } from '../ports/rate-limiter'
import type { TokenService } from '../ports/token-service'
import type { UserRepository } from '../ports/user-repository'
import { toPublicUser } from './to-public-user'
import { EqualTime } from './equal-time'
import { validate } from './validate'

export const WRONG_CREDENTIALS = 'Invalid email or password'
/** The answer to a suspended account's owner, at sign-in. */
export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact support.'
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.'

export interface LoginLimits {
  perIp: number
  perAccount: number
  windowSeconds: number
}

/**
 * Signs a user in. Every attempt counts against the caller's IP, and against the account from that IP
 * before the password is checked (so parallel guesses cannot outrun the limit); a success clears the
 * latter. A stranger failing from elsewhere does not lock the owner out (issue 14, findings 1 and 6);
 * guesses spread over many addresses still meet a cap per account, ten times the per-address one. Wrong
 * email and wrong password answer the same message.
 */
export class LogIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits,
  ) {
    this.equalTime = new EqualTime(hasher)
  }

  private readonly equalTime: EqualTime

  async execute(input: unknown, context: { ip: string }): Promise<AuthResult> {
    const { email, password } = validate(loginSchema, input)
    const ipDecision = await this.limiter.hit(`login:ip:${context.ip}`, this.limits.perIp, this.limits.windowSeconds)
    if (!ipDecision.allowed) throw new RateLimitedError(TOO_MANY_ATTEMPTS, ipDecision.retryAfterSeconds)
    const pairKey = `login:account:${email}:ip:${context.ip}`
    const pairDecision = await this.limiter.hit(pairKey, this.limits.perAccount, this.limits.windowSeconds)
    if (!pairDecision.allowed) throw new RateLimitedError(TOO_MANY_ATTEMPTS, pairDecision.retryAfterSeconds)
    const accountKey = `login:account:${email}`
    const accountDecision = await this.limiter.peek(accountKey, this.limits.perAccount * 10)
    if (!accountDecision.allowed) throw new RateLimitedError(TOO_MANY_ATTEMPTS, accountDecision.retryAfterSeconds)

    const user = await this.users.findByEmail(email)
    // Hash even for an unknown email so the answer takes as long either way.
    const ok = user ? await this.hasher.verify(password, user.passwordHash) : await this.equalTime.verifyNothing(password)
    if (!user || !ok) {
      await this.limiter.hit(accountKey, this.limits.perAccount * 10, this.limits.windowSeconds)
      throw new UnauthorizedError(WRONG_CREDENTIALS, 'AUTH.INVALID_CREDENTIALS')
    }
    await this.limiter.reset(pairKey)
    // Only the owner (who knows the password) learns the account is suspended.
    if (user.suspended) throw new ForbiddenError(ACCOUNT_SUSPENDED)
    const token = await this.tokens.issue({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion })
    return { token, user: toPublicUser(user) }
  }
}
