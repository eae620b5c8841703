import { REPORT_TYPES, type ReportType } from '../../../../core/domain/report'
import { reportResultsPath } from '../../../../core/reports/addresses'

/** The report type a /reports/… path stands for (the results page has none). */
export function reportTypeOfPath(path: string): ReportType | null {
  const slug = /^\/reports\/([a-z-]+)$/.exec(path)?.[1]
  return (REPORT_TYPES as readonly string[]).includes(slug ?? '') ? (slug as ReportType) : null
}

/** The page a report is read on, under its type's page: /reports/{type}/results/{reportId}. */
export function reportResultsHref(type: ReportType, id: string): string {
  return reportResultsPath(type, id)
}

/** The report type a results address names (/reports/{type}/results/{id}), or null. */
export function reportTypeOfResultsPath(path: string): ReportType | null {
  const slug = /^(?:\/[a-z]+)?\/reports\/([a-z-]+)\/results\/[^/]+\/?$/.exec(path)?.[1]
  return (REPORT_TYPES as readonly string[]).includes(slug ?? '') ? (slug as ReportType) : null
}

/** The sample of a type is read on the results page under a fixed id. */
export function sampleId(type: ReportType): string {
  return `sample-${type}`
}

export function sampleTypeOf(id: string): ReportType | null {
  const type = id.startsWith('sample-') ? id.slice('sample-'.length) : ''
  return (REPORT_TYPES as readonly string[]).includes(type) ? (type as ReportType) : null
}

/** Whole rupees to recharge to cover a shortfall in paise (at least ₹1). */
export function rechargeRupeesFor(shortfallPaise: number): number {
  return Math.max(1, Math.ceil(shortfallPaise / 100))
}

/** The 402 answer's details, when the error carries them. */
export function shortfallOf(data: unknown): { price: number; balance: number; shortfall: number } | null {
  const details = (data as { details?: Record<string, unknown> } | undefined)?.details
  if (!details) return null
  const { price, balance, shortfall } = details
  return typeof price === 'number' && typeof balance === 'number' && typeof shortfall === 'number' ? { price, balance, shortfall } : null
}
