/** Messages of the contact and support forms, apart from their schema (contact-form.ts) so that the UI can read them without schema code. */
export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Enter a valid email address',
  message: 'Please write a message of at least 10 characters',
} as const
