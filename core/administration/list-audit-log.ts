import type { AuditEntry } from '../domain/article-editing'
import type { AuditLog } from '../shared/ports/audit-log'
import type { AuditQuery } from './request'

/** GET /api/admin/audit: newest first, filtered by action prefix and actor email. */
export class ListAuditLog {
  constructor(private readonly audit: AuditLog) {}

  execute(query: AuditQuery): Promise<AuditEntry[]> {
    return this.audit.list(query)
  }
}
