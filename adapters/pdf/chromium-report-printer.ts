import { existsSync } from 'node:fs'
import type { ReportContent } from '../../core/domain/report'
import { UpstreamUnavailableError } from '../../core/errors'
import type { PrintMeta, ReportPrinter } from '../../core/reports/ports/report-printer'
import { reportDocument } from './report-document'

// Digits only: the footer is drawn apart from the page and cannot use its inline fonts.
const FOOTER = '<div style="width:100%;font-size:8px;color:#888;text-align:center;font-family:sans-serif"><span class="pageNumber"></span> / <span class="totalPages"></span></div>'
const PDF_OPTIONS = { format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: '<div></div>', footerTemplate: FOOTER, margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' } }
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/**
 * Prints reports with the machine's Chromium (Debian's /usr/bin/chromium): HarfBuzz shapes Devanagari,
 * Tamil and Telugu correctly and the PDF embeds the subset fonts. A browser per print, closed after it
 * (or as soon as the print is called off) so an idle server holds no browser; how many print at once is
 * the caller's to bound (ReadReports' SharedWork).
 */
export class ChromiumReportPrinter implements ReportPrinter {
  /**
   * `sectionPages` reads the pages the sections begin on from a printed PDF: pdf.js, which takes 15-200 ms
   * of one thread a report, so the server hands it to the computation threads (`pdfSectionPages`).
   */
  constructor(
    private readonly executablePath: string,
    private readonly sectionPages: (pdf: Uint8Array, sections: number) => Promise<number[]>,
  ) {}

  async print(content: ReportContent, meta: PrintMeta, signal?: AbortSignal): Promise<Uint8Array> {
    if (!existsSync(this.executablePath)) throw new UpstreamUnavailableError('PDF printing is not available on this server (Chromium is not installed)')
    signal?.throwIfAborted()
    // Loaded on the first print: playwright-core is megabytes of code a server that prints nothing should not hold.
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_FLAGS })
    // Called off: closing the browser ends whatever step the print is in.
    const stop = () => void browser.close().catch(() => undefined)
    signal?.addEventListener('abort', stop, { once: true })
    try {
      signal?.throwIfAborted()
      const page = await browser.newPage()
      // No request leaves the page: fonts are inline and nothing else is loaded.
      await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()))
      const printHtml = async (html: string) => {
        await page.setContent(html, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        return new Uint8Array(await page.pdf(PDF_OPTIONS))
      }
      // Chromium cannot say where a heading will fall before printing: print once, read the sections'
      // pages from that PDF, and print again with them in the contents. The contents keep room for the
      // numbers in both, so the second print falls the same way; that is checked, with one more try, and
      // should they still not settle, the contents go without numbers rather than with wrong ones.
      const count = content.sections.length
      const withoutNumbers = await printHtml(reportDocument(content, meta))
      let pages = await this.sectionPages(withoutNumbers, count)
      for (let attempt = 0; attempt < 2; attempt++) {
        const pdf = await printHtml(reportDocument(content, meta, pages))
        const printed = await this.sectionPages(pdf, count)
        if (printed.every((p, i) => p === pages[i])) return pdf
        pages = printed
      }
      return withoutNumbers
    } finally {
      signal?.removeEventListener('abort', stop)
      await browser.close()
    }
  }
}
