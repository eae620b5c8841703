import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { ASHTAKA_GRAHAS, ashtakavargaBlock } from '../../../core/jyotish/ashtakavarga'
import { computeChart } from '../../../core/jyotish/chart'
import { chartAshtakavarga } from '../../../core/kundli/generate-kundli'

const TOTALS = { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39 }
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)
const ephemeris = new AstronomyEngineEphemeris()

/** A birth anywhere on Earth between 1800 and 2399 (the engine's range). */
const birth = fc.record({
  utc: fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true }),
  lat: fc.double({ min: -66, max: 66, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
})

describe('the ashtakavarga of any chart', () => {
  it('keeps the classical totals (48, 49, 39, 54, 56, 52, 39; 337 in all), and each point has its giver', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const chart = computeChart(ephemeris, b)
        const a = chartAshtakavarga(chart)
        for (const g of ASHTAKA_GRAHAS) {
          expect(sum(a.bav[g])).toBe(TOTALS[g])
          expect(a.contributors[g].map((c) => c.length)).toEqual(a.bav[g])
          // No sign gets a point from more than the eight givers.
          expect(Math.max(...a.bav[g])).toBeLessThanOrEqual(8)
        }
        expect(sum(a.sav)).toBe(337)
        expect(a.sav).toEqual(Array.from({ length: 12 }, (_, s) => sum(ASHTAKA_GRAHAS.map((g) => a.bav[g][s]!))))
      }),
      { numRuns: 60 },
    )
  })

  it('reduces without ever adding: trikona leaves a zero in every trine group, ekadhipatya spares Karka and Simha', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const a = chartAshtakavarga(computeChart(ephemeris, b))
        for (const g of ASHTAKA_GRAHAS) {
          const [raw, trikona, eka] = [a.bav[g], a.reduced.trikona[g], a.reduced.ekadhipatya[g]]
          trikona.forEach((p, s) => expect(p).toBeLessThanOrEqual(raw[s]!))
          eka.forEach((p, s) => expect(p).toBeLessThanOrEqual(trikona[s]!))
          for (let first = 0; first < 4; first++) expect(Math.min(trikona[first]!, trikona[first + 4]!, trikona[first + 8]!)).toBe(0)
          expect([eka[3], eka[4]]).toEqual([trikona[3], trikona[4]])
          const { rashi, graha, shodhya } = a.reduced.pindas[g]
          expect(shodhya).toBe(rashi + graha)
          expect(rashi).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 40 },
    )
  })
})

describe('a chart worked by hand', () => {
  // Every graha and the lagna in Mesha: each graha's points fall in the houses its own table names from Mesha.
  const allInMesha = ashtakavargaBlock({ sun: 1, moon: 1, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1, lagna: 1 })
  it('gives the Sun its points in the houses counted from Mesha, eight givers deep where all agree', () => {
    // Sun's table: 1 2 4 7 8 9 10 11 from the Sun, Mars and Saturn; 3 6 10 11 from the Moon; 3 5 6 9 10 11 12
    // from Mercury; 5 6 9 11 from Jupiter; 6 7 12 from Venus; 3 4 6 10 11 12 from the lagna, counted by hand.
    expect(allInMesha.bav.sun).toEqual([3, 3, 3, 4, 2, 5, 4, 3, 5, 6, 7, 3])
    expect(allInMesha.contributors.sun[10]).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'saturn', 'lagna'])
  })
  it('reduces that Sun by trines, then levels the one pair of empty signs with points in both', () => {
    // Trines: Mesha 3 Simha 2 Dhanu 5 → 1 0 3; Vrishabha 3 Kanya 5 Makara 6 → 0 2 3;
    // Mithuna 3 Tula 4 Kumbha 7 → 0 1 4; Karka 4 Vrischika 3 Meena 3 → 1 0 0.
    expect(allInMesha.reduced.trikona.sun).toEqual([1, 0, 0, 1, 0, 2, 1, 0, 3, 3, 4, 0])
    // Mesha–Vrischika, Vrishabha–Tula, Mithuna–Kanya, Dhanu–Meena each have a sign without points: they stay.
    // Makara 3 / Kumbha 4, both empty: both 3.
    expect(allInMesha.reduced.ekadhipatya.sun).toEqual([1, 0, 0, 1, 0, 2, 1, 0, 3, 3, 3, 0])
    // Rashi pinda: 1×7 + 1×4 + 2×5 + 1×7 + 3×9 + 3×5 + 3×11 = 103; graha pinda: Mesha's 1 point × (5+5+8+5+10+7+5) = 45.
    expect(allInMesha.reduced.pindas.sun).toEqual({ rashi: 103, graha: 45, shodhya: 148 })
  })
})
