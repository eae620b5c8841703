import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ReportBirth, ReportContent, ReportOffer, ReportRecord, ReportStatus, ReportType } from '../../core/domain/report'
import type { NewReport, ReportStore } from '../../core/reports/ports/report-store'
import type { LanguageCode } from '../../core/shared/language'
import type { Database, ReportsTable } from './schema'

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

function toRecord(row: Omit<Selectable<ReportsTable>, 'pdf'>): ReportRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as ReportType,
    lang: row.lang as LanguageCode,
    status: row.status as ReportStatus,
    progress: row.progress,
    currentSection: row.current_section,
    birth: row.birth as ReportBirth,
    partner: (row.partner as ReportBirth | null) ?? null,
    price: Number(row.price),
    purchaseTransactionId: row.purchase_transaction_id,
    refundTransactionId: row.refund_transaction_id,
    content: (row.content as ReportContent | null) ?? null,
    error: row.error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    completedAt: iso(row.completed_at),
    offer: (row.offer as ReportOffer | null) ?? null,
  }
}

const COLUMNS = [
  'id', 'user_id', 'type', 'lang', 'status', 'progress', 'current_section', 'birth', 'partner', 'price', 'idempotency_key', 'fingerprint',
  'purchase_transaction_id', 'refund_transaction_id', 'attempts', 'content', 'error', 'created_at', 'updated_at', 'completed_at', 'offer',
] as const

/** Reports in PostgreSQL or PGlite. */
export class SqlReportStore implements ReportStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(r: NewReport): Promise<{ report: ReportRecord; fingerprint: string; created: boolean }> {
    const inserted = await this.db
      .insertInto('reports')
      .values({
        id: randomUUID(),
        user_id: r.userId,
        type: r.type,
        lang: r.lang,
        status: 'queued',
        birth: JSON.stringify(r.birth),
        partner: r.partner ? JSON.stringify(r.partner) : null,
        price: r.price,
        idempotency_key: r.idempotencyKey,
        fingerprint: r.fingerprint,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst()
    if (inserted) return { report: toRecord(inserted), fingerprint: inserted.fingerprint, created: true }
    const existing = await this.db.selectFrom('reports').select(COLUMNS).where('user_id', '=', r.userId).where('idempotency_key', '=', r.idempotencyKey).executeTakeFirstOrThrow()
    return { report: toRecord(existing), fingerprint: existing.fingerprint, created: false }
  }

  async get(id: string): Promise<ReportRecord | null> {
    const row = await this.db.selectFrom('reports').select(COLUMNS).where('id', '=', id).executeTakeFirst()
    return row ? toRecord(row) : null
  }

  async listByUser(userId: string, limit: number): Promise<ReportRecord[]> {
    const rows = await this.db
      .selectFrom('reports')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('purchase_transaction_id', 'is not', null), eb('price', '=', 0)]))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
    return rows.map(toRecord)
  }

  async discardUnpaid(id: string): Promise<void> {
    await this.db.deleteFrom('reports').where('id', '=', id).where('purchase_transaction_id', 'is', null).execute()
  }

  async markPaid(id: string, transactionId: string, offer: ReportOffer | null = null): Promise<void> {
    await this.db.updateTable('reports').set({ purchase_transaction_id: transactionId, offer, updated_at: new Date() }).where('id', '=', id).execute()
  }

  async start(id: string): Promise<number | null> {
    const row = await this.db
      .updateTable('reports')
      .set({ status: 'running', attempts: sql`attempts + 1`, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning('attempts')
      .executeTakeFirst()
    return row ? row.attempts : null
  }

  async progress(id: string, progress: number, currentSection: string | null): Promise<void> {
    await this.db.updateTable('reports').set({ progress, current_section: currentSection, updated_at: new Date() }).where('id', '=', id).where('status', '=', 'running').execute()
  }

  async finish(id: string, content: ReportContent): Promise<void> {
    const now = new Date()
    await this.db
      .updateTable('reports')
      .set({ status: 'done', progress: 100, current_section: null, content: JSON.stringify(content), error: null, updated_at: now, completed_at: now })
      .where('id', '=', id)
      .execute()
  }

  async fail(id: string, error: string, refundTransactionId: string | null): Promise<void> {
    await this.db
      .updateTable('reports')
      .set({ status: 'failed', current_section: null, error: error.slice(0, 500), refund_transaction_id: refundTransactionId, updated_at: new Date() })
      .where('id', '=', id)
      .execute()
  }

  async pending(): Promise<Array<{ id: string; status: ReportStatus }>> {
    const rows = await this.db
      .selectFrom('reports')
      .select(['id', 'status'])
      .where('status', 'in', ['queued', 'running'])
      .where('purchase_transaction_id', 'is not', null)
      .orderBy('created_at')
      .execute()
    return rows.map((r) => ({ id: r.id, status: r.status as ReportStatus }))
  }

  async savePdf(id: string, pdf: Uint8Array): Promise<void> {
    await this.db.updateTable('reports').set({ pdf: Buffer.from(pdf) }).where('id', '=', id).execute()
  }

  async pdf(id: string): Promise<Uint8Array | null> {
    const row = await this.db.selectFrom('reports').select('pdf').where('id', '=', id).executeTakeFirst()
    return row?.pdf ? new Uint8Array(row.pdf) : null
  }
}
