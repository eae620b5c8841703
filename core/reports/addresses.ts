import type { ReportType } from '../domain/report'

/** The page that sells a report type: '/reports/career'. */
export function reportPagePath(type: ReportType): string {
  return `/reports/${type}`
}

/**
 * The page a report is read on, under its own type's page: '/reports/career/results/{id}'. Mails and
 * links name the report this way; the address every report once had (/reports/super-horoscope/results/{id})
 * still opens it and moves to this one.
 */
export function reportResultsPath(type: ReportType, id: string): string {
  return `${reportPagePath(type)}/results/${encodeURIComponent(id)}`
}
