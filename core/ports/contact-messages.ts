/** A message sent through the contact or support form. */
export interface ContactMessage {
  id: string
  name: string
  email: string
  message: string
  status: 'new' | 'answered'
  /** ISO instant */
  createdAt: string
}

/** The messages of the contact and support forms, kept for the admins. */
export interface ContactMessages {
  add(message: Pick<ContactMessage, 'name' | 'email' | 'message'>): Promise<ContactMessage>
  /** newest first */
  list(limit: number): Promise<ContactMessage[]>
}
export const ContactMessages = Symbol('ContactMessages')
