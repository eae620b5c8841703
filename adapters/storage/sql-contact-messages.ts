import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ContactMessage, ContactMessages } from '../../core/administration/ports/contact-messages'
import { languageOrDefault } from '../../core/shared/language'
import type { ContactMessagesTable, Database } from './schema'

function toMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    lang: languageOrDefault(row.lang),
    status: row.status as ContactMessage['status'],
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.reply_text && row.replied_by && row.replied_at ? { reply: { text: row.reply_text, by: row.replied_by, at: new Date(row.replied_at).toISOString() } } : {}),
  }
}

/** Contact messages in the database. */
export class SqlContactMessages implements ContactMessages {
  constructor(private readonly db: Kysely<Database>) {}

  async add(message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'lang'>): Promise<ContactMessage> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({ id: randomUUID(), name: message.name, email: message.email, message: message.message, lang: message.lang })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toMessage(row)
  }

  async get(id: string): Promise<ContactMessage | null> {
    const row = await this.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toMessage(row) : null
  }

  async answer(id: string, reply: { text: string; by: string }): Promise<boolean> {
    // Conditional: two admins answering at once send one reply, not two.
    const result = await this.db
      .updateTable('contact_messages')
      .set({ status: 'answered', reply_text: reply.text, replied_by: reply.by, replied_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'new')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async list(limit: number): Promise<ContactMessage[]> {
    const rows = await this.db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()
    return rows.map(toMessage)
  }

  async listFrom(email: string, limit: number): Promise<ContactMessage[]> {
    const rows = await this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
    return rows.map(toMessage)
  }
}
