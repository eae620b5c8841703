import { describe, expect, it } from 'vitest'
import { AYANAMSAS } from '../../../core/jyotish/ayanamsa'

/** Julian Day (UT ≈ TT here: ΔT moves an ayanamsa by under 0.01″) of a date at 0h. */
const jd = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000 + 2440587.5
const mean = (y: number, m: number, d: number) => AYANAMSAS.kp.degrees(jd(y, m, d), 0)

describe('the KP ayanamsa the KP block reads in (the engine’s `kp`)', () => {
  // Two published KP formulas, both with Newcomb's 50.2388475″ a year and a 0.000111″·T² term (T = year − 1900),
  // as reprinted in "A Review of KP Ayanamsas" (N. Lang's formula) and the KP & Astrology Yearbook 2003:
  // the original ("old") KP ayanamsa of KP Reader I, 22°22′00″ on 1 January 1900, and the New KP Ayanamsa
  // (K. Balachandran), 22°22′30″ on 15 April 1900.
  const precession = (year: number) => ((year - 1900) * 50.2388475 + (year - 1900) ** 2 * 0.000111) / 3600
  const years = [1900, 1925, 1950, 1975, 2000, 2025, 2050, 2075, 2100]

  it('is the original KP ayanamsa of KP Reader I within 10″ (1900–2100)', () => {
    for (const y of years) expect(Math.abs(mean(y, 1, 1) - (22 + 22 / 60 + precession(y))) * 3600).toBeLessThan(10.5)
  })

  it('is 20–26″ below the New KP Ayanamsa of 2003, and about 5.8′ below Lahiri', () => {
    for (const y of years) {
      const below = (22.375 + precession(y) - mean(y, 4, 15)) * 3600
      expect(below).toBeGreaterThan(19)
      expect(below).toBeLessThan(27)
      expect((AYANAMSAS['lahiri-mean'].degrees(jd(y, 4, 15), 0) - mean(y, 4, 15)) * 60).toBeCloseTo(5.8, 1)
    }
  })
})
