import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { accountMessages } from '../../core/rules/account-forms'
import { birthFormMessages } from '../../core/rules/birth-forms'
import { numerologyMessages } from '../../core/numerology/messages'
import { articleMessages } from '../../core/rules/article-form'
import { contactMessages } from '../../core/rules/contact-form'
import { replyMessages } from '../../core/use-cases/answer-contact-message'
import { myAccountMessages } from '../../core/use-cases/my-account'

/**
 * Every English validation message of core/rules/account-forms.ts and core/rules/birth-forms.ts, mapped to
 * a Lingui message. Core speaks English; the UI translates an issue by its English text.
 */
const VALIDATION_MESSAGES: Record<string, MessageDescriptor> = {
  [accountMessages.email]: msg`Enter a valid email address`,
  [accountMessages.password]: msg`Password must be at least 8 characters`,
  [accountMessages.passwordRequired]: msg`Password is required`,
  [accountMessages.name]: msg`Name must be at least 2 characters`,
  [accountMessages.pin]: msg`Enter the 6-digit PIN from your email`,
  [accountMessages.passwordsMatch]: msg`Passwords do not match`,
  [accountMessages.commonPassword]: msg`This password is too common or easy to guess. Choose a less predictable one.`,

  [birthFormMessages.birthDate]: msg`Birth date is required`,
  [birthFormMessages.birthTime]: msg`Birth time is required`,
  [birthFormMessages.birthPlace]: msg`Birth place is required`,
  [birthFormMessages.gender]: msg`Please select a gender`,
  [birthFormMessages.boyName]: msg`Boy's name is required`,
  [birthFormMessages.girlName]: msg`Girl's name is required`,
  [birthFormMessages.boyBirthDate]: msg`Boy's birth date is required`,
  [birthFormMessages.girlBirthDate]: msg`Girl's birth date is required`,
  [birthFormMessages.boyBirthTime]: msg`Boy's birth time is required`,
  [birthFormMessages.girlBirthTime]: msg`Girl's birth time is required`,
  [birthFormMessages.boyBirthPlace]: msg`Boy's birth place is required`,
  [birthFormMessages.girlBirthPlace]: msg`Girl's birth place is required`,
  [birthFormMessages.fullName]: msg`Full name is required`,
  [birthFormMessages.locationRequiredTitle]: msg`Location Required`,
  [birthFormMessages.locationRequired]: msg`Please select your birth place from the suggestions`,
  [birthFormMessages.locationsRequiredTitle]: msg`Locations Required`,
  [birthFormMessages.locationsRequired]: msg`Please select birth places for both partners`,

  [numerologyMessages.dateFormat]: msg`Date must be YYYY-MM-DD`,
  [numerologyMessages.realDate]: msg`Date must be a real calendar date`,
  [numerologyMessages.dateRange]: msg`Date must be between 1800 and 2399`,
  [numerologyMessages.nameLong]: msg`Name must be at most 100 characters`,
  [numerologyMessages.nameLetters]: msg`Name must contain letters A–Z (write it in English letters)`,

  [articleMessages.title]: msg`Title must be 3 to 160 characters`,
  [articleMessages.slug]: msg`The title needs letters or numbers to make an address from`,
  [articleMessages.excerpt]: msg`Excerpt must be 10 to 400 characters`,
  [articleMessages.content]: msg`The article is too long (at most 100,000 characters)`,
  [articleMessages.category]: msg`Choose a category`,
  [articleMessages.language]: msg`Choose a language`,
  'Write the English version before publishing': msg`Write the English version before publishing`,
  [contactMessages.message]: msg`Please write a message of at least 10 characters`,
  'Please keep the message under 5,000 characters': msg`Please keep the message under 5,000 characters`,
  [replyMessages.reply]: msg`Write a reply of 2 to 5,000 characters`,
  [myAccountMessages.wrongPassword]: msg`The password is not correct`,
  [myAccountMessages.balanceLeft]: msg`Your wallet still holds money. Use it, or ask support for a refund, before deleting your account.`,
  [myAccountMessages.adminDelete]: msg`An admin account cannot be deleted here. Ask another admin to change its role first.`,
  'Your current password is not right': msg`Your current password is not right`,
  'Price must be a whole number of paise': msg`Price must be a whole number of paise`,
  'Price must be at least ₹1': msg`Price must be at least ₹1`,
  'Price must be at most ₹10,00,000': msg`Price must be at most ₹10,00,000`,
  'Free minutes must be a whole number from 0 to 30': msg`Free minutes must be a whole number from 0 to 30`,
  'Commission must be a number from 0 to 100': msg`Commission must be a number from 0 to 100`,
  'Commission must have at most two decimals': msg`Commission must have at most two decimals`,
  'Host must be a domain name such as telugu.example.com': msg`Host must be a domain name such as telugu.example.com`,
  'Measurement id must look like G-XXXXXXX (or be empty)': msg`Measurement id must look like G-XXXXXXX (or be empty)`,
  'Upload a PNG, JPEG, GIF or WebP image of at most 2 MB': msg`Upload a PNG, JPEG, GIF or WebP image of at most 2 MB`,
}

/** The translated text of a core validation message; unknown messages are shown as they are. */
export function translateValidationMessage(i18n: I18n, message: string): string {
  const descriptor = VALIDATION_MESSAGES[message]
  return descriptor ? i18n._(descriptor) : message
}

/** zod issues (or server `issues`) as a map of field → translated message (first issue per field wins). */
export function translateIssues(i18n: I18n, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : String(issue.path[0] ?? '')
    if (!(field in errors)) errors[field] = translateValidationMessage(i18n, issue.message)
  }
  return errors
}

/** Every English message that has a translation (used by tests and tooling). */
export const translatedValidationMessages: readonly string[] = Object.keys(VALIDATION_MESSAGES)
