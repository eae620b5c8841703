import type { ReportBirth, ReportCatalogEntry, ReportJson, ReportType } from '../../core/domain/report'
import type { LanguageCode } from '../../core/shared/language'
import type { HttpClient } from './http'
import { REPORT_PATHS } from '../../core/reports/paths'
import { pathTo } from '../../core/shared/read-endpoint'

/** POST /api/reports: the type, the birth (and a partner's for the marriage report), the language. */
export interface ReportOrderInput {
  type: ReportType
  birth: ReportBirth
  partner?: ReportBirth
  lang: LanguageCode
}

/** Premium reports: the catalog, orders, one's own reports and samples. */
export interface ReportService {
  /** GET /api/reports/catalog: the types with the admins' prices. */
  catalog(lang: LanguageCode): Promise<ReportCatalogEntry[]>
  /** GET /api/reports/samples/{type}: the free sample from the demo chart. */
  sample(type: ReportType, lang: LanguageCode): Promise<ReportJson>
  /** POST /api/reports with an Idempotency-Key: 402 (HttpError) with `details.shortfall` when the wallet cannot pay. */
  order(input: ReportOrderInput, idempotencyKey: string): Promise<ReportJson>
  /** GET /api/reports: the caller's reports, newest first. */
  mine(): Promise<ReportJson[]>
  /** GET /api/reports/{id}: status and progress, and the sections once done. */
  report(id: string): Promise<ReportJson>
  /** The report's PDF (a sample's from its public address). */
  pdf(report: Pick<ReportJson, 'id' | 'type' | 'sample' | 'lang'>): Promise<Blob>
}

export function createHttpReportService(http: HttpClient): ReportService {
  return {
    catalog: (lang) => http.get<ReportCatalogEntry[]>(`${REPORT_PATHS.catalog}?lang=${lang}`),
    sample: (type, lang) => http.get<ReportJson>(`${pathTo(REPORT_PATHS.sample, { type })}?lang=${lang}`),
    order: (input, key) => http.post(REPORT_PATHS.orderReport, input, { headers: { 'Idempotency-Key': key } }),
    mine: () => http.get(REPORT_PATHS.reports),
    report: (id) => http.get(pathTo(REPORT_PATHS.report, { id })),
    pdf: (report) => http.file(reportPdfHref(report)),
  }
}

/** Where a report's PDF is downloaded (a sample's from its public address). */
function reportPdfHref(report: Pick<ReportJson, 'id' | 'type' | 'sample' | 'lang'>): string {
  return report.sample ? `${pathTo(REPORT_PATHS.samplePdf, { type: report.type })}?lang=${report.lang}` : pathTo(REPORT_PATHS.reportPdf, { id: report.id })
}
