import type { ReportContent } from '../../domain/report'
import type { LanguageCode } from '../../shared/language'

/** What a printed report shows besides its content. */
export interface PrintMeta {
  lang: LanguageCode
  /** "Prepared for …", "Contents", "Page", the chart's mark of the ascendant ("Asc", "लग्न") … in the report's language */
  labels: { preparedFor: string; contents: string; page: string; generatedOn: string; ascendant: string }
  name: string
  generatedOn: string
}

/**
 * Prints a finished report as a PDF: a cover, a table of contents, page numbers, the charts as vector
 * graphics and the text shaped in its script with the fonts embedded. Throws UpstreamUnavailableError
 * when this machine has no printer (no Chromium).
 */
export interface ReportPrinter {
  /** `signal` aborts a print nobody waits for any more (it then rejects). */
  print(content: ReportContent, meta: PrintMeta, signal?: AbortSignal): Promise<Uint8Array>
}
export const ReportPrinter = Symbol('ReportPrinter')
