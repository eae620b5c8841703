import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { computeChart } from '../../../core/jyotish/chart'
import { bhavaOf } from '../../../core/jyotish/houses'
import { kpOfChart } from '../../../core/jyotish/kp/kp-chart'
import { rulingPlanets } from '../../../core/jyotish/kp/ruling-planets'
import { kpLordsOf } from '../../../core/jyotish/kp/sub-lords'
import { normalizeDegrees } from '../../../core/jyotish/time'
import { GRAHAS, signLord, signOf } from '../../../core/jyotish/zodiac'

const ephemeris = new AstronomyEngineEphemeris()

/** A birth between 1800 and 2399 (the engine's range) at a latitude within ±60°. */
const birth = fc.record({
  utc: fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true }),
  lat: fc.double({ min: -60, max: 60, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
})

describe('the KP chart of any birth, 1800–2399, latitudes ±60°', () => {
  it('reads the chart in the KP ayanamsa, with Placidus cusps from the ascendant and the MC, and the lords of every point', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const kp = kpOfChart(ephemeris, b)
        // The same instant computed by the chart with the engine's `kp` ayanamsa.
        const chart = computeChart(ephemeris, { ...b, ayanamsa: 'kp' })
        expect(kp.ayanamsa).toEqual({ name: 'krishnamurti', degrees: chart.ayanamsa.degrees })
        expect(kp.houseSystem).toBe('placidus')
        const cusps = kp.cusps.map((c) => c.longitude)
        expect(kp.cusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        expect(Math.abs(normalizeDegrees(cusps[0]! - chart.ascendant.longitude + 180) - 180)).toBeLessThan(1e-9)
        expect(Math.abs(normalizeDegrees(cusps[9]! - chart.bhavaChalit.midheaven + 180) - 180)).toBeLessThan(1e-9)
        const arcs = cusps.map((c, i) => normalizeDegrees(cusps[(i + 1) % 12]! - c))
        arcs.forEach((arc, i) => {
          expect(arc).toBeGreaterThan(0)
          expect(arc).toBeCloseTo(arcs[(i + 6) % 12]!, 9)
        })
        for (const c of kp.cusps) expect(c).toMatchObject(kpLordsOf(c.longitude))
        expect(kp.planets.map((p) => p.id)).toEqual([...GRAHAS])
        kp.planets.forEach((p, i) => {
          const same = chart.planets[i]!
          expect(p.longitude).toBeCloseTo(same.longitude, 9)
          expect(p).toMatchObject({ ...kpLordsOf(p.longitude), starLord: same.nakshatraLord, retrograde: same.retrograde, house: bhavaOf(p.longitude, cusps) })
        })
        // Each graha is among the occupants of its house; each house's first lord rules the sign on its cusp.
        for (const s of kp.significators) {
          expect(s.lords[0]).toBe(signLord(signOf(cusps[s.house - 1]!)))
          for (const p of kp.planets) if (p.house === s.house) expect(s.occupants).toContain(p.id)
        }
        const rp = kp.rulingPlanets
        expect(rp.lagna).toEqual({ longitude: cusps[0], ...kpLordsOf(cusps[0]!) })
        expect(rp.moon.longitude).toBeCloseTo(kp.planets[1]!.longitude, 9)
        const lagnaLords = [...new Set([rp.lagna.starLord, rp.lagna.signLord])]
        expect(rp.planets.slice(0, lagnaLords.length)).toEqual(lagnaLords)
        expect(rp.planets).toContain(rp.dayLord)
        expect(new Set(rp.planets).size).toBe(rp.planets.length)
      }),
      { numRuns: 120 },
    )
  })

  it('falls back to Porphyry above the polar circle and says so', () => {
    const kp = kpOfChart(ephemeris, { utc: new Date('2000-06-21T12:00:00Z'), lat: 69.65, lon: 18.96 }) // Tromsø
    expect(kp.houseSystem).toBe('porphyry')
    expect(kp.cusps).toHaveLength(12)
  })

  it('takes the true node when asked, and refuses a bad place or date', () => {
    const b = { utc: new Date('1990-05-15T05:00:00Z'), lat: 13.0827, lon: 80.2707 }
    const rahu = (node: 'mean' | 'true') => kpOfChart(ephemeris, { ...b, node }).planets[7]!.longitude
    expect(Math.abs(rahu('mean') - rahu('true'))).toBeGreaterThan(0.001)
    expect(rahu('true')).toBeCloseTo(computeChart(ephemeris, { ...b, ayanamsa: 'kp', node: 'true' }).planets[7]!.longitude, 9)
    expect(() => kpOfChart(ephemeris, { ...b, lat: 90 })).toThrow(RangeError)
    expect(() => kpOfChart(ephemeris, { ...b, lon: 181 })).toThrow(RangeError)
    expect(() => kpOfChart(ephemeris, { ...b, utc: new Date(Number.NaN) })).toThrow(RangeError)
  })
})

describe('a published KP chart', () => {
  // "Some Nuts and Bolts" (a KP article on reading natal charts, scribd.com/doc/37657154): the natal chart of the
  // actor Mohanlal, born 21 May 1960, 16:22 IST, Pathanamthitta (Kerala; the town's 9°15.9′ N 76°47.2′ E taken
  // here), Libra lagna. Its table gives the sign, star, sub and sub-sub lords of the twelve cusps and the sign,
  // star and sub lords of the nine grahas. All agree but the 11th cusp's sub-sub lord, printed Jupiter where we
  // find Saturn: our cusp stands 30″ past the Jupiter/Saturn sub-sub boundary (Leo 4°08′20″), two seconds of
  // birth time or a few arcseconds of ayanamsa.
  const kp = kpOfChart(ephemeris, { utc: new Date('1960-05-21T10:52:00Z'), lat: 9.2648, lon: 76.787 })
  const abbreviated = (lords: string[]) => lords.map((g) => g.slice(0, 3))

  it('has the cusps’ lords as printed', () => {
    expect(abbreviated(kp.cusps.map((c) => c.signLord))).toEqual('ven mar jup sat sat jup mar ven mer moo sun mer'.split(' '))
    expect(abbreviated(kp.cusps.map((c) => c.starLord))).toEqual('mar sat ket sun mar sat ket sun mar sat ket sun'.split(' '))
    expect(abbreviated(kp.cusps.map((c) => c.subLord))).toEqual('moo mer moo sat ven mer rah mer ven sat moo mer'.split(' '))
    const subSubs = abbreviated(kp.cusps.map((c) => c.subSubLord))
    expect(subSubs.filter((_, i) => i !== 10)).toEqual('rah mer ket mer sat mer jup ven mer sat ven'.split(' '))
    expect(kp.cusps[10]!.longitude - 124 - 8 / 60 - 20 / 3600).toBeGreaterThan(0)
    expect((kp.cusps[10]!.longitude - 124 - 8 / 60 - 20 / 3600) * 3600).toBeLessThan(40)
  })

  it('has the grahas’ lords as printed', () => {
    expect(abbreviated(kp.planets.map((p) => p.signLord))).toEqual('ven jup jup ven jup mar jup sun sat'.split(' '))
    expect(abbreviated(kp.planets.map((p) => p.starLord))).toEqual('sun mer sat moo ket sun ven sun jup'.split(' '))
    expect(abbreviated(kp.planets.map((p) => p.subLord))).toEqual('ket ven rah mar jup moo mer moo ven'.split(' '))
  })
})

describe('the ruling planets', () => {
  // Chennai, Sunday 22 November 2026: the Sun rises about 06:12 IST (00:42 UT).
  const chennai = { lat: 13.0827, lon: 80.2707 }
  // New York, Sunday 22 November 2026: the Sun rises about 06:53 EST (11:53 UT).
  const newYork = { lat: 40.7128, lon: -74.006 }

  it('take the day lord from sunrise to sunrise: before dawn Saturday’s Saturn still rules, after it the Sun', () => {
    expect(rulingPlanets(ephemeris, { ...chennai, utc: new Date('2026-11-21T19:00:00Z') }).dayLord).toBe('saturn') // 00:30 IST
    expect(rulingPlanets(ephemeris, { ...chennai, utc: new Date('2026-11-22T00:10:00Z') }).dayLord).toBe('saturn') // 05:40 IST
    expect(rulingPlanets(ephemeris, { ...chennai, utc: new Date('2026-11-22T01:15:00Z') }).dayLord).toBe('sun') // 06:45 IST
    expect(rulingPlanets(ephemeris, { ...chennai, utc: new Date('2026-11-22T18:00:00Z') }).dayLord).toBe('sun') // 23:30 IST
    expect(rulingPlanets(ephemeris, { ...newYork, utc: new Date('2026-11-22T11:20:00Z') }).dayLord).toBe('saturn') // 06:20 EST
    expect(rulingPlanets(ephemeris, { ...newYork, utc: new Date('2026-11-22T12:25:00Z') }).dayLord).toBe('sun') // 07:25 EST
  })

  it('list the lagna’s star and sign lords, the Moon’s star and sign lords and the day lord, strongest first, and a node in a ruler’s sign', () => {
    const utc = new Date('2026-11-22T01:15:00Z')
    const rp = rulingPlanets(ephemeris, { ...chennai, utc })
    const chart = computeChart(ephemeris, { ...chennai, utc, ayanamsa: 'kp' })
    expect(rp.lagna).toEqual({ longitude: chart.ascendant.longitude, ...kpLordsOf(chart.ascendant.longitude) })
    const moon = chart.planets[1]!.longitude
    expect(rp.moon.longitude).toBeCloseTo(moon, 9)
    expect(rp.moon).toMatchObject(kpLordsOf(moon))
    const five = [...new Set([rp.lagna.starLord, rp.lagna.signLord, rp.moon.starLord, rp.moon.signLord, 'sun'])]
    const nodes = (['rahu', 'ketu'] as const).filter((n) => !five.includes(n) && five.includes(signLord(chart.planets.find((p) => p.id === n)!.sign)))
    expect(rp.planets).toEqual([...five, ...nodes])
  })

  it('refuse a bad place', () => {
    expect(() => rulingPlanets(ephemeris, { utc: new Date(), lat: -90, lon: 0 })).toThrow(RangeError)
  })
})
