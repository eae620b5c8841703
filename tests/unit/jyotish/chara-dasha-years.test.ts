import { describe, expect, it } from 'vitest'
import { charaSignYears, isSavya, type CharaChart } from '../../../core/jyotish/chara-dasha-years'
import { SIGN_NAMES, type SignName } from '../../../core/jyotish/zodiac'
import { chartOf } from './chara-chart'

const years = (sign: SignName, chart: CharaChart) => charaSignYears(SIGN_NAMES.indexOf(sign), chart)

describe('the savya and apasavya groups (K. N. Rao)', () => {
  it('are Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius forward, the other six backward', () => {
    expect(SIGN_NAMES.filter((_, i) => isSavya(i))).toEqual(['aries', 'taurus', 'gemini', 'libra', 'scorpio', 'sagittarius'])
  })
})

describe('the years of a sign', () => {
  it('are 12 when the lord is in the sign itself', () => {
    const chart = chartOf('aries', {})
    for (const s of ['aries', 'gemini', 'cancer', 'leo', 'libra', 'sagittarius', 'capricorn'] as const) expect(years(s, chart).years).toBe(12)
  })
  it('count forward from a savya sign to its lord, less one', () => {
    // Aries, Mars in Leo: Aries 1 … Leo 5, less one = 4. Taurus, Venus in Scorpio: 7 − 1 = 6.
    expect(years('aries', chartOf('aries', { mars: ['leo'] }))).toEqual({ lord: 'mars', years: 4 })
    expect(years('taurus', chartOf('aries', { venus: ['scorpio'] }))).toEqual({ lord: 'venus', years: 6 })
    // Gemini, Mercury in Taurus (the sign behind): forward all the way round, 12 − 1 = 11.
    expect(years('gemini', chartOf('aries', { mercury: ['taurus'] })).years).toBe(11)
  })
  it('count backward from an apasavya sign to its lord, less one', () => {
    // Cancer, Moon in Taurus: Cancer 1, Gemini 2, Taurus 3 → 2 (forward it would have been 10).
    expect(years('cancer', chartOf('aries', { moon: ['taurus'] })).years).toBe(2)
    // Pisces, Jupiter in Libra: Pisces, Aquarius, Capricorn, Sagittarius, Scorpio, Libra → 5.
    expect(years('pisces', chartOf('aries', { jupiter: ['libra'] })).years).toBe(5)
    // Capricorn, Saturn in Aquarius (the next sign): backward all the way round, 11.
    expect(years('capricorn', chartOf('aries', { saturn: ['aquarius'] })).years).toBe(11)
  })
  it('take no year for an exalted lord nor away for a debilitated one (Rao rejects that correction)', () => {
    // Gemini with Mercury exalted in Virgo: 4 − 1 = 3; Taurus with Venus debilitated in Virgo: 5 − 1 = 4.
    const chart = chartOf('gemini', { mercury: ['virgo'], venus: ['virgo'] })
    expect([years('gemini', chart).years, years('taurus', chart).years]).toEqual([3, 4])
  })
})

describe('Scorpio and Aquarius, the signs with two lords', () => {
  it('count to the lord outside the sign when the other is in it', () => {
    // Mars in Scorpio, Ketu in Aries: Scorpio forward to Aries, 6 − 1 = 5.
    expect(years('scorpio', chartOf('aries', { mars: ['scorpio'], ketu: ['aries'], rahu: ['libra'] }))).toEqual({ lord: 'ketu', years: 5 })
    // Ketu in Scorpio, Mars in Leo: Scorpio forward to Leo, 10 − 1 = 9.
    expect(years('scorpio', chartOf('aries', { mars: ['leo'] }))).toEqual({ lord: 'mars', years: 9 })
    // Rahu in Aquarius, Saturn in Sagittarius: Aquarius backward to Sagittarius, 3 − 1 = 2.
    expect(years('aquarius', chartOf('aries', { rahu: ['aquarius'], ketu: ['leo'], saturn: ['sagittarius'] }))).toEqual({ lord: 'saturn', years: 2 })
  })
  it('give 12 years when both lords are in the sign', () => {
    expect(years('scorpio', chartOf('aries', { mars: ['scorpio'], ketu: ['scorpio'] })).years).toBe(12)
    expect(years('aquarius', chartOf('aries', { saturn: ['aquarius'], rahu: ['aquarius'], ketu: ['leo'] })).years).toBe(12)
  })
  it('take the lord with more planets beside it when both are elsewhere, whatever the degrees', () => {
    // Mars alone in Aquarius at 29°; Ketu in Pisces at 1° with the Sun and Venus: Ketu, Scorpio forward to Pisces = 4.
    const scorpio = chartOf('aries', { mars: ['aquarius', 29], ketu: ['pisces', 1], rahu: ['virgo'], sun: ['pisces'], venus: ['pisces'] })
    expect(years('scorpio', scorpio)).toEqual({ lord: 'ketu', years: 4 })
    // Saturn at 2° in Aries with Mars and the Moon; Rahu alone at 29° in Virgo: Saturn, Aquarius backward to Aries = 10.
    const aquarius = chartOf('aries', { saturn: ['aries', 2], moon: ['aries'], rahu: ['virgo', 29], ketu: ['pisces', 29] })
    expect(years('aquarius', aquarius)).toEqual({ lord: 'saturn', years: 10 })
  })
  it('take the lord further advanced in its sign when both have as many companions, or none', () => {
    // Both alone: Mars in Aquarius at 9°, Ketu in Pisces at 29° → Ketu (4 years); the degrees swapped → Mars (3).
    const alone = (mars: number, ketu: number) => chartOf('aries', { mars: ['aquarius', mars], ketu: ['pisces', ketu], rahu: ['virgo', ketu] })
    expect(years('scorpio', alone(9, 29))).toEqual({ lord: 'ketu', years: 4 })
    expect(years('scorpio', alone(29, 9))).toEqual({ lord: 'mars', years: 3 })
    // One companion each: Saturn with Mars in Aries, Rahu with Mercury in Gemini → the higher degree:
    // Saturn (Aquarius backward to Aries, 10 years) or Rahu (backward to Gemini, 8).
    const company = (saturn: number, rahu: number) => chartOf('aries', { saturn: ['aries', saturn], rahu: ['gemini', rahu], ketu: ['sagittarius', rahu] })
    expect(years('aquarius', company(20, 10))).toEqual({ lord: 'saturn', years: 10 })
    expect(years('aquarius', company(10, 20))).toEqual({ lord: 'rahu', years: 8 })
  })
})
