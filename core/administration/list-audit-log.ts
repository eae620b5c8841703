import type { AuditEntry } from '../domain/article-editing'
import type { AuditLog } from '../ports/audit-log'

/** GET /api/admin/audit: newest first, filtered by action prefix and actor email. */
export class ListAuditLog {
  constructor(private readonly audit: AuditLog) {}

  execute(query: { action?: unknown; actor?: unknown; limit?: unknown }): Promise<AuditEntry[]> {
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined)
    const limit = typeof query.limit === 'string' && /^\d{1,4}$/.test(query.limit) ? Math.min(500, Math.max(1, Number(query.limit))) : 100
    return this.audit.list({ action: text(query.action), actor: text(query.actor), limit })
  }
}
