import { ValidationError } from '../errors'
import type { PasswordStrength } from './ports/password-strength'
import { accountMessages } from './forms'

/** A new password the strength check finds guessable is a 400 on its field, in the forms' words. */
export async function refuseWeakPassword(strength: PasswordStrength | undefined, password: string, field: string): Promise<void> {
  if (await strength?.isWeak(password)) throw new ValidationError(accountMessages.commonPassword, [{ path: field, message: accountMessages.commonPassword }])
}
