import type { AuthResult } from '../domain/user'
import { ForbiddenError, UnauthorizedError } from '../errors'
import type { LoginInput } from './forms'
import type { TokenService } from './ports/token-service'
import type { UserRepository } from './ports/user-repository'
import type { PasswordAttempts } from './password-attempts'
import { toPublicUser } from './to-public-user'

export const WRONG_CREDENTIALS = 'Invalid email or password'
/** The answer to a suspended account's owner, at sign-in. */
const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact support.'
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.'

/**
 * Signs a user in. The attempt is counted (per address, per account from that address, per account from
 * everywhere) before the password is checked, in the counters every password check shares. Wrong email
 * and wrong password answer the same message, in the same time.
 */
export class LogIn {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly attempts: PasswordAttempts,
  ) {}

  async execute({ email, password }: LoginInput, context: { ip: string }): Promise<AuthResult> {
    const user = await this.users.findByEmail(email)
    const ok = await this.attempts.check({ email, ip: context.ip, password, passwordHash: user?.passwordHash ?? null }, TOO_MANY_SIGN_INS)
    if (!user || !ok) throw new UnauthorizedError(WRONG_CREDENTIALS, 'AUTH.INVALID_CREDENTIALS')
    // Only the owner (who knows the password) learns the account is suspended.
    if (user.suspended) throw new ForbiddenError(ACCOUNT_SUSPENDED)
    const token = await this.tokens.issue({ userId: user.id, role: user.role, sessionVersion: user.sessionVersion })
    return { token, user: toPublicUser(user) }
  }
}
