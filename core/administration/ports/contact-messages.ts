import type { LanguageCode } from '../../shared/language'

/** A message sent through the contact or support form. */
export interface ContactMessage {
  id: string
  name: string
  email: string
  message: string
  /** the language of the page it was sent from: the reply is mailed in it */
  lang: LanguageCode
  status: 'new' | 'answered'
  /** ISO instant */
  createdAt: string
  /** the admins' reply, once answered */
  reply?: { text: string; by: string; at: string }
}

/** The messages of the contact and support forms, kept for the admins. */
export interface ContactMessages {
  add(message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'lang'>): Promise<ContactMessage>
  /** newest first */
  list(limit: number): Promise<ContactMessage[]>
  /** the messages sent from this address, newest first (a person's own data) */
  listFrom(email: string, limit: number): Promise<ContactMessage[]>
  get(id: string): Promise<ContactMessage | null>
  /** records the reply and marks the message answered; false when it was answered meanwhile */
  answer(id: string, reply: { text: string; by: string }): Promise<boolean>
}
export const ContactMessages = Symbol('ContactMessages')
