import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { computeChart } from '../../../core/jyotish/chart'
import { charaDasha, CHARA_METHOD } from '../../../core/jyotish/chara-dasha'
import { charaSignYears } from '../../../core/jyotish/chara-dasha-years'
import { SIGN_NAMES } from '../../../core/jyotish/zodiac'
import { chartOf } from './chara-chart'

const ephemeris = new AstronomyEngineEphemeris()
const YEAR_MS = 365.25 * 86_400_000
const ms = (iso: string) => Date.parse(iso)
const BIRTH = new Date('1990-05-15T05:00:00Z')
const names = (signs: number[]) => signs.map((s) => SIGN_NAMES[s])

describe('the order of the dashas (K. N. Rao: by the group of the 9th sign from the lagna)', () => {
  it('runs forward from the lagna when the 9th sign is savya: Aries lagna, 9th Sagittarius', () => {
    const { periods } = charaDasha(chartOf('aries', {}), BIRTH)
    expect(names(periods.slice(0, 12).map((p) => p.sign))).toEqual([...SIGN_NAMES])
  })
  it('runs backward from the lagna when the 9th sign is apasavya: Taurus lagna, 9th Capricorn', () => {
    const { periods } = charaDasha(chartOf('taurus', {}), BIRTH)
    expect(names(periods.slice(0, 12).map((p) => p.sign))).toEqual(['taurus', 'aries', 'pisces', 'aquarius', 'capricorn', 'sagittarius', 'scorpio', 'libra', 'virgo', 'leo', 'cancer', 'gemini'])
  })
  it('is forward for the lagnas Aries, Leo, Virgo, Libra, Aquarius and Pisces only', () => {
    const forward = SIGN_NAMES.filter((lagna) => charaDasha(chartOf(lagna, {}), BIRTH).periods[1]!.sign === (SIGN_NAMES.indexOf(lagna) + 1) % 12)
    expect(forward).toEqual(['aries', 'leo', 'virgo', 'libra', 'aquarius', 'pisces'])
  })
})

describe('the antardashas', () => {
  it('run in the dashas’ direction from the next sign, the dasha sign last, twelve equal parts', () => {
    const direct = charaDasha(chartOf('aries', {}), BIRTH).periods[0]!
    expect(names(direct.antardashas.map((a) => a.sign))).toEqual([...SIGN_NAMES.slice(1), 'aries'])
    const reverse = charaDasha(chartOf('taurus', {}), BIRTH).periods[0]!
    expect(names(reverse.antardashas.map((a) => a.sign))).toEqual(['aries', 'pisces', 'aquarius', 'capricorn', 'sagittarius', 'scorpio', 'libra', 'virgo', 'leo', 'cancer', 'gemini', 'taurus'])
    // Aries with Mars in Leo: 4 years, so each antardasha is 4 months.
    const aries = charaDasha(chartOf('aries', { mars: ['leo'] }), BIRTH).periods[0]!
    expect(aries.years).toBe(4)
    for (const a of aries.antardashas) expect(Math.abs(ms(a.end) - ms(a.start) - (4 * YEAR_MS) / 12)).toBeLessThanOrEqual(1000)
  })
})

describe('the second cycle', () => {
  it('follows the same order with 12 less the first-cycle years, leaving out the signs that had 12', () => {
    // Aries lagna; Mars in Leo: Aries 4, Scorpio 9 (Ketu in it, so to Mars); Venus in Scorpio: Taurus 6, Libra 1;
    // Mercury in Gemini: Virgo 3; Jupiter in Sagittarius: Pisces 3; Saturn at 15° Capricorn, Rahu at 10° Taurus,
    // both alone: Saturn, Aquarius 1. The other signs hold their lords: 12.
    const chart = chartOf('aries', { mars: ['leo'], venus: ['scorpio'], rahu: ['taurus', 10], ketu: ['scorpio', 10] })
    const { periods } = charaDasha(chart, BIRTH)
    const first = periods.filter((p) => p.cycle === 1)
    const second = periods.filter((p) => p.cycle === 2)
    expect(first.map((p) => p.years)).toEqual([4, 6, 12, 12, 12, 3, 1, 9, 12, 12, 1, 3])
    expect(names(second.map((p) => p.sign))).toEqual(['aries', 'taurus', 'virgo', 'libra', 'scorpio', 'aquarius', 'pisces'])
    expect(second.map((p) => p.years)).toEqual([8, 6, 9, 11, 3, 11, 9])
    expect(second[0]!.start).toBe(first[11]!.end)
    // The two cycles make 144 years, whatever the chart.
    expect((ms(periods.at(-1)!.end) - BIRTH.getTime()) / YEAR_MS).toBeCloseTo(144, 6)
  })
})

describe('a published example: K. N. Rao, "Predicting education by Jaimini", second illustration (chart 4)', () => {
  // Rao, reprinted at astrojyoti.com/predicting-education-by-jaimini.htm: lagna 29°13′ Gemini, Sun 20°41′,
  // Moon 11°34′, Mars 9°13′, Mercury 22°21′ (exalted, so Virgo), Jupiter 12°42′, Venus 11°48′ (debilitated,
  // so Virgo), Saturn 27°23′, Rahu 29°17′. Gemini 1958–1961 "(no extra addition … for exalted Mercury)",
  // Taurus 1961–1965 "(no extra deduction … for debilitated Venus)", Aries to 1966, Pisces to 1971, Aquarius to
  // 1976 "(here Rahu being with more planets is stronger)", Capricorn to 1978, Sagittarius "full ten years upto
  // 1988", whose first sub-period is Scorpio. The article gives degrees, not the date: these degrees are the
  // ephemeris's on 1958-10-07 at 18:30 UT (midnight IST); the signs below are that instant's.
  const BOOK_BIRTH = new Date('1958-10-07T18:30:00Z')
  const book = chartOf('gemini', {
    sun: ['virgo', 20 + 41 / 60], moon: ['cancer', 11 + 34 / 60], mars: ['taurus', 9 + 13 / 60], mercury: ['virgo', 22 + 21 / 60],
    jupiter: ['libra', 12 + 42 / 60], venus: ['virgo', 11 + 48 / 60], saturn: ['scorpio', 27 + 23 / 60], rahu: ['virgo', 29 + 17 / 60], ketu: ['pisces', 29 + 17 / 60],
  })
  const expected = [
    ['gemini', 3, 1958, 1961], ['taurus', 4, 1961, 1965], ['aries', 1, 1965, 1966], ['pisces', 5, 1966, 1971],
    ['aquarius', 5, 1971, 1976], ['capricorn', 2, 1976, 1978], ['sagittarius', 10, 1978, 1988],
  ]
  const asBook = (d: ReturnType<typeof charaDasha>) =>
    d.periods.slice(0, 7).map((p) => [SIGN_NAMES[p.sign], p.years, new Date(p.start).getUTCFullYear(), new Date(p.end).getUTCFullYear()])

  it('gives the book’s dashas, years and dates, Rahu as Aquarius’s lord', () => {
    const dasha = charaDasha(book, BOOK_BIRTH)
    expect(asBook(dasha)).toEqual(expected)
    expect(dasha.periods[4]!.lord).toBe('rahu')
    expect(SIGN_NAMES[dasha.periods[6]!.antardashas[0]!.sign]).toBe('scorpio')
    expect(dasha.method).toBe(CHARA_METHOD)
  })
  it('gives the same from the chart the ephemeris computes at that instant (Delhi)', () => {
    const chart = computeChart(ephemeris, { utc: BOOK_BIRTH, lat: 28.6139, lon: 77.209 })
    expect(chart.planets.map((p) => SIGN_NAMES[p.sign - 1])).toEqual(['virgo', 'cancer', 'taurus', 'virgo', 'libra', 'virgo', 'scorpio', 'virgo', 'pisces'])
    expect(asBook(charaDasha(chart, BOOK_BIRTH))).toEqual(expected)
  })
})

describe('the chara dasha of any chart, 1800–2399', () => {
  const birth = fc.record({
    utc: fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true }),
    lat: fc.double({ min: -66, max: 66, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
  })
  it('runs from birth without a gap, twelve distinct signs then the second cycle, 1–12 years each, antardashas filling each', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const chart = computeChart(ephemeris, b)
        const { periods } = charaDasha(chart, b.utc)
        const first = periods.filter((p) => p.cycle === 1)
        const second = periods.filter((p) => p.cycle === 2)
        expect(periods[0]!.start).toBe(new Date(Math.round(b.utc.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z'))
        expect(first[0]!.sign).toBe(chart.ascendant.sign - 1)
        expect(new Set(first.map((p) => p.sign)).size).toBe(12)
        // The second cycle: the same order, the signs that had fewer than 12 years, 12 less those years.
        expect(second.map((p) => [p.sign, p.years])).toEqual(first.filter((p) => p.years < 12).map((p) => [p.sign, 12 - p.years]))
        expect(ms(periods.at(-1)!.end)).toBeGreaterThanOrEqual(b.utc.getTime() + 120 * YEAR_MS)
        periods.forEach((p, k) => {
          expect(Number.isInteger(p.years) && p.years >= 1 && p.years <= 12).toBe(true)
          expect(charaSignYears(p.sign, chart).years).toBe(p.cycle === 1 ? p.years : 12 - p.years)
          expect(Math.abs((ms(p.end) - ms(p.start)) / YEAR_MS - p.years)).toBeLessThan(1e-7)
          if (k > 0) expect(p.start).toBe(periods[k - 1]!.end)
          expect(p.antardashas).toHaveLength(12)
          expect(new Set(p.antardashas.map((a) => a.sign)).size).toBe(12)
          expect(p.antardashas[0]!.start).toBe(p.start)
          expect(p.antardashas[11]!.end).toBe(p.end)
          expect(p.antardashas[11]!.sign).toBe(p.sign)
          p.antardashas.forEach((a, j) => {
            if (j > 0) expect(a.start).toBe(p.antardashas[j - 1]!.end)
            expect(Math.abs(ms(a.end) - ms(a.start) - (p.years * YEAR_MS) / 12)).toBeLessThanOrEqual(1000)
          })
        })
      }),
      { numRuns: 60 },
    )
  })
})
