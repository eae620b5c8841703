/**
 * Judges how guessable a new password is, beyond the quick rules the forms apply (core/accounts/forms.ts):
 * dictionaries of common passwords, names and words, keyboard patterns, dates, l33t substitutions.
 * Asynchronous because the judging is heavy (a check can take a third of a second, the dictionaries
 * weigh ~24 MB of heap): the server runs it on its computation threads, off the event loop.
 */
export interface PasswordStrength {
  /** True when the password is too easy to guess. */
  isWeak(password: string): Promise<boolean>
}
export const PasswordStrength = Symbol('PasswordStrength')
