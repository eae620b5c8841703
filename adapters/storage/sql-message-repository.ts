import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ChatMessage, ParticipantRole } from '../../core/domain/consultation'
import type { AppendedMessage, MessageRepository, NewChatMessage } from '../../core/ports/message-repository'
import type { ConsultationMessagesTable, Database } from './schema'
import { isUniqueViolation } from './sql-errors'

/**
 * Chat messages. The next seq is taken by incrementing `consultations.last_seq` in the statement that
 * inserts the message: the row lock orders writers of one consultation, so seqs commit in order, without gaps.
 */
export class SqlMessageRepository implements MessageRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string = randomUUID,
  ) {}

  async append(message: NewChatMessage): Promise<AppendedMessage | null> {
    const id = this.newId()
    try {
      // One statement: the participant check, the next seq (the consultation row stays locked until the
      // statement commits, so seqs commit in order) and the insert. A repeated clientId violates a unique
      // index and the whole statement, seq included, is undone.
      const result = await sql<MessageRow & { customer_id: string; astrologer_user_id: string | null }>`
        WITH c AS (
          UPDATE consultations SET last_seq = last_seq + 1
          WHERE id = ${message.consultationId} AND status = 'active'
            AND (customer_id = ${message.senderId}
                 OR astrologer_id IN (SELECT a.id FROM astrologers a WHERE a.user_id = ${message.senderId}))
          RETURNING last_seq, customer_id, astrologer_id
        ), m AS (
          INSERT INTO consultation_messages (id, consultation_id, seq, sender_id, sender_role, text, client_id, sent_at)
          SELECT ${id}, ${message.consultationId}, c.last_seq, ${message.senderId},
                 CASE WHEN c.customer_id = ${message.senderId} THEN 'customer' ELSE 'astrologer' END,
                 ${message.text}, ${message.clientId}, ${message.at}
          FROM c
          RETURNING *
        )
        SELECT m.*, c.customer_id, (SELECT a.user_id FROM astrologers a WHERE a.id = c.astrologer_id) AS astrologer_user_id
        FROM m, c`.execute(this.db)
      const row = result.rows[0]
      if (!row) return null
      return { message: toMessage(row), duplicate: false, customerId: row.customer_id, astrologerUserId: row.astrologer_user_id }
    } catch (error) {
      if (!(message.clientId && isUniqueViolation(error))) throw error
    }
    const earlier = await sql<MessageRow & { customer_id: string; astrologer_user_id: string | null }>`
      SELECT m.*, c.customer_id, (SELECT a.user_id FROM astrologers a WHERE a.id = c.astrologer_id) AS astrologer_user_id
      FROM consultation_messages m JOIN consultations c ON c.id = m.consultation_id
      WHERE m.consultation_id = ${message.consultationId} AND m.sender_id = ${message.senderId} AND m.client_id = ${message.clientId}`.execute(this.db)
    const row = earlier.rows[0]
    return row ? { message: toMessage(row), duplicate: true, customerId: row.customer_id, astrologerUserId: row.astrologer_user_id } : null
  }

  async listAfter(consultationId: string, afterSeq: number, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .selectFrom('consultation_messages')
      .selectAll()
      .where('consultation_id', '=', consultationId)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute()
    return rows.map(toMessage)
  }

  async markDelivered(consultationId: string, recipientId: string, upToSeq: number, at: Date): Promise<{ upToSeq: number; senderId: string; from: ParticipantRole } | null> {
    const rows = await this.db
      .updateTable('consultation_messages')
      .set({ delivered_at: at })
      .where('consultation_id', '=', consultationId)
      .where('sender_id', '<>', recipientId)
      .where('seq', '<=', upToSeq)
      .where('delivered_at', 'is', null)
      .returning(['seq', 'sender_id', 'sender_role'])
      .execute()
    if (rows.length === 0) return null
    const last = rows.reduce((a, b) => (Number(b.seq) > Number(a.seq) ? b : a))
    return { upToSeq: Number(last.seq), senderId: last.sender_id, from: last.sender_role as ParticipantRole }
  }

  async markRead(consultationId: string, from: ParticipantRole, upToSeq: number, at: Date): Promise<number | null> {
    const rows = await this.db
      .updateTable('consultation_messages')
      .set({ read_at: at, delivered_at: sql`coalesce(delivered_at, ${at})` })
      .where('consultation_id', '=', consultationId)
      .where('sender_role', '=', from)
      .where('seq', '<=', upToSeq)
      .where('read_at', 'is', null)
      .returning('seq')
      .execute()
    return rows.length ? Math.max(...rows.map((r) => Number(r.seq))) : null
  }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

type MessageRow = Selectable<ConsultationMessagesTable>

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    seq: Number(row.seq),
    consultationId: row.consultation_id,
    from: row.sender_role as ParticipantRole,
    senderId: row.sender_id,
    text: row.text,
    clientId: row.client_id,
    sentAt: new Date(row.sent_at).toISOString(),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
  }
}
