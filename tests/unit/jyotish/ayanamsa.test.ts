import { describe, expect, it } from 'vitest'
import { AYANAMSA_IDS, AYANAMSAS, ayanamsaById, generalPrecessionArcsec, type AyanamsaId } from '../../../core/jyotish/ayanamsa'

describe('ayanamsa strategies', () => {
  it('Lahiri is 23.245524743° (mean) at JD 2435553.5 TT; the true value adds Δψ', () => {
    expect(AYANAMSAS['lahiri-mean'].degrees(2435553.5, 0.1)).toBeCloseTo(23.245524743, 9)
    expect(AYANAMSAS.lahiri.degrees(2435553.5, 0.004658035)).toBeCloseTo(23.250182778, 9)
  })

  it('KP and Raman are defined at J1900', () => {
    expect(AYANAMSAS.kp.degrees(2415020.0, 0)).toBeCloseTo(22.363889, 6)
    expect(AYANAMSAS.raman.degrees(2415020.0, 0)).toBeCloseTo(21.01444, 5)
  })

  it('moves with the IAU 2006 general precession (about 50.29″ a year today)', () => {
    expect(generalPrecessionArcsec(0.01)).toBeCloseTo(50.2881, 3)
    const a = AYANAMSAS['lahiri-mean'].degrees(2451545.0, 0)
    const b = AYANAMSAS['lahiri-mean'].degrees(2451545.0 + 365.25, 0)
    expect((b - a) * 3600).toBeCloseTo(50.29, 1)
  })

  it('is looked up by id and rejects unknown ids', () => {
    expect(AYANAMSA_IDS[0]).toBe('lahiri')
    for (const id of AYANAMSA_IDS) expect(ayanamsaById(id).id).toBe(id)
    expect(() => ayanamsaById('fagan' as AyanamsaId)).toThrow(RangeError)
    expect(() => AYANAMSAS.lahiri.degrees(Number.NaN, 0)).toThrow(RangeError)
  })
})
