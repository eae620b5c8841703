import { describe, expect, it } from 'vitest'
import { REPORT_TYPES, type ReportBirth, type ReportContent, type ReportType } from '../../../core/domain/report'
import { ASHTAKA_GRAHAS, ashtakavarga } from '../../../core/jyotish/ashtakavarga'
import { SECTION_COUNTS } from '../../../core/reports/plans'
import type { LanguageCode } from '../../../core/shared/language'
import { realReportAuthor } from '../../support/report-author'

const author = realReportAuthor()
const NOW = new Date('2026-11-27T06:00:00Z')
const RAVI: ReportBirth = { name: 'Ravi', date: '1985-03-14', time: '09:20', lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata', gender: 'male' }
const ANU: ReportBirth = { name: 'Anu', date: '1993-10-02', time: '23:45', lat: 13.0827, lon: 80.2707, tz: 'Asia/Kolkata', gender: 'female' }
const SCRIPTS: Record<Exclude<LanguageCode, 'en'>, RegExp> = { hi: /[\u0900-\u097F]/g, ta: /[\u0B80-\u0BFF]/g, te: /[\u0C00-\u0C7F]/g }

function write(type: ReportType, birth: ReportBirth, lang: LanguageCode = 'en'): Promise<ReportContent> {
  return author.write({ type, lang, birth, partner: type === 'marriage' ? (birth === ANU ? RAVI : ANU) : null, now: NOW })
}

describe('ashtakavarga', () => {
  it('gives each graha its classical total and 337 in all, wherever the grahas stand', () => {
    const totals = { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39 }
    for (let seed = 1; seed <= 25; seed++) {
      const sign = (k: number) => ((seed * 7 + k * 5 + (seed % 3) * k) % 12) + 1
      const a = ashtakavarga({ sun: sign(1), moon: sign(2), mars: sign(3), mercury: sign(4), jupiter: sign(5), venus: sign(6), saturn: sign(7), lagna: sign(8) })
      for (const g of ASHTAKA_GRAHAS) expect(a.bhinna[g].reduce((x, y) => x + y, 0)).toBe(totals[g])
      expect(a.sarva.reduce((x, y) => x + y, 0)).toBe(337)
      expect(a.sarva.every((p) => p >= 0 && p <= 56)).toBe(true)
    }
  })
})

describe('report composition', () => {
  it('writes the life report in the 82 sections the spec names, each with a title and text', async () => {
    const life = await write('life', RAVI)
    expect(life.sections).toHaveLength(82)
    expect(new Set(life.sections.map((s) => s.id)).size).toBe(82)
    for (const s of life.sections) {
      expect(s.title.trim()).not.toBe('')
      expect(s.body.split(/\s+/).length).toBeGreaterThan(12)
    }
    expect(life.charts.map((c) => c.planets.length)).toEqual([9, 9])
  })

  it('writes every type with the number of sections the catalog announces', async () => {
    for (const type of REPORT_TYPES) expect((await write(type, RAVI)).sections, type).toHaveLength(SECTION_COUNTS[type])
  })

  it('leaves no placeholder unfilled and writes each language in its own script', async () => {
    for (const lang of ['en', 'hi', 'ta', 'te'] as const)
      for (const type of ['life', 'marriage', 'yearly'] as const) {
        const report = await write(type, ANU, lang)
        const text = report.sections.map((s) => `${s.title}\n${s.body}`).join('\n')
        expect(text, `${type} ${lang}`).not.toMatch(/\{\w+\}/)
        expect(text).not.toMatch(/undefined|NaN|\[object/)
        if (lang !== 'en') {
          const letters = text.replace(/Ravi|Anu|Asia\/Kolkata/g, '').match(/\p{L}/gu) ?? []
          expect((text.match(SCRIPTS[lang]) ?? []).length / letters.length, `${type} ${lang}`).toBeGreaterThan(0.97)
        }
      }
  })

  it('writes a different text for a different chart, and the same text for the same chart', async () => {
    const [a, b, again] = await Promise.all([write('life', RAVI), write('life', ANU), write('life', RAVI)])
    expect(again.sections.map((s) => s.body)).toEqual(a.sections.map((s) => s.body))
    const byId = new Map(b.sections.map((s) => [s.id, s.body]))
    const same = a.sections.filter((s) => byId.get(s.id) === s.body).map((s) => s.id)
    expect(same).toEqual([])
    // The interpretation follows the factors: Ravi's Aries ascendant and Anu's Gemini ascendant read differently.
    const asc = (c: ReportContent) => c.sections.find((s) => s.id === 'ascendant')!.body
    expect(asc(a)).toContain('Aries')
    expect(asc(b)).toContain('Gemini')
  })

  it('matches the couple in the marriage report and names both', async () => {
    const report = await write('marriage', RAVI)
    expect(report.subtitle).toContain('Ravi')
    expect(report.subtitle).toContain('Anu')
    const total = report.sections.find((s) => s.id === 'match-total')!
    expect(total.body).toMatch(/\d+(\.5)? of 36/)
    expect(report.sections.filter((s) => s.id.startsWith('koota-'))).toHaveLength(8)
    await expect(author.write({ type: 'marriage', lang: 'en', birth: RAVI, partner: null, now: NOW })).rejects.toThrow()
  })

  it('opens the yearly report with the solar year running when it is written: its return, year lord, muntha and mudda dasha', async () => {
    const section = (report: ReportContent) => report.sections.find((s) => s.id === 'solar-year')!
    // Born 14 March 1985: on 27 November 2026 the year that began at the March 2026 return is running.
    const november = section(await write('yearly', RAVI))
    expect(november.body).toContain('Year 42 of your life')
    expect(november.body).toMatch(/March 2026/)
    // On 1 February 2026 the Sun has not yet come back: the year that began in March 2025 is still running.
    const february = section(await author.write({ type: 'yearly', lang: 'en', birth: RAVI, partner: null, now: new Date('2026-02-01T06:00:00Z') }))
    expect(february.body).toContain('Year 41 of your life')
    expect(february.body).toMatch(/March 2025/)
    // Its nine mudda periods (the first lord's twice) are dated lines, each planet's reading given once.
    const lines = november.body.split('\n\n').filter((p) => / – .*: /.test(p))
    expect(lines).toHaveLength(10)
    const hindi = section(await write('yearly', RAVI, 'hi'))
    expect(hindi.body.match(SCRIPTS.hi)!.length).toBeGreaterThan(hindi.body.length / 3)
  })

  it('forecasts the twelve months after the report is written, month by month', async () => {
    const report = await write('yearly', RAVI)
    const months = report.sections.filter((s) => s.id.startsWith('month-')).map((s) => s.title)
    expect(months).toHaveLength(12)
    expect(months[0]).toBe('December 2026')
    expect(months[11]).toBe('November 2027')
  })
})
