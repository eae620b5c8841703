import { describe, expect, it } from 'vitest'
import { AYANAMSAS } from '../../../core/jyotish/ayanamsa'
import { computeChart } from '../../../core/jyotish/chart'
import { meanNode } from '../../../core/jyotish/nodes'
import { julianDayFromDate } from '../../../core/jyotish/time'
import { VARGAS } from '../../../core/jyotish/vargas'
import type { EarthOrientation, EclipticPosition, Ephemeris, EphemerisBody, GeocentricMotion } from '../../../core/shared/ports/ephemeris'

/** A fixed sky: tropical longitudes and speeds chosen to exercise dignity, combustion and retrogression. */
class FixedSkyEphemeris implements Ephemeris {
  constructor(
    private readonly sky: Record<EphemerisBody, [longitude: number, speed: number]>,
    private readonly gast = 100,
  ) {}
  position(body: EphemerisBody): EclipticPosition {
    const [longitude, longitudeSpeed] = this.sky[body]
    return { longitude, latitude: 0.5, distance: 1, longitudeSpeed, latitudeSpeed: 0 }
  }
  orientation(): EarthOrientation {
    return { deltaT: 69, meanObliquity: 23.436, trueObliquity: 23.4366, nutationLongitude: 0.004, nutationObliquity: 0.0006, greenwichSiderealTime: this.gast }
  }
  moonMotion(jdUt: number): GeocentricMotion {
    // A circular orbit inclined 5° with its node at 150° − 0.053°/day; the rates are the vectors' own
    // derivatives as the node turns about the ecliptic's pole.
    const nodeRate = (-0.053 * Math.PI) / 180
    const node = ((150 - 0.053 * (jdUt - 2460000)) * Math.PI) / 180
    const i = (5 * Math.PI) / 180
    const u = 1
    const rot = (x: number, y: number): [number, number, number] => [
      x * Math.cos(node) - y * Math.cos(i) * Math.sin(node),
      x * Math.sin(node) + y * Math.cos(i) * Math.cos(node),
      y * Math.sin(i),
    ]
    const turn = ([x, y]: readonly number[]): [number, number, number] => [-y! * nodeRate, x! * nodeRate, 0]
    const position = rot(Math.cos(u), Math.sin(u))
    const velocity = rot(-Math.sin(u), Math.cos(u))
    return { position, velocity, positionRate: turn(position), velocityRate: turn(velocity) }
  }
}

const utc = new Date('2024-03-10T06:00:00Z')
const jdUt = julianDayFromDate(utc)
const aya = AYANAMSAS.lahiri.degrees(jdUt + 69 / 86400, 0.004)
const sid = (siderealLongitude: number) => siderealLongitude + aya // tropical longitude that lands on a sidereal one

const sky: Record<EphemerisBody, [number, number]> = {
  sun: [sid(11), 1], // Aries 11°: exalted
  moon: [sid(15), 13], // Aries 15°, Bharani, 4° from the Sun: combust
  mars: [sid(280), 0.7], // Capricorn 10°: exalted
  mercury: [sid(21), -0.5], // Aries 21°, retrograde, 10° from the Sun: combust (orb 12° when retrograde)
  jupiter: [sid(95), 0.2], // Cancer 5°: exalted
  venus: [sid(178), 1.2], // Virgo 28°: debilitated
  saturn: [sid(320), 0.1], // Aquarius 20°: own (moolatrikona ends at 20°)
}

describe('computeChart', () => {
  const chart = computeChart(new FixedSkyEphemeris(sky), { utc, lat: 28.6139, lon: 77.209 })
  const planet = (id: string) => chart.planets.find((p) => p.id === id)!

  it('reports the ayanamsa and subtracts it', () => {
    expect(chart.ayanamsa.name).toBe('lahiri')
    expect(chart.ayanamsa.degrees).toBeCloseTo(aya, 12)
    expect(planet('sun').longitude).toBeCloseTo(11, 9)
    expect(planet('saturn').longitude).toBeCloseTo(320, 9)
  })

  it('places the nine grahas with sign, nakshatra, pada, lord, house, dignity, combustion and retrogression', () => {
    expect(chart.planets.map((p) => p.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'])
    expect(planet('sun')).toMatchObject({ sign: 1, signName: 'aries', nakshatra: 1, nakshatraName: 'ashwini', pada: 4, nakshatraLord: 'ketu', dignity: 'exalted', combust: false, retrograde: false })
    expect(planet('moon')).toMatchObject({ sign: 1, nakshatra: 2, nakshatraLord: 'venus', combust: true })
    expect(planet('mars')).toMatchObject({ signName: 'capricorn', dignity: 'exalted' })
    expect(planet('mercury')).toMatchObject({ retrograde: true, combust: true, speed: -0.5 })
    expect(planet('jupiter').dignity).toBe('exalted')
    expect(planet('venus').dignity).toBe('debilitated')
    expect(planet('saturn').dignity).toBe('own')
    for (const p of chart.planets) expect(p.house).toBe(((p.sign - chart.ascendant.sign + 12) % 12) + 1)
  })

  it('uses the mean node by default and the osculating node on request; Ketu opposite Rahu', () => {
    const rahu = planet('rahu')
    const expected = meanNode(jdUt + 69 / 86400, 0.004).longitude - aya
    expect(rahu.longitude).toBeCloseTo(((expected % 360) + 360) % 360, 9)
    expect(rahu.retrograde).toBe(true)
    expect((planet('ketu').longitude - rahu.longitude + 360) % 360).toBeCloseTo(180, 9)
    expect(rahu.combust).toBe(false)

    const osc = computeChart(new FixedSkyEphemeris(sky), { utc, lat: 28.6139, lon: 77.209, node: 'true' })
    const trueRahu = osc.planets.find((p) => p.id === 'rahu')!
    const expectedTrue = 150 - 0.053 * (jdUt - 2460000) - aya
    expect(trueRahu.longitude).toBeCloseTo(((expectedTrue % 360) + 360) % 360, 6)
    expect(trueRahu.speed).toBeCloseTo(-0.053, 6)
    expect(osc.node).toBe('true')
  })

  it('gives all sixteen vargas, the Bhava Chalit and the dasha', () => {
    expect(Object.keys(chart.vargas)).toEqual([...VARGAS])
    expect(chart.vargas.D1.ascendant).toBe(chart.ascendant.sign)
    expect(chart.vargas.D1.planets.sun).toBe(1)
    expect(chart.vargas.D9.planets.sun).toBe(4) // Aries 11° → Cancer navamsha
    expect(chart.bhavaChalit.madhya[0]).toBeCloseTo(chart.ascendant.longitude, 9)
    expect(chart.bhavaChalit.planets.sun).toBeGreaterThanOrEqual(1)
    expect(chart.dasha.system).toBe('vimshottari')
    expect(chart.dasha.balanceAtBirth.planet).toBe('venus') // Moon in Bharani
    expect(chart.dasha.periods[0].antardashas[0].pratyantardashas).toHaveLength(9)
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart)
  })

  it('honours the other ayanamsas', () => {
    const kp = computeChart(new FixedSkyEphemeris(sky), { utc, lat: 28.6, lon: 77.2, ayanamsa: 'kp' })
    expect(kp.ayanamsa.name).toBe('kp')
    expect(kp.ayanamsa.degrees).toBeCloseTo(aya - 0.0968, 3)
    const mean = computeChart(new FixedSkyEphemeris(sky), { utc, lat: 28.6, lon: 77.2, ayanamsa: 'lahiri-mean' })
    expect(mean.ayanamsa.degrees).toBeCloseTo(aya - 0.004, 9)
  })

  it('rejects invalid input with RangeError', () => {
    const eph = new FixedSkyEphemeris(sky)
    expect(() => computeChart(eph, { utc: new Date('x'), lat: 0, lon: 0 })).toThrow(RangeError)
    expect(() => computeChart(eph, { utc, lat: 90, lon: 0 })).toThrow(RangeError)
    expect(() => computeChart(eph, { utc, lat: 0, lon: 181 })).toThrow(RangeError)
    expect(() => computeChart(eph, { utc, lat: 0, lon: 0, ayanamsa: 'x' as 'kp' })).toThrow(RangeError)
    expect(() => computeChart(eph, { utc, lat: 0, lon: 0, node: 'x' as 'true' })).toThrow(RangeError)
  })
})
