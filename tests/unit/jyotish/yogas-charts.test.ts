import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { computeChart } from '../../../core/jyotish/chart'
import { chartYogas, YOGAS } from '../../../core/jyotish/yogas/all-yogas'
import { GRAHAS } from '../../../core/jyotish/zodiac'

const ephemeris = new AstronomyEngineEphemeris()
const SANKHYA = ['vallaki', 'damini', 'pasha', 'kedara', 'shoola', 'yuga', 'gola']

/** A birth anywhere on Earth between 1800 and 2399 (the engine's range). */
const birth = fc.record({
  utc: fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true }),
  lat: fc.double({ min: -66, max: 66, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
})

describe('the yogas of any chart', () => {
  it('declares at least 60 yogas, each once, kebab-case, with a name, a source and a rule', () => {
    expect(YOGAS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(YOGAS.map((y) => y.id)).size).toBe(YOGAS.length)
    for (const y of YOGAS) {
      expect(y.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(y.name && y.source && y.rule).toBeTruthy()
    }
  })

  it('evaluates every yoga in the declared order, deterministically, with a why, graha ids, and cancellations only of present yogas', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const chart = computeChart(ephemeris, b)
        const yogas = chartYogas(chart)
        expect(yogas.map((y) => y.id)).toEqual(YOGAS.map((y) => y.id))
        expect(chartYogas(chart)).toEqual(yogas)
        for (const y of yogas) {
          expect(typeof y.present).toBe('boolean')
          expect(y.why.length).toBeGreaterThan(10)
          for (const p of y.planets) expect(GRAHAS).toContain(p)
          expect(new Set(y.planets).size).toBe(y.planets.length)
          for (const c of y.cancelledBy) expect(c.length).toBeGreaterThan(10)
          if (y.cancelledBy.length) expect(y.present).toBe(true)
        }
        const on = (id: string) => yogas.find((y) => y.id === id)!.present
        // The Moon's flanks: durudhara is sunapha and anapha at once; kemadruma is neither.
        expect(on('durudhara')).toBe(on('sunapha') && on('anapha'))
        expect(on('kemadruma')).toBe(!on('sunapha') && !on('anapha'))
        expect(on('ubhayachari')).toBe(on('vesi') && on('vasi'))
        // Exactly one sankhya yoga: the seven grahas always occupy between 1 and 7 signs.
        expect(SANKHYA.filter(on)).toHaveLength(1)
        // A mahapurusha yoga is its planet's own dignity in a kendra.
        const mars = chart.planets.find((p) => p.id === 'mars')!
        expect(on('ruchaka')).toBe([1, 4, 7, 10].includes(mars.house) && ['exalted', 'own', 'moolatrikona'].includes(mars.dignity))
      }),
      { numRuns: 60 },
    )
  })
})

describe('a published chart: Mahatma Gandhi', () => {
  // Born 2 October 1869, 07:11 local mean time, Porbandar (21°38′N, 69°36′E): LMT is 4h 38m 24s ahead of UT.
  // The yogas published for it: Malavya (Venus in its own Libra in the lagna: Chakrapani Ullal, Hinduism Today,
  // February 1997), Gaja Kesari with Jupiter in the 10th from the Moon, and a Kemadruma Moon saved by planets in
  // kendras from it (lightonvedicastrology.com, "Mahatma Gandhi's Gajakesari Yoga"), the lagna hemmed between
  // Saturn and the Sun (S. Adawal, "Father of the Nation"), and a raja yoga of Venus, the lagna lord, with
  // Mercury, the lord of the 9th, in the lagna (Hinduism Today).
  const chart = computeChart(ephemeris, { utc: new Date('1869-10-02T02:32:36Z'), lat: 21.633, lon: 69.6 })
  const yogas = chartYogas(chart)
  const y = (id: string) => yogas.find((r) => r.id === id)!

  it('has Libra rising with Venus, Mars and Mercury in it, the Moon with Rahu in Cancer', () => {
    expect(chart.ascendant.signName).toBe('libra')
    expect(chart.planets.filter((p) => p.house === 1).map((p) => p.id)).toEqual(['mars', 'mercury', 'venus'])
    expect(chart.planets.filter((p) => p.house === 10).map((p) => p.id)).toEqual(['moon', 'rahu'])
  })
  it('has the yogas the books name', () => {
    expect(y('malavya')).toMatchObject({ present: true, why: 'Venus in Libra, the 1st house, a kendra, in its own sign.', cancelledBy: [] })
    expect(y('gaja-kesari')).toMatchObject({ present: true, why: 'Jupiter is in the 10th from the Moon, a kendra.' })
    expect(y('kemadruma').present).toBe(true)
    expect(y('kemadruma').cancelledBy).toEqual(['Mars, Mercury, Jupiter and Venus in a kendra from the lagna.', 'Mars, Mercury, Jupiter and Venus in a kendra from the Moon.'])
    expect(y('papa-kartari')).toMatchObject({ present: true, planets: ['saturn', 'sun'] })
    expect(y('raja-1-9')).toMatchObject({ present: true, planets: ['venus', 'mercury'] })
  })
  it('and not the ones it lacks: no other mahapurusha yoga, no budhaditya (the Sun in Virgo, Mercury in Libra)', () => {
    expect(['ruchaka', 'bhadra', 'hamsa', 'sasa', 'budhaditya'].map((id) => y(id).present)).toEqual([false, false, false, false, false])
  })
})
