import { describe, expect, it } from 'vitest'
import { boxesOverlap, boxInside, houseOutline, northIndianChartSvg, northIndianLayout, signBox, southIndianChartSvg, southIndianLayout, textWidth, type ChartText } from '../../../adapters/pdf/chart-svg'
import type { ReportChartPicture } from '../../../core/domain/report'

const ABBR = {
  en: ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'],
  hi: ['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'],
  ta: ['சூ', 'சந்', 'செ', 'பு', 'கு', 'சு', 'சனி', 'ரா', 'கே'],
  te: ['సూ', 'చం', 'కు', 'బు', 'గు', 'శు', 'శ', 'రా', 'కే'],
} as const
const ASC = { en: 'Asc', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం' } as const

/** A chart with ascendant `asc` and the nine grahas in the signs given (Saturn retrograde, degrees two-digit). */
function chart(lang: keyof typeof ABBR, asc: number, signs: number[]): ReportChartPicture {
  return {
    title: 'test',
    ascendant: asc,
    planets: ABBR[lang].map((label, i) => ({ id: String(i), label, sign: signs[i]!, degree: 10 + i * 2, retrograde: i === 6 || i === 4 })),
  }
}

/** Every pair of texts is apart, and every text lies inside its own house clear of the lines. */
function expectClean(texts: ChartText[], outline: (house: number) => readonly (readonly [number, number])[] = houseOutline) {
  for (const t of texts) expect(boxInside(outline(t.house), t, 1), `${t.kind} ${t.text} in house ${t.house}`).toBe(true)
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) expect(boxesOverlap(texts[i]!, texts[j]!), `${texts[i]!.text} / ${texts[j]!.text} in house ${texts[i]!.house}`).toBe(false)
}

describe('the report’s North Indian chart', () => {
  it('marks the ascendant in house 1, beside its sign number', () => {
    const texts = northIndianLayout(chart('en', 5, [4, 11, 2, 4, 5, 5, 10, 9, 3]), 'Asc')
    const asc = texts.filter((t) => t.kind === 'ascendant')
    expect(asc).toEqual([expect.objectContaining({ house: 1, text: 'Asc' })])
    expect(texts.find((t) => t.kind === 'sign' && t.house === 1)?.text).toBe('5')
    const svg = northIndianChartSvg(chart('hi', 5, [4, 11, 2, 4, 5, 5, 10, 9, 3]), 'लग्न')
    expect(svg).toMatch(/<text [^>]*class="ascendant"[^>]*>लग्न<\/text>/)
  })

  it('keeps five grahas of the 12th house clear of its sign number and of each other, in every script', () => {
    for (const lang of ['en', 'hi', 'ta', 'te'] as const) {
      // Ascendant Leo: the 12th house is Cancer (4), holding Sun, Moon, Mercury, Jupiter(R) and Saturn(R).
      const texts = northIndianLayout(chart(lang, 5, [4, 4, 2, 4, 4, 6, 4, 9, 3]), ASC[lang])
      const twelfth = texts.filter((t) => t.house === 12)
      expect(twelfth.filter((t) => t.kind === 'planet')).toHaveLength(5)
      // Full labels (with the degrees) still fit.
      expect(twelfth.filter((t) => t.kind === 'planet').every((t) => /°/.test(t.text))).toBe(true)
      expectClean(texts)
    }
  })

  it('lays out a crowded house of any shape cleanly, for every house and ascendant', () => {
    for (const lang of ['en', 'ta'] as const)
      for (let asc = 1; asc <= 12; asc++)
        for (let crowded = 1; crowded <= 12; crowded++) {
          // Six grahas in one sign, the other three spread.
          const s = crowded
          const texts = northIndianLayout(chart(lang, asc, [s, s, s, s, s, s, (s % 12) + 1, ((s + 5) % 12) + 1, ((s + 6) % 12) + 1]), ASC[lang])
          expect(texts.filter((t) => t.kind === 'planet')).toHaveLength(9)
          expectClean(texts)
        }
  })

  it('estimates text widths on the safe side of the font’s (a wider text needs a wider box)', () => {
    expect(textWidth('Sa(R) 20°', 10)).toBeGreaterThan(textWidth('Sa 20°', 10))
    expect(textWidth('Su', 20)).toBeCloseTo(textWidth('Su', 10) * 2)
  })

  it('would catch overlapping boxes (the check itself can fail)', () => {
    const a: ChartText = { kind: 'planet', house: 12, text: 'Su', x: 225, y: 20, width: 20, height: 12, fontSize: 10 }
    expect(boxesOverlap(a, { ...a, x: 240 })).toBe(true)
    expect(boxesOverlap(a, { ...a, x: 246 })).toBe(false)
    // The top corner of the 12th house is outside it; its middle near the top edge is inside.
    expect(boxInside(houseOutline(12), { ...a, x: 290, y: 20 })).toBe(false)
    expect(boxInside(houseOutline(12), a)).toBe(true)
  })
})

describe('the report’s South Indian chart (Tamil and Telugu reports)', () => {
  it('marks the lagna’s box with a diagonal stroke across its corner and the label, and only that box', () => {
    // Ascendant Leo (5): its box is the right column's third row, top left corner at (225, 150).
    const svg = southIndianChartSvg(chart('ta', 5, [4, 11, 2, 4, 5, 5, 10, 9, 3]), 'லக்னம்')
    expect(svg.match(/class="lagna-mark"/g)).toHaveLength(1)
    expect(svg).toMatch(/<line class="lagna-mark" x1="225" y1="170" x2="245" y2="150"/)
    const asc = southIndianLayout(chart('ta', 5, [4, 11, 2, 4, 5, 5, 10, 9, 3]), 'லக்னம்').filter((t) => t.kind === 'ascendant')
    expect(asc).toEqual([expect.objectContaining({ house: 5, text: 'லக்னம்' })])
    expect(signBox(5)[0]).toEqual([225, 150])
    expect(signBox(12)[0]).toEqual([0, 0])
  })

  it('keeps every box’s grahas clear of its number, the mark and each other, for every sign and ascendant', () => {
    for (const lang of ['ta', 'te'] as const)
      for (let asc = 1; asc <= 12; asc++)
        for (let s = 1; s <= 12; s++) {
          const texts = southIndianLayout(chart(lang, asc, [s, s, s, s, s, (s % 12) + 1, s, ((s + 5) % 12) + 1, ((s + 6) % 12) + 1]), lang === 'ta' ? 'லக்னம்' : 'లగ్నం')
          expect(texts.filter((t) => t.kind === 'planet')).toHaveLength(9)
          expectClean(texts, signBox)
          // Nothing in the lagna box's cut corner.
          const [x, y] = signBox(asc)[0]!
          for (const t of texts.filter((t) => t.house === asc)) expect(t.x - t.width / 2 - x + (t.y - t.height / 2 - y), `${t.text}`).toBeGreaterThan(20)
        }
  })
})
