import { describe, expect, it } from 'vitest'
import { deltaTSeconds, terrestrialTime } from '../../../core/jyotish/delta-t'
import { angleDifference, dateFromJulianDay, isoUtcSeconds, julianDayFromDate, normalizeDegrees } from '../../../core/jyotish/time'

const jdOfYear = (y: number) => 2451544.5 + (y - 2000) * 365.25

describe('ΔT model', () => {
  it('follows the observed values', () => {
    expect(deltaTSeconds(jdOfYear(2000))).toBeCloseTo(63.83, 2)
    expect(deltaTSeconds(jdOfYear(1972))).toBeCloseTo(42.23, 2)
    expect(deltaTSeconds(jdOfYear(2020))).toBeCloseTo(69.36, 2)
  })

  it('uses the Stephenson et al. (2016) spline before 1955', () => {
    expect(deltaTSeconds(2415020.5)).toBeCloseTo(-1.977, 3) // 1900-01-01
    expect(deltaTSeconds(2420498.5)).toBeCloseTo(17.479, 3) // 1915-01-01
  })

  it('is continuous where the pieces meet (1955 and the end of the table, 2028)', () => {
    for (const jd of [2435108.5, 2435108.5 - 1000, jdOfYear(2028)]) {
      expect(Math.abs(deltaTSeconds(jd - 1e-6) - deltaTSeconds(jd + 1e-6))).toBeLessThan(0.01)
    }
  })

  it('extrapolates like the Swiss Ephemeris after 2028', () => {
    expect(deltaTSeconds(jdOfYear(2050))).toBeCloseTo(74.66, 1)
    expect(deltaTSeconds(jdOfYear(2100))).toBeCloseTo(93.2, 1)
    expect(deltaTSeconds(jdOfYear(2200))).toBeCloseTo(163.0, 1) // blend over: the pure cubic
  })

  it('converts UT to TT', () => {
    expect((terrestrialTime(2451544.5) - 2451544.5) * 86400).toBeCloseTo(63.83, 2)
    expect(() => deltaTSeconds(Number.NaN)).toThrow(RangeError)
  })
})

describe('time and angle helpers', () => {
  it('converts between Date and Julian Day', () => {
    expect(julianDayFromDate(new Date('2000-01-01T12:00:00Z'))).toBe(2451545)
    expect(dateFromJulianDay(2440587.5).toISOString()).toBe('1970-01-01T00:00:00.000Z')
    expect(() => julianDayFromDate(new Date('nope'))).toThrow(RangeError)
  })

  it('formats ISO UT to the second like toISOString', () => {
    for (let i = 0; i < 2000; i++) {
      const ms = -5.4e12 + i * 7.3e9 + i * 123457
      const rounded = Math.round(ms / 1000) * 1000
      expect(isoUtcSeconds(ms)).toBe(new Date(rounded).toISOString().replace('.000Z', 'Z'))
    }
    // The ends of the range, and instants just outside it.
    expect(isoUtcSeconds(new Date('0000-01-01T00:00:00Z').getTime())).toBe('0000-01-01T00:00:00Z')
    expect(isoUtcSeconds(new Date('9999-12-31T23:59:59Z').getTime())).toBe('9999-12-31T23:59:59Z')
    expect(isoUtcSeconds(new Date('2024-02-29T23:59:59.600Z').getTime())).toBe('2024-03-01T00:00:00Z')
    expect(() => isoUtcSeconds(new Date('0000-01-01T00:00:00Z').getTime() - 1000)).toThrow(RangeError)
    expect(() => isoUtcSeconds(new Date('9999-12-31T23:59:59Z').getTime() + 1000)).toThrow(RangeError)
    expect(() => isoUtcSeconds(Number.NaN)).toThrow(RangeError)
  })

  it('normalises angles', () => {
    expect(normalizeDegrees(-10)).toBe(350)
    expect(normalizeDegrees(720)).toBe(0)
    expect(angleDifference(1, 359)).toBeCloseTo(2, 12)
    expect(angleDifference(359, 1)).toBeCloseTo(-2, 12)
  })
})
