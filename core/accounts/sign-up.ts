import type { AuthResult } from '../domain/user'
import type { SignupInput } from './forms'
import type { PasswordHasher } from './ports/password-hasher'
import type { TokenService } from './ports/token-service'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { PasswordStrength } from './ports/password-strength'
import { FeaturePausedError, RateLimitedError } from '../errors'
import type { UserRepository } from './ports/user-repository'
import { toPublicUser } from './to-public-user'
import { refuseWeakPassword } from './refuse-weak-password'

const TOO_MANY_SIGNUPS = 'Too many accounts created from this address. Please try again later.'

/**
 * Creates a customer account and signs it in. A taken email (any case) is a ConflictError. Sign-ups per
 * address are limited (`perIpPerHour`), so one address cannot open accounts by the hundred.
 */
export class SignUp {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter?: RateLimiter,
    private readonly perIpPerHour = 10,
    private readonly strength?: PasswordStrength,
    /** false while an admin has paused new accounts (settings) */
    private readonly signupsOpen: () => Promise<boolean> = async () => true,
  ) {}

  async execute({ name, email, password, lang }: SignupInput, context: { ip?: string } = {}): Promise<AuthResult> {
    if (!(await this.signupsOpen())) throw new FeaturePausedError('New sign-ups are paused for a short while. Please try again later.')
    await refuseWeakPassword(this.strength, password, 'password')
    if (this.limiter && context.ip) {
      const decision = await this.limiter.hit(`signup:ip:${context.ip}`, this.perIpPerHour, 3600)
      if (!decision.allowed) throw new RateLimitedError(TOO_MANY_SIGNUPS, decision.retryAfterSeconds)
    }
    const user = await this.users.create({ name, email, role: 'customer', passwordHash: await this.hasher.hash(password), language: lang })
    const token = await this.tokens.issue({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion })
    return { token, user: toPublicUser(user) }
  }
}
