import nodemailer, { type Transporter } from 'nodemailer'
import type { Mailer, MailMessage, MailOutbox } from '../../core/shared/ports/mailer'

/** Delivers mail over SMTP and keeps a copy in the outbox for admins. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly outbox: MailOutbox,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl)
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text })
    await this.outbox.record(message)
  }
}
