import { Router, type Response } from 'express'
import { REPORT_PATHS } from '../../../core/reports/paths'
import { sampleQuerySchema } from '../../../core/reports/request'
import { validate } from '../../../core/shared/validate'
import type { ReadReports } from '../../../core/reports/read-reports'
import { requireUser } from '../auth-middleware'

export interface ReportRouteDeps {
  readReports: ReadReports
}

function sendPdf(res: Response, file: { pdf: Uint8Array; filename: string }, cache: string): void {
  res.setHeader('Content-Type', 'application/pdf')
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
  res.setHeader('Cache-Control', cache)
  res.end(Buffer.from(file.pdf))
}

/**
 * The reports' PDFs: a sample's (public) and one's own report's (someone else's is 404; admins read all).
 * The catalog, the samples, buying, listing and reading reports are declared in core/reports/endpoints.ts.
 */
export function reportRoutes(deps: ReportRouteDeps): Router {
  const router = Router()
  router.get(REPORT_PATHS.samplePdf, async (req, res) => {
    sendPdf(res, await deps.readReports.samplePdf(validate(sampleQuerySchema, { ...req.query, ...req.params })), 'public, max-age=3600')
  })
  router.get(REPORT_PATHS.reportPdf, requireUser(), async (req, res) => {
    // The client may leave while the PDF prints: tell the print, so one nobody waits for stops.
    const gone = new AbortController()
    res.on('close', () => {
      if (!res.writableEnded) gone.abort()
    })
    let file
    try {
      file = await deps.readReports.pdf(req.user!, String(req.params.id), gone.signal)
    } catch (error) {
      if (gone.signal.aborted) return // nobody to answer
      throw error
    }
    sendPdf(res, file, 'private, no-store')
  })
  return router
}
