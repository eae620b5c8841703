/** The addresses of this capability's endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const REPORT_PATHS = {
  catalog: '/api/reports/catalog',
  sample: '/api/reports/samples/:type',
  reports: '/api/reports',
  report: '/api/reports/:id',
  /** PDFs, answered by the HTTP adapter (a binary body) */
  samplePdf: '/api/reports/samples/:type/pdf',
  reportPdf: '/api/reports/:id/pdf',
} as const
