import type { AuthResult } from '../domain/user'
import { RateLimitedError, UnauthorizedError } from '../errors'
import { loginSchema } from '../rules/account-forms'
import type { PasswordHasher } from '../ports/password-hasher'
import type { RateLimiter } from '../ports/rate-limiter'
import type { TokenService } from '../ports/token-service'
import type { UserRepository } from '../ports/user-repository'
import { toPublicUser } from './to-public-user'
import { validate } from './validate'

export const WRONG_CREDENTIALS = 'Invalid email or password'
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.'

export interface LoginLimits {
  perIp: number
  perAccount: number
  windowSeconds: number
}

/**
 * Signs a user in. Every attempt counts against the caller's IP; failed attempts count against the
 * account, which a success clears. Wrong email and wrong password answer the same message.
 */
export class LogIn {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits,
  ) {}

  async execute(input: unknown, context: { ip: string }): Promise<AuthResult> {
    const { email, password } = validate(loginSchema, input)
    const ipDecision = await this.limiter.hit(`login:ip:${context.ip}`, this.limits.perIp, this.limits.windowSeconds)
    if (!ipDecision.allowed) throw new RateLimitedError(TOO_MANY_ATTEMPTS, ipDecision.retryAfterSeconds)
    const accountKey = `login:account:${email}`
    const accountDecision = await this.limiter.peek(accountKey, this.limits.perAccount)
    if (!accountDecision.allowed) throw new RateLimitedError(TOO_MANY_ATTEMPTS, accountDecision.retryAfterSeconds)

    const user = await this.users.findByEmail(email)
    // Hash even for an unknown email so the answer takes as long either way.
    const ok = user ? await this.hasher.verify(password, user.passwordHash) : await this.hasher.verify(password, DUMMY_HASH)
    if (!user || !ok) {
      await this.limiter.hit(accountKey, this.limits.perAccount, this.limits.windowSeconds)
      throw new UnauthorizedError(WRONG_CREDENTIALS, 'AUTH.INVALID_CREDENTIALS')
    }
    await this.limiter.reset(accountKey)
    const token = await this.tokens.issue({ userId: user.id, role: user.role })
    return { token, user: toPublicUser(user) }
  }
}

/** A well-formed hash of a random password, verified against when the email is unknown. */
const DUMMY_HASH = 'scrypt$16384$8$1$bm90LWEtcmVhbC1zYWx0$4y5vJj1Q0m7fGxZb8mJ3qk2l6o0v9c8x7z6a5s4d3f2g1h0j9k8l7m6n5b4v3c2x1z0a9s8d7f6g5h4j3k2l1q0w'
