import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { ChatMessage, ParticipantRole } from '../../core/domain/consultation'
import type { AppendedMessage, DeliveryReceipt, MarkedDelivered, MessageRepository, NewChatMessage } from '../../core/consultations/ports/message-repository'
import type { ConsultationMessagesTable, Database } from './schema'
import { isUniqueViolation } from './sql-errors'

/**
 * Chat messages. The next seq is taken by incrementing `consultations.last_seq` in the statement that
 * inserts the message (or, for a group, in the transaction that inserts the group): the row lock orders
 * writers of one consultation, so seqs commit in order, without gaps.
 */
export class SqlMessageRepository implements MessageRepository {
  /**
   * Per chat and recipient (`consultationId \0 recipientId`): the seq of a message this instance marked
   * delivered, so every message of the other party up to it is delivered (a receipt marks all of them up to
   * its seq). Nothing makes a message undelivered again and later messages get higher seqs, so the bound
   * only ever errs low (after a restart, or when another instance marked more): a longer scan, never a
   * missed message. Taken from rows actually marked, never from the receipt's seq, which may lie beyond them.
   */
  private readonly deliveredUpTo = new Map<string, number>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string = randomUUID,
  ) {}

  private rememberDelivered(marked: ReadonlyMap<string, MarkedDelivered>): void {
    // A hint, not state: forgetting all of it (memory stays bounded) only makes the next scans longer.
    if (this.deliveredUpTo.size > MAX_DELIVERY_BOUNDS) this.deliveredUpTo.clear()
    for (const [k, { upToSeq }] of marked) if ((this.deliveredUpTo.get(k) ?? 0) < upToSeq) this.deliveredUpTo.set(k, upToSeq)
  }

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

  async appendMany(messages: readonly NewChatMessage[]): Promise<Array<AppendedMessage | null>> {
    if (messages.length === 0) return []
    // One message: the single statement is cheaper than a transaction of four.
    if (messages.length === 1) return [await this.append(messages[0])]
    try {
      // A resent clientId is rare (a reconnect), so the group is first written without looking the
      // group's clientIds up: the unique index refuses a resend, and only then is the group written again
      // with the lookup.
      return await this.db.transaction().execute((trx) => this.appendGroup(trx, messages, false))
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    return this.db.transaction().execute((trx) => this.appendGroup(trx, messages, true))
  }

  /**
   * The group's consultations are locked in id order (so two groups never wait on each other in a
   * circle), earlier messages with the group's clientIds looked up (when `lookUpResends`), seqs handed
   * out in the group's order, then one INSERT and one UPDATE.
   */
  private async appendGroup(trx: Transaction<Database>, messages: readonly NewChatMessage[], lookUpResends: boolean): Promise<Array<AppendedMessage | null>> {
    const ids = [...new Set(messages.map((m) => m.consultationId))]
    const chats = await sql<{ id: string; customer_id: string; astrologer_user_id: string | null; last_seq: number }>`
      SELECT c.id, c.customer_id, c.last_seq, a.user_id AS astrologer_user_id
      FROM consultations c LEFT JOIN astrologers a ON a.id = c.astrologer_id
      WHERE c.id = ANY(${ids}::text[]) AND c.status = 'active'
      ORDER BY c.id
      FOR NO KEY UPDATE OF c`.execute(trx)
    const chatById = new Map(chats.rows.map((c) => [c.id, { ...c, last_seq: Number(c.last_seq) }]))
    const stored = new Map<string, ChatMessage>()
    const key = (consultationId: string, senderId: string, clientId: string) => `${consultationId}\u0000${senderId}\u0000${clientId}`
    const retries = lookUpResends ? messages.filter((m) => m.clientId && chatById.has(m.consultationId)) : []
    if (retries.length) {
      // Exact (consultation, sender, clientId) lookups through the unique index, whatever the chat's length.
      const earlier = await sql<MessageRow>`
        SELECT m.* FROM consultation_messages m
        JOIN unnest(${retries.map((m) => m.consultationId)}::text[], ${retries.map((m) => m.senderId)}::text[], ${retries.map((m) => m.clientId)}::text[])
          AS v(consultation_id, sender_id, client_id)
          ON m.consultation_id = v.consultation_id AND m.sender_id = v.sender_id AND m.client_id = v.client_id
        WHERE m.client_id IS NOT NULL`.execute(trx)
      for (const row of earlier.rows) stored.set(key(row.consultation_id, row.sender_id, row.client_id!), toMessage(row))
    }

    const rows: MessageRow[] = []
    const results = messages.map((m): AppendedMessage | null => {
      const chat = chatById.get(m.consultationId)
      if (!chat) return null
      const from: ParticipantRole | null = m.senderId === chat.customer_id ? 'customer' : m.senderId === chat.astrologer_user_id ? 'astrologer' : null
      if (!from) return null
      const parties = { customerId: chat.customer_id, astrologerUserId: chat.astrologer_user_id }
      const earlier = m.clientId ? stored.get(key(m.consultationId, m.senderId, m.clientId)) : undefined
      if (earlier) return { message: earlier, duplicate: true, ...parties }
      const row = { id: this.newId(), consultation_id: m.consultationId, seq: ++chat.last_seq, sender_id: m.senderId, sender_role: from, text: m.text, client_id: m.clientId, sent_at: m.at, delivered_at: null, read_at: null }
      rows.push(row)
      const message = toMessage(row)
      if (m.clientId) stored.set(key(m.consultationId, m.senderId, m.clientId), message)
      return { message, duplicate: false, ...parties }
    })
    if (rows.length === 0) return results
    const written = new Set(rows.map((r) => r.consultation_id))
    const lastSeqs = [...chatById.values()].filter((c) => written.has(c.id))
    // One statement: the rows (as arrays, so the statement's shape does not depend on the group's size)
    // and the consultations' new last seq.
    const column = <K extends keyof MessageRow>(name: K) => rows.map((r) => r[name])
    await sql`
      WITH inserted AS (
        INSERT INTO consultation_messages (id, consultation_id, seq, sender_id, sender_role, text, client_id, sent_at)
        SELECT * FROM unnest(${column('id')}::text[], ${column('consultation_id')}::text[], ${column('seq')}::integer[], ${column('sender_id')}::text[],
                             ${column('sender_role')}::text[], ${column('text')}::text[], ${column('client_id')}::text[], ${rows.map((r) => r.sent_at.toISOString())}::timestamptz[])
      )
      UPDATE consultations AS c SET last_seq = v.last_seq
      FROM unnest(${lastSeqs.map((c) => c.id)}::text[], ${lastSeqs.map((c) => c.last_seq)}::integer[]) AS v(id, last_seq)
      WHERE c.id = v.id`.execute(trx)
    return results
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

  async markDelivered(consultationId: string, recipientId: string, upToSeq: number, at: Date): Promise<MarkedDelivered | null> {
    const [marked] = await this.markDeliveredMany([{ consultationId, recipientId, upToSeq }], at)
    return marked
  }

  async markDeliveredMany(receipts: readonly DeliveryReceipt[], at: Date): Promise<Array<MarkedDelivered | null>> {
    const key = (r: DeliveryReceipt) => `${r.consultationId}\u0000${r.recipientId}`
    const merged = new Map<string, DeliveryReceipt>()
    for (const r of receipts) {
      const earlier = merged.get(key(r))
      if (!earlier || earlier.upToSeq < r.upToSeq) merged.set(key(r), r)
    }
    if (merged.size === 0) return receipts.map(() => null)
    const wanted = [...merged.values()]
    // Each receipt's index range starts after what is known delivered already, so its cost stays flat however long the chat.
    const rows = await sql<{ consultation_id: string; recipient_id: string; seq: number; sender_id: string; sender_role: string }>`
      UPDATE consultation_messages AS m SET delivered_at = ${at}
      FROM unnest(${wanted.map((r) => r.consultationId)}::text[], ${wanted.map((r) => r.recipientId)}::text[],
                  ${wanted.map((r) => this.deliveredUpTo.get(key(r)) ?? 0)}::integer[], ${wanted.map((r) => r.upToSeq)}::integer[])
        AS v(consultation_id, recipient_id, after_seq, up_to)
      WHERE m.consultation_id = v.consultation_id AND m.sender_id <> v.recipient_id AND m.seq > v.after_seq AND m.seq <= v.up_to AND m.delivered_at IS NULL
      RETURNING m.consultation_id, v.recipient_id, m.seq, m.sender_id, m.sender_role`.execute(this.db)
    const marked = new Map<string, MarkedDelivered>()
    for (const row of rows.rows) {
      const k = key({ consultationId: row.consultation_id, recipientId: row.recipient_id, upToSeq: 0 })
      const seq = Number(row.seq)
      if ((marked.get(k)?.upToSeq ?? 0) < seq) marked.set(k, { upToSeq: seq, senderId: row.sender_id, from: row.sender_role as ParticipantRole })
    }
    this.rememberDelivered(marked)
    // Each merged receipt answers once, to the first receipt of its consultation and recipient.
    const answered = new Set<string>()
    return receipts.map((r) => {
      const k = key(r)
      if (answered.has(k)) return null
      answered.add(k)
      return marked.get(k) ?? null
    })
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

/** Chats × recipients remembered by `deliveredUpTo` (two per chat: about 50,000 chats). */
const MAX_DELIVERY_BOUNDS = 100_000

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
