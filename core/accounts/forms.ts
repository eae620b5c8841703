import { z } from 'zod'
import { accountMessages } from './messages'
import { languageParam } from '../shared/language-param'
import type { LanguageCode } from '../shared/language'

export { accountMessages }

export const emailField = z.string({ error: accountMessages.email }).trim().toLowerCase().pipe(z.email({ error: accountMessages.email }).max(254, accountMessages.email))
/**
 * The passwords people reach for first (from the most common entries of public breach lists), as typed
 * and at least 8 characters long: the first ones an attacker tries.
 */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', '12345678', '123456789',
  '1234567890', '0123456789', '87654321', '11111111', '00000000', '12341234', '11223344', '12121212', '88888888',
  'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', '1q2w3e4r', '1qaz2wsx',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'superman', 'trustno1', 'welcome1',
  'welcome123', 'letmein1', 'whatever', 'starwars', 'computer', 'internet', 'abcd1234', 'abc12345', 'abcdefgh',
  'aa123456', 'a1b2c3d4', 'changeme', 'default1', 'admin123', 'administrator', 'india123', 'india@123', 'bharat123',
  'krishna123', 'ganesh123', 'omnamahshivaya', 'jaishreeram', 'jaihanuman', 'hanuman123', 'sairam123', 'astrology',
  'horoscope', 'kundli123', 'astrovedic',
])

/** True for a password anyone would guess: a common one, one character repeated, a run like 12345678, or a short pattern repeated. */
export function isGuessablePassword(password: string): boolean {
  const p = password.trim().toLowerCase()
  if (p.length === 0 || COMMON_PASSWORDS.has(p)) return true
  if (/^(.)\1*$/.test(p)) return true
  if (/^(.{1,3})\1+$/.test(p)) return true
  const codes = [...p].map((c) => c.charCodeAt(0))
  const steps = codes.slice(1).map((c, i) => c - codes[i]!)
  return steps.every((s) => s === 1) || steps.every((s) => s === -1)
}

const newPassword = z
  .string({ error: accountMessages.password })
  .min(8, accountMessages.password)
  .max(200, accountMessages.password)
  .refine((p) => !isGuessablePassword(p), accountMessages.commonPassword)

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(200, accountMessages.passwordRequired),
})
export type LoginInput = z.output<typeof loginSchema>

export const signupSchema = z.object({
  name: z.string({ error: accountMessages.name }).trim().min(2, accountMessages.name).max(100, accountMessages.name),
  email: emailField,
  password: newPassword,
})
/** POST /api/auth/signup: the form, and the page's language, which becomes the account's language for mail. */
export const signupBodySchema = signupSchema.extend({ lang: languageParam })
export type SignupInput = z.output<typeof signupSchema> & { lang?: LanguageCode }

export const resetPinRequestSchema = z.object({ email: emailField })
export const resetPinConfirmSchema = z.object({
  email: emailField,
  pin: z.string({ error: accountMessages.pin }).trim().regex(/^\d{6}$/, accountMessages.pin),
  password: newPassword,
})
export type ResetPinConfirmInput = z.output<typeof resetPinConfirmSchema>

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(200, accountMessages.passwordRequired),
  newPassword,
})
export type ChangePasswordInput = z.output<typeof changePasswordSchema>
