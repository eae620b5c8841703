import { describe, expect, it } from 'vitest'
import { JsonPhrasebook } from '../../../adapters/content/json-phrasebook'
import { AstronomyEngineEclipses } from '../../../adapters/ephemeris/astronomy-engine-eclipses'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { gochara } from '../../../core/horoscope/gochara'
import { periodDates } from '../../../core/horoscope/periods'
import { addDays } from '../../../core/jyotish/panchang/clock'
import { SIGN_NAMES } from '../../../core/jyotish/zodiac'
import { GetHoroscope } from '../../../core/horoscope/get-horoscope'
import { horoscopeQuerySchema } from '../../../core/horoscope/request'
import { validate } from '../../../core/shared/validate'

const generator = new GetHoroscope(new AstronomyEngineEphemeris(), new AstronomyEngineEclipses(), new JsonPhrasebook(), { now: () => new Date('2026-11-24T06:00:00Z') })
/** GetHoroscope as its endpoint calls it: the query parsed by its schema first. */
const horoscopes = { execute: (query: Record<string, unknown>) => generator.execute(validate(horoscopeQuerySchema, query)) }
const sentences = (text: string) => new Set(text.split(/(?<=[.;!?।])\s+/).map((s) => s.trim()).filter(Boolean))

describe('gochara (Phaladeepika ch. 26)', () => {
  it('Jupiter in the 5th from the Moon is good, obstructed by a graha in the 4th', () => {
    expect(gochara('jupiter', 5, { jupiter: 5 })).toEqual({ result: 'good', obstructedBy: [] })
    expect(gochara('jupiter', 5, { jupiter: 5, mars: 4 })).toEqual({ result: 'obstructed', obstructedBy: ['mars'] })
    expect(gochara('jupiter', 8, { jupiter: 8 }).result).toBe('adverse')
  })

  it('the Sun and Saturn never obstruct each other', () => {
    expect(gochara('saturn', 3, { saturn: 3, sun: 12 }).result).toBe('good')
    expect(gochara('saturn', 3, { saturn: 3, mars: 12 }).result).toBe('obstructed')
  })
})

describe('periods', () => {
  it('a week runs Monday to Sunday, a month and a year by the calendar', () => {
    expect(periodDates('week', '2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' }) // a Tuesday
    expect(periodDates('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }) // the Sunday
    expect(periodDates('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(periodDates('year', '2026-07-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })
})

describe('horoscope composition', () => {
  it('the same inputs give the same text', async () => {
    const a = await horoscopes.execute({ period: 'daily', sign: 'leo', date: '2026-11-24', lang: 'ta' })
    const b = await horoscopes.execute({ period: 'daily', sign: 'leo', date: '2026-11-24', lang: 'ta' })
    expect(b).toEqual(a)
    expect(a.prediction).toMatch(/[\u0B80-\u0BFF]/)
  })

  it('counts transits from the Moon sign: the same sky gives different houses to different signs', async () => {
    const aries = await horoscopes.execute({ period: 'monthly', sign: 'aries', date: '2026-11-10' })
    const libra = await horoscopes.execute({ period: 'monthly', sign: 'libra', date: '2026-11-10' })
    for (const t of aries.facts.transits) {
      const other = libra.facts.transits.find((x) => x.graha === t.graha)!
      expect(other.sign).toBe(t.sign)
      expect(((other.house - t.house + 12) % 12)).toBe(6) // Libra is the 7th from Aries
    }
    // Jupiter entered Leo on 2026-10-31 (Lahiri): in November it is in sign 5.
    expect(aries.facts.transits.find((t) => t.graha === 'jupiter')!.sign).toBe(5)
  })

  it('a day’s reading differs from the day before for every sign (at most a third of its sentences repeat)', async () => {
    for (const sign of SIGN_NAMES) {
      let previous: Set<string> | null = null
      for (let i = 0; i < 10; i++) {
        const today = await horoscopes.execute({ period: 'daily', sign, date: addDays('2026-11-01', i) })
        const current = sentences(today.prediction)
        if (previous) {
          const shared = [...current].filter((s) => previous!.has(s)).length
          expect(shared / current.size, `${sign} on day ${i}`).toBeLessThanOrEqual(1 / 3)
        }
        previous = current
      }
    }
  })

  it('every Moon house and every transit result is reachable over a year of readings', async () => {
    const moonHouses = new Set<number>()
    const results = new Set<string>()
    for (let i = 0; i < 360; i += 3) {
      const a = await horoscopes.execute({ period: 'daily', sign: 'virgo', date: addDays('2026-01-01', i) })
      moonHouses.add(a.facts.moonHouses[0]!)
      for (const t of a.facts.transits) results.add(`${t.graha}.${t.result}`)
    }
    expect(moonHouses.size).toBe(12)
    for (const g of ['sun', 'mars', 'mercury', 'venus']) for (const r of ['good', 'adverse']) expect(results, `${g}.${r}`).toContain(`${g}.${r}`)
  })

  it('a week names the sign changes and retrogrades of that week', async () => {
    const week = await horoscopes.execute({ period: 'weekly', sign: 'cancer', date: '2026-11-12' }) // Mars enters Leo on 12 Nov
    expect(week.facts.ingresses.map((i) => `${i.graha}:${i.date}`)).toContain('mars:2026-11-12')
    expect(week.prediction).toContain('12 November')
    expect(week.facts.retrogrades.map((r) => r.graha)).toEqual(expect.arrayContaining(['mercury', 'saturn']))
  })
})
