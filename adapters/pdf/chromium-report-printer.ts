import { existsSync } from 'node:fs'
import type { ReportContent } from '../../core/domain/report'
import { UpstreamUnavailableError } from '../../core/errors'
import type { PrintMeta, ReportPrinter } from '../../core/ports/report-printer'
import { reportDocument } from './report-document'

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/**
 * Prints reports with the machine's Chromium (Debian's /usr/bin/chromium): HarfBuzz shapes Devanagari,
 * Tamil and Telugu correctly and the PDF embeds the subset fonts. One browser at a time; it is closed
 * after each print so an idle server holds no browser.
 */
export class ChromiumReportPrinter implements ReportPrinter {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly executablePath: string) {}

  print(content: ReportContent, meta: PrintMeta): Promise<Uint8Array> {
    const run = this.queue.then(() => this.printNow(content, meta))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async printNow(content: ReportContent, meta: PrintMeta): Promise<Uint8Array> {
    if (!existsSync(this.executablePath)) throw new UpstreamUnavailableError('PDF printing is not available on this server (Chromium is not installed)')
    // Loaded on the first print: playwright-core is megabytes of code a server that prints nothing should not hold.
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_FLAGS })
    try {
      const page = await browser.newPage()
      // No request leaves the page: fonts are inline and nothing else is loaded.
      await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
      await page.setContent(reportDocument(content, meta), { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      // Digits only: the footer is drawn apart from the page and cannot use its inline fonts.
      const footer = '<div style="width:100%;font-size:8px;color:#888;text-align:center;font-family:sans-serif"><span class="pageNumber"></span> / <span class="totalPages"></span></div>'
      const pdf = await page.pdf({ format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: '<div></div>', footerTemplate: footer, margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' } })
      return new Uint8Array(pdf)
    } finally {
      await browser.close()
    }
  }
}
