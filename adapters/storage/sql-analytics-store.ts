import { sql, type Kysely } from 'kysely'
import { JOURNEY_STAGES, type AnalyticsEvent, type AnalyticsFunnel } from '../../core/domain/analytics'
import type { AnalyticsFunnelSource, AnalyticsHistory, AnalyticsSink } from '../../core/administration/ports/analytics-sink'
import type { Database } from './schema'

/** The first-party analytics store: events in the database, the funnel counted from them. */
export class SqlAnalyticsStore implements AnalyticsSink, AnalyticsFunnelSource, AnalyticsHistory {
  constructor(private readonly db: Kysely<Database>) {}

  async eventsOf(userId: string, limit: number): Promise<AnalyticsEvent[]> {
    const rows = await this.db.selectFrom('analytics_events').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute()
    return rows.map((r) => ({
      sessionId: r.session_id,
      name: r.name,
      stage: r.stage as AnalyticsEvent['stage'],
      domain: r.domain,
      path: r.path,
      userId: r.user_id,
      at: new Date(r.created_at).toISOString(),
      params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as AnalyticsEvent['params'],
    }))
  }

  async record(events: readonly AnalyticsEvent[]): Promise<void> {
    if (events.length === 0) return
    await this.db
      .insertInto('analytics_events')
      .values(
        events.map((e) => ({ session_id: e.sessionId, name: e.name, stage: e.stage, domain: e.domain, path: e.path, user_id: e.userId, params: JSON.stringify(e.params), created_at: e.at })),
      )
      .execute()
  }

  async funnel(from: Date, to: Date): Promise<AnalyticsFunnel> {
    const inPeriod = this.db.selectFrom('analytics_events').where('created_at', '>=', from).where('created_at', '<', to)
    const [byStage, sessions, pages] = await Promise.all([
      inPeriod
        .select(['stage', sql<number>`count(DISTINCT session_id)::int`.as('sessions'), sql<number>`count(*)::int`.as('events')])
        .groupBy('stage')
        .execute(),
      inPeriod.select(sql<number>`count(DISTINCT session_id)::int`.as('n')).executeTakeFirstOrThrow(),
      inPeriod
        .where('name', '=', 'page_view')
        .select(['path', sql<number>`count(*)::int`.as('views')])
        .groupBy('path')
        .orderBy('views', 'desc')
        .orderBy('path')
        .limit(10)
        .execute(),
    ])
    const found = new Map(byStage.map((r) => [r.stage, r]))
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      sessions: Number(sessions.n),
      stages: JOURNEY_STAGES.map((stage) => ({ stage, sessions: Number(found.get(stage)?.sessions ?? 0), events: Number(found.get(stage)?.events ?? 0) })),
      topPages: pages.map((p) => ({ path: p.path, views: Number(p.views) })),
    }
  }
}
