import type { AuthResult, PublicUser } from '../domain/user'
import { UnauthorizedError, ValidationError } from '../errors'
import type { PasswordHasher } from './ports/password-hasher'
import type { PasswordStrength } from './ports/password-strength'
import type { TokenService } from './ports/token-service'
import type { UserRepository } from './ports/user-repository'
import type { ChangePasswordInput } from './forms'
import { toPublicUser } from './to-public-user'
import { refuseWeakPassword } from './refuse-weak-password'
import type { PasswordAttempts } from './password-attempts'

const WRONG_CURRENT_PASSWORD = 'Your current password is not right'

/**
 * A signed-in user sets a new password, proving the current one. Every earlier session ends (the
 * tokens issued before stop working); the answer carries the first token of the new
 * ones. The current password is checked under the sign-in's limits (PasswordAttempts).
 */
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly attempts: PasswordAttempts,
    private readonly strength?: PasswordStrength,
  ) {}

  async execute(input: { user: PublicUser; change: ChangePasswordInput; ip: string }): Promise<AuthResult> {
    const { currentPassword, newPassword } = input.change
    await refuseWeakPassword(this.strength, newPassword, 'newPassword')
    const user = await this.users.findById(input.user.id)
    if (!user) throw new UnauthorizedError()
    if (!(await this.attempts.check({ email: user.email, ip: input.ip, password: currentPassword, passwordHash: user.passwordHash })))
      throw new ValidationError(WRONG_CURRENT_PASSWORD, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }])
    const sessionVersion = await this.users.updatePassword(user.id, await this.hasher.hash(newPassword))
    const token = await this.tokens.issue({ userId: user.id, role: user.role, sessionVersion })
    return { token, user: toPublicUser(user) }
  }
}
