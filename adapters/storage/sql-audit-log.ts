import type { Kysely } from 'kysely'
import type { AuditEntry } from '../../core/domain/article-editing'
import type { AuditLog } from '../../core/shared/ports/audit-log'
import type { Database } from './schema'

/** The audit log as an append-only table. */
export class SqlAuditLog implements AuditLog {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: { actorId: string; actorEmail: string; action: string; target: string; before: unknown; after: unknown }): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        actor_id: entry.actorId,
        actor_email: entry.actorEmail,
        action: entry.action,
        target: entry.target,
        before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      })
      .execute()
  }

  async list(filter: { action?: string; actor?: string; limit: number }): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit)
    if (filter.action) query = query.where('action', 'like', `${filter.action.replace(/[%_\\]/g, '\\$&')}%`)
    if (filter.actor) query = query.where('actor_email', '=', filter.actor.toLowerCase())
    const rows = await query.execute()
    return rows.map((r) => ({ at: new Date(r.at).toISOString(), actor: r.actor_email, action: r.action, target: r.target, before: r.before ?? null, after: r.after ?? null }))
  }
}
