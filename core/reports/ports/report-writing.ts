import type { ReportContent, ReportRequest } from '../../domain/report'

/**
 * Writes a report's text (ReportAuthor), wherever it runs: the server hands it to its computation
 * threads. `onProgress` hears of each section before it is written; the write settles after the last
 * call's promise has.
 */
export interface ReportWriting {
  write(request: ReportRequest, onProgress?: (percent: number, title: string) => Promise<void>): Promise<ReportContent>
}
export const ReportWriting = Symbol('ReportWriting')
