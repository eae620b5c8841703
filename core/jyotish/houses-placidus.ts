/**
 * Placidus house cusps (the semi-arc system KP uses), from the RAMC, the obliquity and the latitude.
 *
 * A Placidus cusp is the ecliptic point that has covered a fixed fraction of its own semi-arc: the 11th and
 * 12th cusps stand one and two thirds of their diurnal semi-arc east of the upper meridian, the 3rd and 2nd
 * one and two thirds of their nocturnal semi-arc east of the lower meridian. In right ascension:
 *   11th: α = RAMC + DSA/3        12th: α = RAMC + 2·DSA/3
 *    2nd: α = RAMC + 180° − 2·NSA/3   3rd: α = RAMC + 180° − NSA/3
 * with DSA = 90° + asin(tan φ tan δ) and NSA = 180° − DSA, δ the declination of the point itself. The
 * point's declination depends on the answer, so each cusp is a root, found here by bisection on the right
 * ascension between the MC (RAMC) and the IC (RAMC + 180°), where the equation changes sign, down to 1e-9°
 * (far below the 0.001″ asked of the cusps). Cusps 4–9 are opposite 10–3.
 *
 * Beyond the polar circles (|φ| >= 90° − ε) some ecliptic points never rise or set and their semi-arcs do
 * not exist: there the cusps fall back to Porphyry (each quadrant between the angles trisected in longitude)
 * and the answer says so. Angles are degrees, in the zodiac the RAMC and obliquity give (tropical, of date).
 */
import { ascendantLongitude, midheavenLongitude, sripatiBhavas } from './houses'
import { DEG, normalizeDegrees } from './time'

/** Which rule gave the cusps: Placidus, or Porphyry where Placidus does not exist. */
export type QuadrantHouseSystem = 'placidus' | 'porphyry'

/** Twelve house cusps, index 0 = the 1st (the ascendant), index 9 = the 10th (the MC). */
export interface HouseCusps {
  cusps: number[]
  system: QuadrantHouseSystem
}

const TOLERANCE_DEGREES = 1e-9

/** Right ascension → ecliptic longitude of the ecliptic point with that right ascension (radians). */
function longitudeOfRightAscension(alpha: number, eps: number): number {
  return Math.atan2(Math.sin(alpha), Math.cos(alpha) * Math.cos(eps))
}

/**
 * The RA offset from the RAMC (degrees, 0–180) of a Placidus cusp: `f` is the fraction of the diurnal
 * semi-arc past the MC (11th 1/3, 12th 2/3), or, for `below`, of the nocturnal semi-arc before the IC
 * (2nd 2/3, 3rd 1/3).
 */
function cuspOffset(ramc: number, eps: number, phi: number, f: number, below: boolean): number {
  const tanPhi = Math.tan(phi)
  // g(x) < 0 at x = 0 (the MC) and > 0 at x = 180 (the IC) whatever the declinations.
  const g = (x: number) => {
    const lambda = longitudeOfRightAscension((ramc + x) * DEG, eps)
    const delta = Math.asin(Math.sin(eps) * Math.sin(lambda))
    const dsa = 90 + Math.asin(Math.max(-1, Math.min(1, tanPhi * Math.tan(delta)))) / DEG
    return below ? x - (180 - f * (180 - dsa)) : x - f * dsa
  }
  let lo = 0
  let hi = 180
  while (hi - lo > TOLERANCE_DEGREES) {
    const mid = (lo + hi) / 2
    if (g(mid) < 0) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

/**
 * Placidus cusps of houses 1–12 (Porphyry beyond the polar circles, see the module comment).
 * @param ramc right ascension of the meridian (local apparent sidereal time), degrees.
 * @param obliquity true obliquity of the ecliptic, degrees.
 * @param latitude geographic latitude, degrees, −90 < φ < 90.
 * @returns longitudes 0 <= x < 360, in the zodiac of the inputs (tropical of date), and the system used.
 */
export function placidusCusps(ramc: number, obliquity: number, latitude: number): HouseCusps {
  if (!(Math.abs(latitude) < 90)) throw new RangeError('placidusCusps: latitude must be strictly between −90 and 90')
  const asc = ascendantLongitude(ramc, obliquity, latitude)
  const mc = midheavenLongitude(ramc, obliquity)
  if (Math.abs(latitude) >= 90 - obliquity) return { cusps: sripatiBhavas(asc, mc).madhya, system: 'porphyry' }
  const eps = obliquity * DEG
  const phi = latitude * DEG
  const at = (f: number, below: boolean) => normalizeDegrees(longitudeOfRightAscension((ramc + cuspOffset(ramc, eps, phi, f, below)) * DEG, eps) / DEG)
  const cusps = new Array<number>(12)
  cusps[0] = asc
  cusps[1] = at(2 / 3, true)
  cusps[2] = at(1 / 3, true)
  cusps[9] = mc
  cusps[10] = at(1 / 3, false)
  cusps[11] = at(2 / 3, false)
  for (const i of [0, 1, 2, 9, 10, 11]) cusps[(i + 6) % 12] = normalizeDegrees(cusps[i]! + 180)
  return { cusps, system: 'placidus' }
}
