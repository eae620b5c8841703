import type { Mailer, MailMessage, MailOutbox } from '../../core/shared/ports/mailer'

/** The embedded mailer: mail is only kept in the outbox, where admins read it. */
export class OutboxMailer implements Mailer {
  constructor(private readonly outbox: MailOutbox) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.record(message)
  }
}
