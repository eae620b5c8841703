import type { AuthResult } from '../domain/user'
import { ValidationError } from '../errors'
import type { ResetPinConfirmInput } from './forms'
import type { Clock } from '../shared/ports/clock'
import type { PasswordHasher } from './ports/password-hasher'
import type { PasswordStrength } from './ports/password-strength'
import type { ResetPinStore } from './ports/reset-pin-store'
import type { TokenService } from './ports/token-service'
import type { UserRepository } from './ports/user-repository'
import { toPublicUser } from './to-public-user'
import { EqualTime } from './equal-time'
import { refuseWeakPassword } from './refuse-weak-password'

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
    private readonly strength?: PasswordStrength,
  ) {
    this.equalTime = new EqualTime(hasher)
  }

  private readonly equalTime: EqualTime

  async execute({ email, pin, password }: ResetPinConfirmInput): Promise<AuthResult> {
    await refuseWeakPassword(this.strength, password, 'password')
    const invalid = () => new ValidationError(INVALID_PIN, [{ path: 'pin', message: INVALID_PIN }])
    const user = await this.users.findByEmail(email)
    // Every refusal takes one verification's time, whether or not the email has an account or a PIN.
    // The guess is counted before it is checked, atomically: parallel guesses cannot outrun the limit.
    const record = user ? await this.pins.claimAttempt(user.id, MAX_ATTEMPTS, this.clock.now()) : null
    if (!user || !record) {
      await this.equalTime.verifyNothing(pin)
      throw invalid()
    }
    if (!(await this.hasher.verify(pin, record.pinHash))) throw invalid()
    await this.pins.delete(user.id)
    // The new password ends every earlier session; the token issued here is the first of the new ones.
    const sessionVersion = await this.users.updatePassword(user.id, await this.hasher.hash(password))
    const token = await this.tokens.issue({ userId: user.id, role: user.role, sessionVersion })
    return { token, user: toPublicUser(user) }
  }
}
