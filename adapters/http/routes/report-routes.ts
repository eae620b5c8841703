import { Router, type Response } from 'express'
import type { OrderReport } from '../../../core/reports/order-report'
import type { ReadReports } from '../../../core/reports/read-reports'
import { requireUser } from '../auth-middleware'

export interface ReportRouteDeps {
  orderReport: OrderReport
  readReports: ReadReports
}

function sendPdf(res: Response, file: { pdf: Uint8Array; filename: string }, cache: string): void {
  res.setHeader('Content-Type', 'application/pdf')
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`)
  res.setHeader('Cache-Control', cache)
  res.end(Buffer.from(file.pdf))
}

/**
 * Premium reports (the catalog and the samples are declared reads, core/reports/endpoints.ts): a sample's
 * PDF; buying (`Idempotency-Key` honoured), listing
 * and reading one's own reports and their PDFs. A report of someone else is 404 (admins read all).
 */
export function reportRoutes(deps: ReportRouteDeps): Router {
  const router = Router()
  router.get('/samples/:type/pdf', async (req, res) => {
    sendPdf(res, await deps.readReports.samplePdf(req.params.type, req.query.lang), 'public, max-age=3600')
  })
  router.post('/', requireUser(), async (req, res) => {
    const report = await deps.orderReport.execute({ userId: req.user!.id, body: req.body ?? {}, idempotencyKey: req.get('Idempotency-Key') ?? null })
    res.setHeader('Cache-Control', 'no-store')
    res.status(201).json(report)
  })
  router.get('/', requireUser(), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.readReports.list(req.user!))
  })
  router.get('/:id', requireUser(), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(await deps.readReports.get(req.user!, String(req.params.id)))
  })
  router.get('/:id/pdf', requireUser(), async (req, res) => {
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
