import { describe, expect, it } from 'vitest'
import { DASHA_YEAR_DAYS, VIMSHOTTARI_YEARS, vimshottariDasha, yearsMonthsDays } from '../../../core/jyotish/vimshottari'

const YEAR_MS = DASHA_YEAR_DAYS * 86_400_000
const birth = new Date('1990-06-15T06:30:00Z')
const ms = (iso: string) => Date.parse(iso)

describe('Vimshottari dasha', () => {
  it('starts with the lord of the Moon’s nakshatra and its unelapsed share', () => {
    const atStart = vimshottariDasha(0, birth)
    expect(atStart.balanceAtBirth).toMatchObject({ planet: 'ketu', years: 7, months: 0, days: 0 })
    expect(atStart.periods[0]).toMatchObject({ planet: 'ketu', start: '1990-06-15T06:30:00Z' })

    const halfAshwini = vimshottariDasha(20 / 3, birth)
    expect(halfAshwini.balanceAtBirth).toMatchObject({ planet: 'ketu', years: 3, months: 6, days: 0 })
    expect(ms(halfAshwini.periods[0].start)).toBeCloseTo(birth.getTime() - 3.5 * YEAR_MS, -3)

    const bharaniThird = vimshottariDasha(40 / 3 + 40 / 9, birth)
    expect(bharaniThird.balanceAtBirth).toMatchObject({ planet: 'venus', years: 13, months: 4, days: 0 })

    expect(vimshottariDasha(359.99, birth).balanceAtBirth.planet).toBe('mercury') // Revati
  })

  it('runs the nine lords in order with their years, contiguous, past 120 years of life', () => {
    const d = vimshottariDasha(140, birth) // Purva Phalguni (133°20′–146°40′): Venus
    expect(d.periods.map((p) => p.planet).slice(0, 10)).toEqual(['venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu', 'venus'])
    for (let i = 0; i < d.periods.length; i++) {
      const p = d.periods[i]
      expect((ms(p.end) - ms(p.start)) / YEAR_MS).toBeCloseTo(VIMSHOTTARI_YEARS[p.planet], 6)
      if (i > 0) expect(p.start).toBe(d.periods[i - 1].end)
    }
    expect(ms(d.periods[d.periods.length - 1].end)).toBeGreaterThanOrEqual(birth.getTime() + 120 * YEAR_MS)
  })

  it('divides each mahadasha into antardashas and those into pratyantardashas proportionally', () => {
    const d = vimshottariDasha(200, birth)
    for (const md of d.periods) {
      expect(md.antardashas[0].planet).toBe(md.planet)
      expect(md.antardashas[0].start).toBe(md.start)
      expect(md.antardashas[8].end).toBe(md.end)
      for (const ad of md.antardashas) {
        const years = (ms(ad.end) - ms(ad.start)) / YEAR_MS
        expect(years).toBeCloseTo((VIMSHOTTARI_YEARS[md.planet] * VIMSHOTTARI_YEARS[ad.planet]) / 120, 5)
        expect(ad.pratyantardashas).toHaveLength(9)
        expect(ad.pratyantardashas[0].planet).toBe(ad.planet)
        expect(ad.pratyantardashas[0].start).toBe(ad.start)
        expect(ad.pratyantardashas[8].end).toBe(ad.end)
      }
    }
    // Sun–Sun antardasha: 6 × 6 / 120 = 0.3 years; Sun–Sun–Sun: 0.3 × 6 / 120 years.
    const sun = vimshottariDasha(13.34 * 2, birth).periods.find((p) => p.planet === 'sun')!
    const ss = sun.antardashas[0]
    expect((ms(ss.end) - ms(ss.start)) / YEAR_MS).toBeCloseTo(0.3, 6)
    expect((ms(ss.pratyantardashas[0].end) - ms(ss.pratyantardashas[0].start)) / YEAR_MS).toBeCloseTo(0.015, 6)
  })

  it('can stop at fewer levels', () => {
    const d = vimshottariDasha(10, birth, { levels: 1 })
    expect(d.periods[0].antardashas).toEqual([])
    const d2 = vimshottariDasha(10, birth, { levels: 2 })
    expect(d2.periods[0].antardashas[0].pratyantardashas).toEqual([])
  })

  it('prints balances as years, 30-day months and days', () => {
    expect(yearsMonthsDays(4.5)).toEqual({ years: 4, months: 6, days: 0 })
    expect(yearsMonthsDays(4 + 8 / 12 + 27 / 360)).toEqual({ years: 4, months: 8, days: 27 })
    expect(yearsMonthsDays(0.99999)).toEqual({ years: 1, months: 0, days: 0 })
  })

  it('rejects invalid input', () => {
    expect(() => vimshottariDasha(Number.NaN, birth)).toThrow(RangeError)
    expect(() => vimshottariDasha(10, new Date('x'))).toThrow(RangeError)
  })
})
