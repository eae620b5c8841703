import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { ChartRelation, NewSavedChart, SavedChart } from '../../core/domain/saved-chart'
import type { SavedChartRepository } from '../../core/kundli/ports/saved-chart-repository'
import type { Database, SavedChartsTable } from './schema'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export class SqlSavedChartRepository implements SavedChartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(userId: string, chart: NewSavedChart): Promise<SavedChart> {
    const row = await this.db
      .insertInto('saved_charts')
      .values({
        id: randomUUID(),
        user_id: userId,
        name: chart.name,
        relation: chart.relation,
        gender: chart.gender,
        birth_date: chart.birthDate,
        birth_time: chart.birthTime,
        birth_place: chart.birthPlace,
        latitude: chart.latitude,
        longitude: chart.longitude,
        tz: chart.tz,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toChart(row)
  }

  async listFor(userId: string): Promise<SavedChart[]> {
    const rows = await this.db.selectFrom('saved_charts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute()
    return rows.map(toChart)
  }

  async countFor(userId: string): Promise<number> {
    const row = await this.db.selectFrom('saved_charts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async delete(userId: string, chartId: string): Promise<boolean> {
    if (!UUID.test(chartId)) return false
    const result = await this.db.deleteFrom('saved_charts').where('id', '=', chartId).where('user_id', '=', userId).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }
}

function toChart(row: Selectable<SavedChartsTable>): SavedChart {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation as ChartRelation,
    gender: row.gender as 'male' | 'female',
    birthDate: row.birth_date,
    birthTime: row.birth_time,
    birthPlace: row.birth_place,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    tz: row.tz,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
