import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ReportContent } from '../../core/domain/report'
import type { PrintMeta } from '../../core/reports/ports/report-printer'
import { northIndianChartSvg, southIndianChartSvg } from './chart-svg'

const require = createRequire(import.meta.url)
const FONT_FILES: Record<string, string> = {
  latin: 'noto-sans-devanagari/files/noto-sans-devanagari-latin',
  hi: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari',
  ta: 'noto-sans-tamil/files/noto-sans-tamil-tamil',
  te: 'noto-sans-telugu/files/noto-sans-telugu-telugu',
}
const FAMILY: Record<string, string> = { latin: 'Report Latin', hi: 'Report Devanagari', ta: 'Report Tamil', te: 'Report Telugu' }
const fontCache = new Map<string, string>()

/** The @font-face rules of a script, its woff2 files inline (the printer reads nothing from disk or network). */
function fontFaces(script: string): string {
  const cached = fontCache.get(script)
  if (cached) return cached
  const dir = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'))
  const base = path.join(dir, '..', FONT_FILES[script]!)
  const css = [400, 700]
    .map((weight) => {
      const data = readFileSync(`${base}-${weight}-normal.woff2`).toString('base64')
      return `@font-face{font-family:'${FAMILY[script]}';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2');}`
    })
    .join('\n')
  fontCache.set(script, css)
  return css
}

/**
 * Tamil and Telugu readers read the South Indian (square) chart, as the site's Tamil jathagam shows it;
 * Hindi and English readers the North Indian (diamond) one.
 */
function chartSvg(lang: string): typeof northIndianChartSvg {
  return lang === 'ta' || lang === 'te' ? southIndianChartSvg : northIndianChartSvg
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A printable HTML document of a report: cover, contents, the charts, then every section with its part
 * heading. `pages` are the pages the sections begin on, for the contents; without them the contents keep
 * the same room for the numbers, so that adding them moves nothing.
 */
export function reportDocument(content: ReportContent, meta: PrintMeta, pages?: readonly number[]): string {
  const scripts = meta.lang === 'en' ? ['latin'] : ['latin', meta.lang]
  const family = scripts.map((s) => `'${FAMILY[s]}'`).join(', ')
  let lastPart = ''
  const body = content.sections
    .map((s, i) => {
      const partHeading = s.part !== lastPart ? `<h2 class="part">${escape(s.part)}</h2>` : ''
      lastPart = s.part
      const paragraphs = s.body
        .split(/\n\n+/)
        .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
        .join('')
      return `${partHeading}<section id="s${i + 1}"><h3><span class="num">${i + 1}.</span> ${escape(s.title)}</h3>${paragraphs}</section>`
    })
    .join('\n')
  const toc = content.sections
    .map((s, i) => `<li><a href="#s${i + 1}"><span class="title"><span class="num">${i + 1}.</span> ${escape(s.title)}</span><span class="leader"></span><span class="page">${pages?.[i] ?? ''}</span></a></li>`)
    .join('')
  const charts = content.charts.map((c) => `<figure>${chartSvg(meta.lang)(c, meta.labels.ascendant)}<figcaption>${escape(c.title)}</figcaption></figure>`).join('')
  return `<!doctype html><html lang="${meta.lang}"><head><meta charset="utf-8"><title>${escape(content.title)}</title><style>
${scripts.map(fontFaces).join('\n')}
@page { size: A4; margin: 18mm 16mm 20mm 16mm; }
body { font-family: ${family}, sans-serif; color: #222; font-size: 11pt; line-height: 1.6; }
.cover { height: 250mm; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; page-break-after: always; }
.cover h1 { font-size: 28pt; color: #7a2e0e; margin: 0 0 6mm; }
.cover .subtitle { font-size: 14pt; margin-bottom: 10mm; }
.cover .meta { color: #666; margin-top: 8mm; }
.toc h2 { color: #7a2e0e; }
.toc ol { list-style: none; padding: 0; columns: 2; column-gap: 10mm; font-size: 9.5pt; }
.toc li { break-inside: avoid; margin: 0 0 1.5mm; }
.toc a { color: #222; text-decoration: none; display: flex; align-items: last baseline; }
.toc .title { flex: 0 1 auto; }
.toc .leader { flex: 1 0 3mm; border-bottom: 1px dotted #aaa; margin: 0 1mm; }
.toc .page { flex: none; width: 7mm; text-align: right; font-variant-numeric: tabular-nums; }
.charts { display: flex; flex-wrap: wrap; gap: 8mm; justify-content: center; margin-top: 6mm; }
figure { margin: 0; text-align: center; break-inside: avoid; }
figcaption { font-size: 10pt; color: #555; margin-top: 2mm; }
h2.part { color: #7a2e0e; border-bottom: 2px solid #f59e0b; padding-bottom: 1mm; margin-top: 8mm; break-after: avoid; }
h3 { color: #3b1d6e; font-size: 13pt; margin: 6mm 0 2mm; break-after: avoid; }
.num { color: #b45309; }
p { margin: 0 0 3mm; text-align: justify; orphans: 2; widows: 2; }
</style></head><body>
<div class="cover">${content.charts[0] ? chartSvg(meta.lang)(content.charts[0], meta.labels.ascendant) : ''}<h1>${escape(content.title)}</h1><div class="subtitle">${escape(content.subtitle)}</div>
<div>${escape(meta.labels.preparedFor)}: <strong>${escape(meta.name)}</strong></div><div class="meta">${escape(meta.labels.generatedOn)}: ${escape(meta.generatedOn)}</div></div>
<div class="toc"><h2>${escape(meta.labels.contents)}</h2><ol>${toc}</ol></div>
<div class="charts">${charts}</div>
${body}
</body></html>`
}
