import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { ContactMessage, ContactMessages } from '../../core/ports/contact-messages'
import type { ContactMessagesTable, Database } from './schema'

function toMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, message: row.message, status: row.status as ContactMessage['status'], createdAt: new Date(row.created_at).toISOString() }
}

/** Contact messages in the database. */
export class SqlContactMessages implements ContactMessages {
  constructor(private readonly db: Kysely<Database>) {}

  async add(message: Pick<ContactMessage, 'name' | 'email' | 'message'>): Promise<ContactMessage> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({ id: randomUUID(), name: message.name, email: message.email, message: message.message })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toMessage(row)
  }

  async list(limit: number): Promise<ContactMessage[]> {
    const rows = await this.db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()
    return rows.map(toMessage)
  }
}
