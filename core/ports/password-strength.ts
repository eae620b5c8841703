/**
 * Judges how guessable a new password is, beyond the quick rules the forms apply (core/rules/account-forms.ts):
 * dictionaries of common passwords, names and words, keyboard patterns, dates, l33t substitutions.
 */
export interface PasswordStrength {
  /** True when the password is too easy to guess. */
  isWeak(password: string): boolean
}
export const PasswordStrength = Symbol('PasswordStrength')
