import { z } from 'zod'

/** Messages of the account forms (the spec leaves them open); the UI translates them by their English text. */
export const accountMessages = {
  email: 'Enter a valid email address',
  password: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  name: 'Name must be at least 2 characters',
  pin: 'Enter the 6-digit PIN from your email',
  passwordsMatch: 'Passwords do not match',
} as const

const email = z.string({ error: accountMessages.email }).trim().toLowerCase().pipe(z.email({ error: accountMessages.email }).max(254, accountMessages.email))
const newPassword = z.string({ error: accountMessages.password }).min(8, accountMessages.password).max(200, accountMessages.password)

export const loginSchema = z.object({
  email,
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(200, accountMessages.passwordRequired),
})
export type LoginInput = z.infer<typeof loginSchema>

export const signupSchema = z.object({
  name: z.string({ error: accountMessages.name }).trim().min(2, accountMessages.name).max(100, accountMessages.name),
  email,
  password: newPassword,
})
export type SignupInput = z.infer<typeof signupSchema>

export const resetPinRequestSchema = z.object({ email })
export const resetPinConfirmSchema = z.object({
  email,
  pin: z.string({ error: accountMessages.pin }).trim().regex(/^\d{6}$/, accountMessages.pin),
  password: newPassword,
})
export type ResetPinConfirmInput = z.infer<typeof resetPinConfirmSchema>
