import type { AuthResult } from '../domain/user'
import { ValidationError } from '../errors'
import { resetPinConfirmSchema } from '../rules/account-forms'
import type { Clock } from '../ports/clock'
import type { PasswordHasher } from '../ports/password-hasher'
import type { ResetPinStore } from '../ports/reset-pin-store'
import type { TokenService } from '../ports/token-service'
import type { UserRepository } from '../ports/user-repository'
import { toPublicUser } from './to-public-user'
import { validate } from './validate'

export const INVALID_PIN = 'The PIN is wrong or has expired. Request a new one.'
const MAX_ATTEMPTS = 5

/** Checks the mailed PIN, sets the new password and signs the user in; a PIN works once. */
export class ConfirmResetPin {
  constructor(
    private readonly users: UserRepository,
    private readonly pins: ResetPinStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async execute(input: unknown): Promise<AuthResult> {
    const { email, pin, password } = validate(resetPinConfirmSchema, input)
    const invalid = () => new ValidationError(INVALID_PIN, [{ path: 'pin', message: INVALID_PIN }])
    const user = await this.users.findByEmail(email)
    if (!user) throw invalid()
    const record = await this.pins.find(user.id)
    if (!record || record.expiresAt.getTime() <= this.clock.now().getTime() || record.attempts >= MAX_ATTEMPTS) throw invalid()
    if (!(await this.hasher.verify(pin, record.pinHash))) {
      await this.pins.recordFailedAttempt(user.id)
      throw invalid()
    }
    await this.pins.delete(user.id)
    await this.users.updatePassword(user.id, await this.hasher.hash(password))
    const token = await this.tokens.issue({ userId: user.id, role: user.role })
    return { token, user: toPublicUser(user) }
  }
}
