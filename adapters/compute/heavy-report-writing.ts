import type { ReportContent, ReportRequest } from '../../core/domain/report'
import type { HeavyComputation } from '../../core/shared/ports/heavy-computation'
import type { ReportWriting } from '../../core/reports/ports/report-writing'

/**
 * Reports written as a heavy task, on the computation threads. The progress calls arrive as messages
 * while the report is written; their promises (the store's progress writes) are chained so they run
 * in order, and the write settles after the last of them, as ReportAuthor's own does.
 */
export class HeavyReportWriting implements ReportWriting {
  constructor(private readonly heavy: HeavyComputation) {}

  async write(request: ReportRequest, onProgress?: (percent: number, title: string) => Promise<void>): Promise<ReportContent> {
    let told: Promise<void> = Promise.resolve()
    const content = await this.heavy.run('report', request, (percent, title) => {
      if (!onProgress) return
      told = told.then(() => onProgress(percent, title))
      // Marked handled here; a failure is still thrown by the await below.
      told.catch(() => undefined)
    })
    await told
    return content
  }
}
