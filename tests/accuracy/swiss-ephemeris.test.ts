/**
 * The engine against the Swiss Ephemeris (2.10.03, DE431-based files): sidereal Lahiri positions of
 * the seven bodies and both nodes, the ayanamsas, the ascendant, the MC and the Sripati sandhis at 300
 * instants and places drawn at random over 1900–2100 (plus 60 over 1800–1900 and 2101–2400).
 * The table is data produced by `swetest` (see tools/generate-swiss-reference.ts); nothing of the
 * Swiss Ephemeris is linked or shipped.
 *
 * Tolerance: the bar, 1 arcminute, for every body, node, ayanamsa and the ascendant over
 * 1900–2100 (the measured maxima are far smaller: see docs/jyotish.md and the printed table).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { AYANAMSAS } from '../../core/jyotish/ayanamsa'
import { computeChart } from '../../core/jyotish/chart'
import { deltaTSeconds } from '../../core/jyotish/delta-t'
import { angleDifference, dateFromJulianDay } from '../../core/jyotish/time'

type Body = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'meanNode' | 'trueNode'
interface Sample {
  jdUt: number
  lat: number
  lon: number
  deltaT: number
  nutationLongitude: number
  ayanamsa: { lahiri: number; kp: number; raman: number }
  sidereal: Record<Body, number>
  latitude: Record<Body, number>
  speed: Record<Body, number>
  ascendant: number
  midheaven: number
  sripatiCusps: number[]
}
interface Table {
  range1900to2100: Sample[]
  range1800to1900: Sample[]
  range2101to2400: Sample[]
}

const table = JSON.parse(readFileSync(new URL('./data/swiss-ephemeris-reference.json', import.meta.url), 'utf8')) as Table
const ephemeris = new AstronomyEngineEphemeris()
const ARCMIN = 60

type Quantity = Body | 'ayanamsa' | 'ascendant' | 'midheaven' | 'sripati' | 'kp' | 'raman'
type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'

/** Largest absolute errors per quantity: longitudes in arcseconds, latitudes in arcseconds, speeds in degrees per day. */
interface Worst {
  longitude: Record<Quantity, { arcsec: number; jdUt: number }>
  latitude: Record<Planet, number>
  speed: Record<Body, number>
}

function measure(samples: Sample[]): Worst {
  const worst: Worst = { longitude: {} as Worst['longitude'], latitude: {} as Worst['latitude'], speed: {} as Worst['speed'] }
  const record = (q: Quantity, ours: number, theirs: number, jdUt: number) => {
    const e = Math.abs(angleDifference(ours, theirs)) * 3600
    if (!worst.longitude[q] || e > worst.longitude[q].arcsec) worst.longitude[q] = { arcsec: e, jdUt }
  }
  const recordRate = (q: Body, ours: number, theirs: number) => {
    worst.speed[q] = Math.max(worst.speed[q] ?? 0, Math.abs(ours - theirs))
  }
  for (const s of samples) {
    // dateFromJulianDay rounds to the millisecond: at most 0.0003″ of lunar motion.
    const utc = dateFromJulianDay(s.jdUt)
    const mean = computeChart(ephemeris, { utc, lat: s.lat, lon: s.lon })
    const osc = computeChart(ephemeris, { utc, lat: s.lat, lon: s.lon, node: 'true' })
    for (const p of mean.planets) {
      if (p.id === 'rahu') {
        record('meanNode', p.longitude, s.sidereal.meanNode, s.jdUt)
        recordRate('meanNode', p.speed, s.speed.meanNode)
      } else if (p.id !== 'ketu') {
        record(p.id, p.longitude, s.sidereal[p.id], s.jdUt)
        recordRate(p.id, p.speed, s.speed[p.id])
        worst.latitude[p.id] = Math.max(worst.latitude[p.id] ?? 0, Math.abs(p.latitude - s.latitude[p.id]) * 3600)
      }
    }
    const trueRahu = osc.planets.find((p) => p.id === 'rahu')!
    record('trueNode', trueRahu.longitude, s.sidereal.trueNode, s.jdUt)
    recordRate('trueNode', trueRahu.speed, s.speed.trueNode)
    record('ayanamsa', mean.ayanamsa.degrees, s.ayanamsa.lahiri, s.jdUt)
    record('ascendant', mean.ascendant.longitude, s.ascendant, s.jdUt)
    record('midheaven', mean.bhavaChalit.midheaven, s.midheaven, s.jdUt)
    mean.bhavaChalit.sandhi.forEach((c, i) => record('sripati', c, s.sripatiCusps[i], s.jdUt))
    const o = ephemeris.orientation(s.jdUt)
    const jdTt = s.jdUt + o.deltaT / 86400
    record('kp', AYANAMSAS.kp.degrees(jdTt, o.nutationLongitude), s.ayanamsa.kp, s.jdUt)
    record('raman', AYANAMSAS.raman.degrees(jdTt, o.nutationLongitude), s.ayanamsa.raman, s.jdUt)
  }
  return worst
}

function report(title: string, worst: Worst): void {
  const longitudes = Object.entries(worst.longitude).map(([q, w]) => `${q} ${w.arcsec.toFixed(2)}″`)
  const latitudes = Object.entries(worst.latitude).map(([q, w]) => `${q} ${w.toFixed(2)}″`)
  const speeds = Object.entries(worst.speed).map(([q, w]) => `${q} ${w.toExponential(1)}`)
  console.log(`${title}: largest differences to the Swiss Ephemeris\n  longitude: ${longitudes.join(', ')}\n  latitude: ${latitudes.join(', ')}\n  speed (°/day): ${speeds.join(', ')}`)
}

describe('accuracy against the Swiss Ephemeris, 1900–2100 (300 random instants and places)', () => {
  const all = measure(table.range1900to2100)
  const worst = all.longitude
  report('1900–2100', all)

  it.each(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const)('%s within 1′ (measured < 25″)', (body) => {
    expect(worst[body].arcsec).toBeLessThan(ARCMIN)
    expect(worst[body].arcsec).toBeLessThan(25)
  })
  it('mean node within 1″ and true node within 1′ (measured < 25″)', () => {
    expect(worst.meanNode.arcsec).toBeLessThan(1)
    expect(worst.trueNode.arcsec).toBeLessThan(25)
  })
  it('Lahiri ayanamsa within 1″ (Swiss 2.10 adds a constant 0.13″)', () => {
    expect(worst.ayanamsa.arcsec).toBeLessThan(1)
  })
  it('KP and Raman ayanamsas within 1.5″ (Swiss 2.10 subtracts a constant 0.83″)', () => {
    expect(worst.kp.arcsec).toBeLessThan(1.5)
    expect(worst.raman.arcsec).toBeLessThan(1.5)
  })
  it('latitudes within 30″, speeds within 0.001°/day (true node 0.005°/day)', () => {
    for (const v of Object.values(all.latitude)) expect(v).toBeLessThan(30)
    for (const [q, v] of Object.entries(all.speed)) expect(v).toBeLessThan(q === 'trueNode' ? 0.005 : 0.001)
  })
  it('ascendant, MC and Sripati sandhis within 1′ (measured < 10″; latitudes up to 65°)', () => {
    expect(worst.ascendant.arcsec).toBeLessThan(10)
    expect(worst.midheaven.arcsec).toBeLessThan(10)
    expect(worst.sripati.arcsec).toBeLessThan(10)
  })
})

describe('accuracy against the Swiss Ephemeris outside the bar, 1800–1900 and 2101–2400 (60 instants)', () => {
  const all = measure([...table.range1800to1900, ...table.range2101to2400])
  report('1800–1900 and 2101–2400', all)
  it('every longitude stays within 1′', () => {
    for (const w of Object.values(all.longitude)) expect(w.arcsec).toBeLessThan(ARCMIN)
  })
})

describe('ΔT model against the Swiss Ephemeris', () => {
  it('agrees within 0.25 s from 1800 to 2400', () => {
    const all = [...table.range1800to1900, ...table.range1900to2100, ...table.range2101to2400]
    const worst = Math.max(...all.map((s) => Math.abs(deltaTSeconds(s.jdUt) - s.deltaT)))
    console.log(`ΔT: largest difference to the Swiss Ephemeris ${worst.toFixed(3)} s`)
    expect(worst).toBeLessThan(0.25)
  })
})
