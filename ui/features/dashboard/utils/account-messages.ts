import { msg } from '@lingui/core/macro'
import type { MessageMap } from '../../../i18n/validation-messages'

/** The profile page's server messages (core/accounts/my-account.ts, change-password.ts, change-email.ts, password-attempts.ts). */
export const ACCOUNT_MESSAGES: MessageMap = {
  'The password is not correct': msg`The password is not correct`,
  'Your wallet still holds money. Use it, or ask support for a refund, before deleting your account.': msg`Your wallet still holds money. Use it, or ask support for a refund, before deleting your account.`,
  'An admin account cannot be deleted here. Ask another admin to change its role first.': msg`An admin account cannot be deleted here. Ask another admin to change its role first.`,
  // Every password check shares the sign-in's limits (core/accounts/password-attempts.ts).
  'Too many attempts. Please wait a few minutes and try again.': msg`Too many attempts. Please wait a few minutes and try again.`,
  'Your current password is not right': msg`Your current password is not right`,
  'This is already your email address': msg`This is already your email address`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'This link has expired or was already used. Please ask for a new one from your profile.': msg`This link has expired or was already used. Please ask for a new one from your profile.`,
}
