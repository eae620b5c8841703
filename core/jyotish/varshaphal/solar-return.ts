/**
 * The Sun's sidereal return (varsha pravesha): the instant the Sun's sidereal longitude, in the chart's
 * ayanamsa, comes back to its natal value.
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import { ayanamsaById, type AyanamsaId } from '../ayanamsa'
import { angleDifference, normalizeDegrees } from '../time'

/** The mean sidereal year, days: the first guess for each return. */
export const SIDEREAL_YEAR_DAYS = 365.256363
/** Stop when the Sun is this close to its natal longitude, degrees (0.0004″, about 0.01 s of time). */
const TOLERANCE_DEGREES = 1e-7

/** The Sun's sidereal longitude at an instant, degrees: the apparent tropical place less the true (or mean) ayanamsa, as computeChart takes it. */
function siderealSun(ephemeris: Ephemeris, jdUt: number, ayanamsa: AyanamsaId): { longitude: number; speed: number } {
  const earth = ephemeris.orientation(jdUt)
  const sun = ephemeris.position('sun', jdUt)
  const value = ayanamsaById(ayanamsa).degrees(jdUt + earth.deltaT / 86400, earth.nutationLongitude)
  return { longitude: normalizeDegrees(sun.longitude - value), speed: sun.longitudeSpeed }
}

/**
 * The instant (Julian Day, UT) nearest `guessJdUt` when the Sun's sidereal longitude equals `natalLongitude`.
 * Newton's method on the longitude with the Sun's own speed (never below 0.95°/day): the Sun moves so
 * evenly that three or four steps reach the tolerance from a guess a few days off.
 */
export function solarReturnJd(ephemeris: Ephemeris, natalLongitude: number, guessJdUt: number, ayanamsa: AyanamsaId): number {
  let jd = guessJdUt
  for (let i = 0; i < 20; i++) {
    const sun = siderealSun(ephemeris, jd, ayanamsa)
    const off = angleDifference(sun.longitude, natalLongitude)
    if (Math.abs(off) < TOLERANCE_DEGREES) return jd
    jd -= off / sun.speed
  }
  throw new RangeError('solarReturnJd: the Sun’s return did not converge')
}
