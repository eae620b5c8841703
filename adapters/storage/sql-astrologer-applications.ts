import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { AstrologerApplication } from '../../core/domain/astrologer-application'
import type { AstrologerApplications, NewApplication } from '../../core/astrologers/ports/astrologer-applications'
import { languageOrDefault } from '../../core/shared/language'
import type { AstrologerApplicationsTable, Database } from './schema'

function toApplication(r: Selectable<AstrologerApplicationsTable>): AstrologerApplication {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    experienceYears: r.experience_years,
    languages: r.languages,
    specialties: r.specialties,
    bio: r.bio,
    ratePerMinute: r.rate_per_minute,
    lang: languageOrDefault(r.lang),
    status: r.status as AstrologerApplication['status'],
    decidedBy: r.decided_by,
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    astrologerId: r.astrologer_id,
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

export class SqlAstrologerApplications implements AstrologerApplications {
  constructor(private readonly db: Kysely<Database>) {}

  async add(a: NewApplication): Promise<AstrologerApplication> {
    const row = await this.db
      .insertInto('astrologer_applications')
      .values({ id: randomUUID(), name: a.name, email: a.email, phone: a.phone, experience_years: a.experienceYears, languages: JSON.stringify(a.languages), specialties: JSON.stringify(a.specialties), bio: a.bio, rate_per_minute: a.ratePerMinute, lang: a.lang })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toApplication(row)
  }

  async get(id: string): Promise<AstrologerApplication | null> {
    const row = await this.db.selectFrom('astrologer_applications').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toApplication(row) : null
  }

  async list(status: AstrologerApplication['status'] | null, limit: number): Promise<AstrologerApplication[]> {
    let q = this.db.selectFrom('astrologer_applications').selectAll()
    if (status) q = q.where('status', '=', status)
    return (await q.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute()).map(toApplication)
  }

  async setAstrologer(id: string, astrologerId: string): Promise<void> {
    await this.db.updateTable('astrologer_applications').set({ astrologer_id: astrologerId }).where('id', '=', id).execute()
  }

  async decide(id: string, d: { status: 'approved' | 'rejected'; by: string; astrologerId: string | null; note: string | null }): Promise<boolean> {
    const result = await this.db
      .updateTable('astrologer_applications')
      .set({ status: d.status, decided_by: d.by, decided_at: new Date(), astrologer_id: d.astrologerId, note: d.note })
      .where('id', '=', id)
      .where('status', '=', 'new')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }
}
