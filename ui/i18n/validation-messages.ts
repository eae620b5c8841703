import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { accountMessages } from '../../core/accounts/messages'
import { birthFormMessages } from '../../core/shared/birth-form-messages'
import { numerologyMessages } from '../../core/numerology/messages'
import { contactMessages } from '../../core/administration/contact-form-messages'

/**
 * Every English validation message of core/accounts/forms.ts and core/shared/birth-forms.ts, mapped to
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
  [accountMessages.language]: msg`Choose English, Hindi, Tamil or Telugu`,

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

  [contactMessages.message]: msg`Please write a message of at least 10 characters`,
  'Please keep the message under 5,000 characters': msg`Please keep the message under 5,000 characters`,
}

/** A feature's own server messages (admin, editor, profile), kept out of the map every page loads. */
export type MessageMap = Readonly<Record<string, MessageDescriptor>>

/** The translated text of a core validation message; unknown messages are shown as they are. */
export function translateValidationMessage(i18n: I18n, message: string, extra?: MessageMap): string {
  const descriptor = extra?.[message] ?? VALIDATION_MESSAGES[message]
  return descriptor ? i18n._(descriptor) : message
}

/** zod issues (or server `issues`) as a map of field → translated message (first issue per field wins). */
export function translateIssues(i18n: I18n, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>, extra?: MessageMap): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : String(issue.path[0] ?? '')
    if (!(field in errors)) errors[field] = translateValidationMessage(i18n, issue.message, extra)
  }
  return errors
}

