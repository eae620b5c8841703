import { REPORT_TYPES, type ReportBirth } from '../../core/domain/report'
import { ChromiumReportPrinter } from '../../adapters/pdf/chromium-report-printer'
import { sectionPages } from '../../adapters/pdf/section-pages'
import { realReportAuthor } from '../support/report-author'

const BIRTH: ReportBirth = { name: 'Bench', date: '1988-01-26', time: '05:50', lat: 26.9124, lon: 75.7873, tz: 'Asia/Kolkata', gender: 'male' }
const PARTNER: ReportBirth = { name: 'Partner', date: '1990-09-09', time: '14:10', lat: 17.385, lon: 78.4867, tz: 'Asia/Kolkata', gender: 'female' }

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Time to write each report type (median of 5, Hindi), and to print it as a PDF with its size. */
export async function benchReports(): Promise<void> {
  const author = realReportAuthor()
  const printer = new ChromiumReportPrinter(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', sectionPages)
  console.log('Premium reports (Hindi; writing median of 5 runs, in process; PDF through Chromium)')
  for (const type of REPORT_TYPES) {
    const times: number[] = []
    let content = null
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      content = await author.write({ type, lang: 'hi', birth: BIRTH, partner: type === 'marriage' ? PARTNER : null, now: new Date() })
      times.push(performance.now() - t0)
    }
    let pdf = 'PDF not printed (no Chromium)'
    try {
      const t0 = performance.now()
      const bytes = await printer.print(content!, { lang: 'hi', name: BIRTH.name, generatedOn: '', labels: { preparedFor: 'तैयार किया गया', contents: 'विषय सूची', page: 'पृष्ठ', generatedOn: 'तिथि', ascendant: 'लग्न' } })
      pdf = `PDF ${(bytes.length / 1024).toFixed(0)} KB in ${(performance.now() - t0).toFixed(0)} ms`
    } catch (error) {
      pdf = `PDF failed: ${(error as Error).message}`
    }
    console.log(`  ${type.padEnd(16)} ${String(content!.sections.length).padStart(3)} sections   write ${median(times).toFixed(0).padStart(5)} ms   ${pdf}`)
  }
}
