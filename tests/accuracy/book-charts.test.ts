/**
 * Vimshottari balances of two charts worked in astrology books (Lahiri ayanamsa, local times IST = UT+5:30).
 * Books print balances as years, months and days with 30-day months, rounded to the day; the Moon's
 * longitude in those books comes from printed ephemerides, so a day or two of difference is expected.
 * Tolerance: 3 days.
 */
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { computeChart } from '../../core/jyotish/chart'

const ephemeris = new AstronomyEngineEphemeris()
const bookYears = (y: number, m: number, d: number) => y + m / 12 + d / 360
const DAY_IN_YEARS = 1 / 360

describe('Vimshottari balance at birth: book cases', () => {
  it('1972-06-01 04:16 IST, 16°15′N 81°12′E: Sun dasha, balance 4y 8m 27d', () => {
    const chart = computeChart(ephemeris, { utc: new Date('1972-05-31T22:46:00Z'), lat: 16.25, lon: 81.2 })
    expect(chart.dasha.balanceAtBirth.planet).toBe('sun')
    expect(Math.abs(chart.dasha.balanceAtBirth.totalYears - bookYears(4, 8, 27))).toBeLessThan(3 * DAY_IN_YEARS)
    expect(chart.dasha.periods[0].planet).toBe('sun')
  })

  it('1954-11-12 07:52 IST, 12°30′N 78°50′E: Moon dasha, balance 4y 7m 3d', () => {
    const chart = computeChart(ephemeris, { utc: new Date('1954-11-12T02:22:00Z'), lat: 12.5, lon: 78 + 50 / 60 })
    expect(chart.dasha.balanceAtBirth).toMatchObject({ planet: 'moon', years: 4, months: 7 })
    expect(Math.abs(chart.dasha.balanceAtBirth.totalYears - bookYears(4, 7, 3))).toBeLessThan(3 * DAY_IN_YEARS)
  })
})
