import type { HeavyComputation } from '../../core/shared/ports/heavy-computation'
import type { PasswordStrength } from '../../core/accounts/ports/password-strength'

/** The password check as a heavy task: on the server's computation threads, off the event loop. */
export class HeavyPasswordStrength implements PasswordStrength {
  constructor(private readonly heavy: HeavyComputation) {}

  isWeak(password: string): Promise<boolean> {
    return this.heavy.run('passwordWeak', password)
  }
}
