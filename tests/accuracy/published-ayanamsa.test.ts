/**
 * Lahiri ayanamsa against published values.
 *
 * 1. The definition (Indian Calendar Reform Committee, 1956): 23°15′00.658″ on 1956-03-21 0h TT,
 *    a true (nutation-including) value; the engine's mean 23.245524743° plus its own nutation must give it.
 * 2. A yearly table of Lahiri's ayanamsa on 1 January (rounded to 1″), as reprinted in a sidereal
 *    astrology textbook (phantastike.com/astrology/home_planet, page 27), 1922–1933, 1956–1967,
 *    1973–1974, 1990–1999. Its year-to-year steps vary between 44″ and 56″: the values include
 *    nutation, i.e. they are true ayanamsas; the engine's true value matches them within 1.5″.
 * 3. A published test vector from an open-source engine with the Swiss Ephemeris behind it:
 *    1996-12-07 10:34 IST (05:04 UT), Chennai: 23.814256°. It is the MEAN value: the Swiss Ephemeris
 *    2.10 mean is 23.8142475° (0.03″ away) and its true value 23.8143554° (0.36″ away, Δψ = +0.39″).
 */
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { AYANAMSAS } from '../../core/jyotish/ayanamsa'
import { julianDayFromDate } from '../../core/jyotish/time'

const ephemeris = new AstronomyEngineEphemeris()
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600

function lahiriAt(jdUt: number): { mean: number; true: number } {
  const o = ephemeris.orientation(jdUt)
  const jdTt = jdUt + o.deltaT / 86400
  return { mean: AYANAMSAS['lahiri-mean'].degrees(jdTt, 0), true: AYANAMSAS.lahiri.degrees(jdTt, o.nutationLongitude) }
}

/** Lahiri ayanamsa on 1 January, degrees, minutes, seconds. */
const YEARLY: [number, number, number, number][] = [
  [1922, 22, 46, 8], [1923, 22, 46, 52], [1924, 22, 47, 37], [1925, 22, 48, 23], [1926, 22, 49, 9], [1927, 22, 49, 58],
  [1928, 22, 50, 48], [1929, 22, 51, 42], [1930, 22, 52, 35], [1931, 22, 53, 30], [1932, 22, 54, 26], [1933, 22, 55, 23],
  [1956, 23, 14, 50], [1957, 23, 15, 38], [1958, 23, 16, 24], [1959, 23, 17, 9], [1960, 23, 17, 54], [1961, 23, 18, 38],
  [1962, 23, 19, 23], [1963, 23, 20, 10], [1964, 23, 20, 58], [1965, 23, 21, 48], [1966, 23, 22, 40], [1967, 23, 23, 34],
  [1973, 23, 29, 4], [1974, 23, 29, 55],
  [1990, 23, 43, 14], [1991, 23, 44, 7], [1992, 23, 44, 59], [1993, 23, 45, 50], [1994, 23, 46, 39], [1995, 23, 47, 25],
  [1996, 23, 48, 10], [1997, 23, 48, 55], [1998, 23, 49, 40], [1999, 23, 50, 24],
]

describe('Lahiri ayanamsa against published values', () => {
  it('reproduces the 1956 definition, 23°15′00.658″ (true) on 1956-03-21 0h TT, within 0.5″', () => {
    const o = ephemeris.orientation(2435553.5)
    const trueValue = AYANAMSAS.lahiri.degrees(2435553.5, o.nutationLongitude)
    expect(Math.abs(trueValue - dms(23, 15, 0.658)) * 3600).toBeLessThan(0.5)
  })

  it('matches the yearly table (1 January, true ayanamsa, 1″ rounding) within 1.5″', () => {
    let worst = 0
    for (const [year, d, m, s] of YEARLY) {
      const { true: value } = lahiriAt(julianDayFromDate(new Date(Date.UTC(year, 0, 1))))
      worst = Math.max(worst, Math.abs(value - dms(d, m, s)) * 3600)
    }
    console.log(`Lahiri yearly table: largest difference ${worst.toFixed(2)}″ over ${YEARLY.length} years`)
    expect(worst).toBeLessThan(1.5)
  })

  it('matches the 1996-12-07 10:34 IST Chennai vector (23.814256°) as a mean value within 0.2″', () => {
    const { mean, true: trueValue } = lahiriAt(julianDayFromDate(new Date('1996-12-07T05:04:00Z')))
    expect(Math.abs(mean - 23.814256) * 3600).toBeLessThan(0.2)
    // The true value sits Δψ above it: +0.39″ that day (+0.45″ with astronomy-engine's five-term
    // nutation); the vector is nearer the mean value (the Swiss Ephemeris makes the case plainer:
    // 0.03″ from its mean, 0.36″ from its true value).
    expect((trueValue - mean) * 3600).toBeGreaterThan(0.3)
    expect(Math.abs(mean - 23.814256)).toBeLessThan(Math.abs(trueValue - 23.814256))
  })
})
