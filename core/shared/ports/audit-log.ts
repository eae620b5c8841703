import type { AuditEntry } from '../../domain/article-editing'

/** Who did what as an admin (horoscope notes, articles, users, settings…), with the state before and after. */
export interface AuditLog {
  record(entry: { actorId: string; actorEmail: string; action: string; target: string; before: unknown; after: unknown }): Promise<void>
  /** newest first; `action` and `actor` filter by prefix and by email */
  list(filter: { action?: string; actor?: string; limit: number }): Promise<AuditEntry[]>
}
export const AuditLog = Symbol('AuditLog')
