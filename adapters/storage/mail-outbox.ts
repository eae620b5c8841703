import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { OutboxMail } from '../../core/domain/content'
import type { MailMessage, MailOutbox } from '../../core/shared/ports/mailer'
import type { Database, MailOutboxTable } from './schema'

const toMail = (r: Selectable<MailOutboxTable>): OutboxMail => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.body, createdAt: new Date(r.created_at).toISOString() })

/** Every mail the platform writes, kept in a table that admins can read. */
export class SqlMailOutbox implements MailOutbox {
  constructor(private readonly db: Kysely<Database>) {}

  async record(message: MailMessage): Promise<void> {
    await this.db.insertInto('mail_outbox').values({ id: randomUUID(), to_address: message.to, subject: message.subject, body: message.text }).execute()
  }

  async list(limit: number): Promise<OutboxMail[]> {
    const rows = await this.db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()
    return rows.map(toMail)
  }

  async listTo(email: string, limit: number): Promise<OutboxMail[]> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
    return rows.map(toMail)
  }
}
