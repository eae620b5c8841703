/**
 * A report order interrupted by a recharge: the form as it was filled, kept in session storage across
 * the payment round trip so the result page can offer "Back to your report" and the form comes back filled.
 */
export const REPORT_CONTINUATION_KEY = 'report_after_payment'
const TTL_MS = 60 * 60 * 1000

export interface ReportContinuation {
  /** the order page, e.g. /reports/life */
  path: string
  /** the form's fields as the order page stores them */
  draft: unknown
  savedAt: number
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function session(): KeyValue | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function parseReportContinuation(raw: string | null, now = Date.now()): ReportContinuation | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ReportContinuation>
    if (typeof value.path !== 'string' || !/^\/reports\/[a-z-]+$/.test(value.path)) return null
    if (typeof value.savedAt !== 'number' || now - value.savedAt > TTL_MS || value.savedAt > now + 60_000) return null
    return { path: value.path, draft: value.draft ?? null, savedAt: value.savedAt }
  } catch {
    return null
  }
}

export function saveReportContinuation(path: string, draft: unknown, storage: KeyValue | null = session()): void {
  try {
    storage?.setItem(REPORT_CONTINUATION_KEY, JSON.stringify({ path, draft, savedAt: Date.now() }))
  } catch {
    /* storage blocked: the customer finds the page again by hand */
  }
}

export function readReportContinuation(storage: KeyValue | null = session()): ReportContinuation | null {
  try {
    return parseReportContinuation(storage?.getItem(REPORT_CONTINUATION_KEY) ?? null)
  } catch {
    return null
  }
}

export function clearReportContinuation(storage: KeyValue | null = session()): void {
  try {
    storage?.removeItem(REPORT_CONTINUATION_KEY)
  } catch {
    /* ignore */
  }
}
