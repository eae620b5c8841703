import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { LanguageCode } from '../../core/shared/language'
import type { NewQuestion, QuestionBirth, QuestionRecord, QuestionStore } from '../../core/questions/ports/question-store'
import type { QuestionTopic } from '../../core/questions/request'
import type { Database, QuestionsTable } from './schema'

const COLUMNS = [
  'id', 'user_id', 'topic', 'text', 'birth', 'lang', 'status', 'fingerprint', 'held_by', 'held_until', 'answer', 'answered_by', 'astrologer_name', 'answered_at', 'created_at',
] as const
type Row = Pick<Selectable<QuestionsTable>, (typeof COLUMNS)[number]>

const date = (d: Date | string | null) => (d === null ? null : new Date(d))

function toRecord(row: Row): QuestionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    topic: row.topic as QuestionTopic,
    text: row.text,
    birth: (typeof row.birth === 'string' ? JSON.parse(row.birth) : row.birth) as QuestionBirth,
    lang: row.lang as LanguageCode,
    status: row.status as QuestionRecord['status'],
    heldBy: row.held_by,
    heldUntil: date(row.held_until),
    answer: row.answer,
    answeredBy: row.answered_by,
    astrologerName: row.astrologer_name,
    answeredAt: date(row.answered_at),
    createdAt: date(row.created_at)!,
  }
}

/** Questions in PostgreSQL or PGlite; holding and answering are one conditional UPDATE each. */
export class SqlQuestionStore implements QuestionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(q: NewQuestion): Promise<{ question: QuestionRecord; fingerprint: string }> {
    const inserted = await this.db
      .insertInto('questions')
      .values({
        id: randomUUID(),
        user_id: q.userId,
        topic: q.topic,
        text: q.text,
        birth: JSON.stringify(q.birth),
        lang: q.lang,
        status: 'pending',
        idempotency_key: q.idempotencyKey,
        fingerprint: q.fingerprint,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst()
    const row = inserted ?? (await this.db.selectFrom('questions').select(COLUMNS).where('user_id', '=', q.userId).where('idempotency_key', '=', q.idempotencyKey).executeTakeFirstOrThrow())
    return { question: toRecord(row), fingerprint: row.fingerprint }
  }

  async open(id: string): Promise<void> {
    await this.db.updateTable('questions').set({ status: 'open' }).where('id', '=', id).where('status', '=', 'pending').execute()
  }

  async discardPending(id: string): Promise<void> {
    await this.db.deleteFrom('questions').where('id', '=', id).where('status', '=', 'pending').execute()
  }

  async get(id: string): Promise<QuestionRecord | null> {
    const row = await this.db.selectFrom('questions').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async listByUser(userId: string): Promise<QuestionRecord[]> {
    const rows = await this.db.selectFrom('questions').select(COLUMNS).where('user_id', '=', userId).where('status', '!=', 'pending').orderBy('created_at', 'desc').orderBy('id').limit(50).execute()
    return rows.map(toRecord)
  }

  async listOpen(astrologerId: string, now: Date, limit: number): Promise<QuestionRecord[]> {
    const rows = await this.db
      .selectFrom('questions')
      .select(COLUMNS)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('held_by', 'is', null), eb('held_until', '<=', now), eb('held_by', '=', astrologerId)]))
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .limit(limit)
      .execute()
    return rows.map(toRecord)
  }

  async listAll(limit: number): Promise<QuestionRecord[]> {
    const rows = await this.db.selectFrom('questions').select(COLUMNS).where('status', '!=', 'pending').orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()
    return rows.map(toRecord)
  }

  async hold(id: string, astrologerId: string, now: Date, until: Date): Promise<QuestionRecord | null> {
    const row = await this.db
      .updateTable('questions')
      .set({ held_by: astrologerId, held_until: until })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('held_by', 'is', null), eb('held_until', '<=', now), eb('held_by', '=', astrologerId)]))
      .returning(COLUMNS)
      .executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async answer(id: string, by: { astrologerId: string; astrologerName: string }, answer: string, now: Date): Promise<QuestionRecord | null> {
    const row = await this.db
      .updateTable('questions')
      .set({ status: 'answered', answer, answered_by: by.astrologerId, astrologer_name: by.astrologerName, answered_at: now, held_by: null, held_until: null })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('held_by', 'is', null), eb('held_until', '<=', now), eb('held_by', '=', by.astrologerId)]))
      .returning(COLUMNS)
      .executeTakeFirst()
    return row ? toRecord(row) : null
  }
}
