import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAKSHATRA_SPAN } from '../../../core/jyotish/zodiac'
import { YOGINIS, yoginiDasha, yoginiOfNakshatra } from '../../../core/jyotish/yogini'

const YEAR_MS = 365.25 * 86_400_000
const ms = (iso: string) => Date.parse(iso)
const BIRTH = new Date('1990-05-15T05:00:00Z')

describe('the yogini of a birth', () => {
  it('is the nakshatra plus 3, divided by 8, the remainder counted from Mangala (0 is Sankata)', () => {
    const name = (n: number) => YOGINIS[yoginiOfNakshatra(n)]!.yogini
    // Ashwini 1 + 3 = 4: Bhramari; Mrigashira 5 + 3 = 8, remainder 0: Sankata; Ardra 6 + 3 = 9 → 1: Mangala;
    // Rohini 4 + 3 = 7: Siddha; Revati 27 + 3 = 30 → 6: Ulka.
    expect([1, 5, 6, 4, 27].map(name)).toEqual(['bhramari', 'sankata', 'mangala', 'siddha', 'ulka'])
  })
  it('runs for the unelapsed part of the nakshatra: all of Bhramari’s 4 years at the start of Ashwini, half halfway', () => {
    expect(yoginiDasha(0, BIRTH).balanceAtBirth).toEqual({ yogini: 'bhramari', years: 4, months: 0, days: 0 })
    const half = yoginiDasha(NAKSHATRA_SPAN / 2, BIRTH)
    expect(half.balanceAtBirth).toEqual({ yogini: 'bhramari', years: 2, months: 0, days: 0 })
    expect((BIRTH.getTime() - ms(half.periods[0]!.start)) / YEAR_MS).toBeCloseTo(2, 6)
  })
})

describe('a published worked example', () => {
  it('prachinaastrology.com, "Yogini Dasha Calculation": the Moon at 8s 19°55′ (Purva Ashadha) is born in Siddha with 3y 6m 16d left, then Sankata', () => {
    const dasha = yoginiDasha(8 * 30 + 19 + 55 / 60, BIRTH)
    expect(dasha.balanceAtBirth).toEqual({ yogini: 'siddha', years: 3, months: 6, days: 16 })
    expect(dasha.periods.slice(0, 3).map((p) => p.yogini)).toEqual(['siddha', 'sankata', 'mangala'])
  })
})

describe('the yogini dasha of any Moon', () => {
  it('follows the eight in order, each its years long, ending where the next begins, antardashas in proportion', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (moon) => {
        const { periods } = yoginiDasha(moon, BIRTH)
        const first = YOGINIS.findIndex((y) => y.yogini === periods[0]!.yogini)
        expect(ms(periods[0]!.start)).toBeLessThanOrEqual(BIRTH.getTime())
        expect(ms(periods.at(-1)!.end)).toBeGreaterThanOrEqual(BIRTH.getTime() + 120 * YEAR_MS)
        periods.forEach((p, k) => {
          const expected = YOGINIS[(first + k) % 8]!
          expect([p.yogini, p.planet, p.years]).toEqual([expected.yogini, expected.planet, expected.years])
          expect((ms(p.end) - ms(p.start)) / YEAR_MS).toBeCloseTo(p.years, 6)
          if (k > 0) expect(p.start).toBe(periods[k - 1]!.end)
          expect(p.antardashas.map((a) => a.yogini)).toEqual(Array.from({ length: 8 }, (_, j) => YOGINIS[(first + k + j) % 8]!.yogini))
          expect(p.antardashas[0]!.start).toBe(p.start)
          expect(p.antardashas[7]!.end).toBe(p.end)
          p.antardashas.forEach((a, j) => {
            const years = YOGINIS[(first + k + j) % 8]!.years
            // An antardasha: mahadasha years × its yogini's years / 36 (to the second the dates are rounded to).
            expect(Math.abs((ms(a.end) - ms(a.start)) / 1000 - (p.years * years * YEAR_MS) / 36 / 1000)).toBeLessThanOrEqual(1)
            if (j > 0) expect(a.start).toBe(p.antardashas[j - 1]!.end)
          })
        })
      }),
      { numRuns: 200 },
    )
  })
  it('adds up to 36 years a round', () => {
    expect(YOGINIS.reduce((sum, y) => sum + y.years, 0)).toBe(36)
  })
})
