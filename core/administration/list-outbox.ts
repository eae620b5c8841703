import type { OutboxMail } from '../domain/content'
import type { MailOutbox } from '../shared/ports/mailer'

/** The mails the platform has written (reset PINs...), newest first, for admins. */
export class ListOutbox {
  constructor(private readonly outbox: MailOutbox) {}

  async execute(): Promise<OutboxMail[]> {
    return this.outbox.list(100)
  }
}
