import { timedSessionValue } from '../lib/timed-session-value'

/**
 * A report order interrupted by a recharge: the form as it was filled, kept in session storage across
 * the payment round trip so the result page can offer "Back to your report" and the form comes back filled.
 */
const REPORT_CONTINUATION_KEY = 'report_after_payment'

interface ReportContinuation {
  /** the order page, e.g. /reports/life */
  path: string
  /** the form's fields as the order page stores them */
  draft: unknown
  savedAt: number
}

const store = timedSessionValue<Omit<ReportContinuation, 'savedAt'>>(REPORT_CONTINUATION_KEY, 60 * 60 * 1000, (v) =>
  typeof v.path === 'string' && /^\/reports\/[a-z-]+$/.test(v.path) ? { path: v.path, draft: v.draft ?? null } : null,
)

export const parseReportContinuation: (raw: string | null, now?: number) => ReportContinuation | null = store.parse
export const saveReportContinuation = (path: string, draft: unknown) => store.save({ path, draft })
export const readReportContinuation: () => ReportContinuation | null = () => store.read()
export const clearReportContinuation = () => store.clear()
