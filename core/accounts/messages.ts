/**
 * Messages of the account forms (the spec leaves them open); the UI translates them by their English
 * text. Apart from the schemas (account-forms.ts) so that the UI can read them without schema code.
 */
export const accountMessages = {
  email: 'Enter a valid email address',
  password: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  name: 'Name must be at least 2 characters',
  pin: 'Enter the 6-digit PIN from your email',
  passwordsMatch: 'Passwords do not match',
  commonPassword: 'This password is too common or easy to guess. Choose a less predictable one.',
  language: 'Choose English, Hindi, Tamil or Telugu',
} as const
