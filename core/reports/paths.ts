import type { ReportCatalogEntry, ReportJson } from '../domain/report'
import { answers } from '../shared/route'

const reports = '/api/reports'

/** The addresses of this capability's endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const REPORT_PATHS = {
  catalog: answers<ReportCatalogEntry[]>()('/api/reports/catalog'),
  sample: answers<ReportJson>()('/api/reports/samples/:type'),
  /** GET: the caller's reports */
  reports: answers<ReportJson[]>()(reports),
  /** POST: buy one */
  orderReport: answers<ReportJson>()(reports),
  report: answers<ReportJson>()('/api/reports/:id'),
  /** PDFs, answered by the HTTP adapter (a binary body) */
  samplePdf: '/api/reports/samples/:type/pdf',
  reportPdf: '/api/reports/:id/pdf',
} as const
