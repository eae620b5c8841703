import type { OutboxMail } from '../../domain/content'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Sends mail: the embedded adapter keeps it in an outbox table, the SMTP adapter delivers it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}
export const Mailer = Symbol('Mailer')

/** The mails the platform has written, newest first, for admins. */
export interface MailOutbox {
  list(limit: number): Promise<OutboxMail[]>
  /** the mails sent to this address, newest first (a person's own data) */
  listTo(email: string, limit: number): Promise<OutboxMail[]>
  record(message: MailMessage): Promise<void>
}
export const MailOutbox = Symbol('MailOutbox')
