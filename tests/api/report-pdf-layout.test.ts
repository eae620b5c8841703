import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { northIndianLayout, southIndianLayout } from '../../adapters/pdf/chart-svg'
import { reportDocument } from '../../adapters/pdf/report-document'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'
import { contentsPageNumbers } from '../support/pdf-contents'

const CHROMIUM = '/usr/bin/chromium'
// Points: A4 is 842 high; the page keeps 18 mm above and 20 mm below for the margins and the footer.
const PAGE_TOP = (18 / 25.4) * 72
const PAGE_BOTTOM = 842 - (20 / 25.4) * 72

/** A sample report printed by the server, saved for poppler, with its sections' titles. */
async function printedSample(platform: Platform, type: string, lang: string): Promise<{ file: string; titles: string[] }> {
  const sample = await request(platform.app).get(`/api/reports/samples/${type}?lang=${lang}`)
  expect(sample.status).toBe(200)
  const pdf = await request(platform.app)
    .get(`/api/reports/samples/${type}/pdf?lang=${lang}`)
    .buffer(true)
    .parse((res, cb) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => cb(null, Buffer.concat(chunks)))
    })
  expect(pdf.status).toBe(200)
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'report-layout-')), `${type}-${lang}.pdf`)
  writeFileSync(file, pdf.body as Buffer)
  return { file, titles: sample.body.sections.map((s: { title: string }) => s.title) }
}

/** The text of each page, whitespace removed (poppler splits some Indic clusters with spaces, inconsistently). */
function pageTexts(file: string): string[] {
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .map((t) => t.replace(/\s+/g, ''))
}

/**
 * The page each section's heading is printed on, found in the text: "N. title" appears first in the
 * contents, and next as the section's heading.
 */
function headingPages(texts: string[], titles: string[]): number[] {
  const joined = texts.join('\f')
  const pageAt = (offset: number) => joined.slice(0, offset).split('\f').length
  let from = 0
  const contents = titles.map((title, i) => {
    const at = joined.indexOf(`${i + 1}.${title.replace(/\s+/g, '')}`.slice(0, 14), from)
    expect(at, `contents entry ${i + 1}`).toBeGreaterThanOrEqual(0)
    from = at + 1
    return at
  })
  from = contents[contents.length - 1]! + 1
  return titles.map((title, i) => {
    const at = joined.indexOf(`${i + 1}.${title.replace(/\s+/g, '')}`.slice(0, 14), from)
    expect(at, `heading of section ${i + 1}`).toBeGreaterThan(0)
    from = at + 1
    return pageAt(at)
  })
}

/** How far down its text area each page's lowest text reaches (0 empty, 1 full), the footer left out. */
function pageFill(file: string): number[] {
  const xml = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  return xml
    .split('<page ')
    .slice(1)
    .map((page) => {
      let lowest = PAGE_TOP
      for (const m of page.matchAll(/<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)) {
        if (Number(m[1]) >= PAGE_BOTTOM) continue
        lowest = Math.max(lowest, Number(m[2]))
      }
      return (lowest - PAGE_TOP) / (PAGE_BOTTOM - PAGE_TOP)
    })
}

describe('the printed report’s layout', () => {
  let platform: Platform
  beforeAll(async () => {
    platform = await testPlatform()
  })
  afterAll(async () => platform?.close())

  for (const [type, lang] of [['super-horoscope', 'en'], ['life', 'hi'], ['marriage', 'ta']] as const) {
    it(`${type} (${lang}): the contents give the pages the headings are on, no page but the last is left mostly blank, the chart marks the ascendant`, async () => {
      const { file, titles } = await printedSample(platform, type, lang)
      const texts = pageTexts(file)
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
      const found = headingPages(texts, titles)
      // The contents end before the first section begins.
      expect(contentsPageNumbers(file, found[0]!, titles.length)).toEqual(found)
      expect(found.every((p, i) => i === 0 || p >= found[i - 1]!)).toBe(true)

      // The cover is a page of its own by design; every page after it but the last is at least two-thirds filled.
      const fill = pageFill(file)
      expect(fill.length).toBe(pages)
      const sparse = fill.map((f, i) => ({ page: i + 1, fill: Math.round(f * 100) })).filter((p) => p.page > 1 && p.page < pages && p.fill < 66)
      expect(sparse).toEqual([])

      // The ascendant's label is on the cover's chart, in the report's language.
      const asc = { en: 'Asc', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం' }[lang]
      expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')).toContain(asc)
    }, 120_000)
  }

  it('draws the chart’s texts no wider than the layout reckons, in every script (so nothing it keeps apart overlaps)', async () => {
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
    try {
      const page = await browser.newPage()
      const abbr = {
        en: ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'],
        hi: ['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'],
        ta: ['சூ', 'சந்', 'செ', 'பு', 'கு', 'சு', 'சனி', 'ரா', 'கே'],
        te: ['సూ', 'చం', 'కు', 'బు', 'గు', 'శు', 'శ', 'రా', 'కే'],
      }
      const ascendant = { en: 'Asc', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం' }
      for (const lang of ['en', 'hi', 'ta', 'te'] as const) {
        // Five grahas in the 12th house (Cancer for a Leo ascendant), two retrograde.
        const chart = { title: 'chart', ascendant: 5, planets: abbr[lang].map((label, i) => ({ id: String(i), label, sign: [4, 4, 5, 4, 4, 6, 4, 11, 5][i]!, degree: 20 + i, retrograde: i === 4 || i === 6 })) }
        const meta = { lang, name: 'N', generatedOn: '', labels: { preparedFor: '', contents: '', page: '', generatedOn: '', ascendant: ascendant[lang] } }
        await page.setContent(reportDocument({ title: 'T', subtitle: '', sections: [], charts: [chart] }, meta))
        await page.evaluate(() => document.fonts.ready)
        const drawn = await page.evaluate(() => [...document.querySelectorAll('.cover svg text')].map((t) => ({ text: t.textContent, box: (({ x, width, height }) => ({ x, width, height }))((t as SVGTextElement).getBBox()) })))
        // Tamil and Telugu reports draw the South Indian chart, the others the North Indian one.
        const reckoned = (lang === 'ta' || lang === 'te' ? southIndianLayout : northIndianLayout)(chart, ascendant[lang])
        expect(drawn.map((d) => d.text)).toEqual(reckoned.map((r) => r.text))
        drawn.forEach((d, i) => {
          const r = reckoned[i]!
          expect(d.box.width, `${lang} ${d.text}`).toBeLessThanOrEqual(r.width)
          expect(Math.abs(d.box.x + d.box.width / 2 - r.x)).toBeLessThan(1)
          // Chromium's box is the font's whole line (ascent to descent, with the script's room for marks above
          // and below); the ink stays inside the layout's box, which may be that much shorter.
          expect(d.box.height, `${lang} ${d.text}`).toBeLessThanOrEqual(r.height * 1.15)
        })
      }
    } finally {
      await browser.close()
    }
  }, 60_000)
})
