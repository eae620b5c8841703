/** PostgreSQL's unique_violation (23505), as raised by pg and by PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/**
 * The pool could not give a connection in time (all busy, or the server slow to accept one): nothing of the
 * statement ran, so asking again is safe.
 */
export function isPoolBusy(error: unknown): boolean {
  return /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(String((error as { message?: unknown } | null)?.message ?? ''))
}

/** PostgreSQL broke a deadlock (40P01) by rolling this transaction back: nothing of it was written. */
export function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01'
}
