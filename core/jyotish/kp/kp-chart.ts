/**
 * The KP (Krishnamurti Paddhati) reading of a birth: Placidus cusps and the nine grahas in the KP zodiac,
 * each with its sign, star, sub and sub-sub lord, the four-step significators of every house and the
 * ruling planets of the birth moment. This is the `kp` block of GET /api/kundli?with=kp.
 */
import { EPHEMERIS_BODIES, type Ephemeris } from '../../shared/ports/ephemeris'
import { bhavaOf } from '../houses'
import type { QuadrantHouseSystem } from '../houses-placidus'
import { meanNode, trueNode } from '../nodes'
import { normalizeDegrees } from '../time'
import { GRAHAS, type GrahaId } from '../zodiac'
import { kpCusps, kpFrame, kpSidereal } from './kp-frame'
import { rulingPlanets, type RulingPlanets } from './ruling-planets'
import { houseSignificators, type HouseSignificators } from './significators'
import { kpLordsOf, type KpLords } from './sub-lords'

/** One cusp: its house 1–12, sidereal (KP) longitude and lords. */
export type KpCusp = KpLords & { house: number; longitude: number }

/** One graha: sidereal (KP) longitude, lords, and the Placidus house it stands in. */
export type KpPlanet = KpLords & { id: GrahaId; longitude: number; house: number; retrograde: boolean }

/** The KP block. */
export interface KpChart {
  /** Krishnamurti's ayanamsa (the engine's `kp`), true, at the birth, degrees */
  ayanamsa: { name: 'krishnamurti'; degrees: number }
  /** `placidus`, or `porphyry` beyond the polar circles where Placidus has no cusps */
  houseSystem: QuadrantHouseSystem
  cusps: KpCusp[]
  planets: KpPlanet[]
  significators: HouseSignificators[]
  rulingPlanets: RulingPlanets
}

/**
 * The KP chart of a birth.
 * @param input `utc` the birth instant; `lat`, `lon` degrees (north, east positive, −90 < lat < 90); `node`
 * mean (default) or true for Rahu and Ketu.
 * @throws RangeError for an invalid date or place.
 */
export function kpOfChart(ephemeris: Ephemeris, input: { utc: Date; lat: number; lon: number; node?: 'mean' | 'true' }): KpChart {
  const frame = kpFrame(ephemeris, input.utc)
  const { cusps, system } = kpCusps(frame, input.lat, input.lon)
  const longitudes = {} as Record<GrahaId, number>
  const speeds = {} as Record<GrahaId, number>
  for (const body of EPHEMERIS_BODIES) {
    const p = ephemeris.position(body, frame.jdUt)
    longitudes[body] = kpSidereal(frame, p.longitude)
    speeds[body] = p.longitudeSpeed
  }
  const rahu = input.node === 'true' ? trueNode(ephemeris.moonMotion(frame.jdUt)) : meanNode(frame.jdTt, frame.earth.nutationLongitude)
  longitudes.rahu = kpSidereal(frame, rahu.longitude)
  longitudes.ketu = normalizeDegrees(longitudes.rahu + 180)
  speeds.rahu = speeds.ketu = rahu.speed
  return {
    ayanamsa: { name: 'krishnamurti', degrees: frame.ayanamsa },
    houseSystem: system,
    cusps: cusps.map((longitude, i) => ({ house: i + 1, longitude, ...kpLordsOf(longitude) })),
    planets: GRAHAS.map((id) => ({ id, longitude: longitudes[id], ...kpLordsOf(longitudes[id]), house: bhavaOf(longitudes[id], cusps), retrograde: speeds[id] < 0 })),
    significators: houseSignificators(cusps, longitudes),
    rulingPlanets: rulingPlanets(ephemeris, input),
  }
}
