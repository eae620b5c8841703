import type { Kysely } from 'kysely'
import type { HoroscopeNote, HoroscopeNoteKey, HoroscopeNotes } from '../../core/horoscope/ports/horoscope-notes'
import type { Database } from './schema'

/** Horoscope overrides and annotations, one row per period, sign, first day and language. */
export class SqlHoroscopeNotes implements HoroscopeNotes {
  constructor(private readonly db: Kysely<Database>) {}

  async get(key: HoroscopeNoteKey): Promise<HoroscopeNote | null> {
    const row = await this.db
      .selectFrom('horoscope_notes')
      .selectAll()
      .where('period', '=', key.period)
      .where('sign', '=', key.sign)
      .where('period_start', '=', key.from)
      .where('lang', '=', key.lang)
      .executeTakeFirst()
    return row ? { override: row.override_text, annotation: row.annotation, updatedBy: row.updated_by, updatedAt: new Date(row.updated_at).toISOString() } : null
  }

  async save(key: HoroscopeNoteKey, note: { override: string | null; annotation: string | null; updatedBy: string }): Promise<void> {
    const where = this.db.deleteFrom('horoscope_notes').where('period', '=', key.period).where('sign', '=', key.sign).where('period_start', '=', key.from).where('lang', '=', key.lang)
    if (!note.override && !note.annotation) {
      await where.execute()
      return
    }
    const values = { override_text: note.override, annotation: note.annotation, updated_by: note.updatedBy, updated_at: new Date() }
    await this.db
      .insertInto('horoscope_notes')
      .values({ period: key.period, sign: key.sign, period_start: key.from, lang: key.lang, ...values })
      .onConflict((oc) => oc.columns(['period', 'sign', 'period_start', 'lang']).doUpdateSet(values))
      .execute()
  }
}
