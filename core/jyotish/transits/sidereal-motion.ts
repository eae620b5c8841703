/**
 * Sidereal longitude and speed of any graha at an instant, the way the kundli computes them
 * (core/jyotish/chart.ts): apparent tropical longitude from the Ephemeris port less the true
 * ayanamsa (mean + nutation in longitude), so sidereal places refer to the mean equinox. Rahu is
 * the mean node (the API's default), Ketu Rahu + 180°.
 *
 * Instants are Julian Days in UT; longitudes degrees 0 <= x < 360; speeds degrees per day.
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import { ayanamsaById, type AyanamsaId } from '../ayanamsa'
import { meanNode } from '../nodes'
import { normalizeDegrees } from '../time'
import type { GrahaId } from '../zodiac'

/** The mean rate of the ayanamsa (general precession, 50.29″ a year), degrees per day. */
const PRECESSION_RATE = 50.29 / 3600 / 365.25

/** A graha's sidereal place at an instant. */
interface SiderealMotion {
  /** sidereal longitude, degrees, 0 <= x < 360 */
  longitude: number
  /** d(longitude)/dt, degrees per day, sidereal (negative = retrograde) */
  speed: number
}

/**
 * The sidereal longitude and speed of a graha.
 * @param ephemeris the Ephemeris port. @param graha the graha. @param jdUt Julian Day (UT).
 * @param ayanamsa the ayanamsa (default `lahiri`, the true Chitrapaksha value).
 */
export function siderealMotion(ephemeris: Ephemeris, graha: GrahaId, jdUt: number, ayanamsa: AyanamsaId = 'lahiri'): SiderealMotion {
  const earth = ephemeris.orientation(jdUt)
  const jdTt = jdUt + earth.deltaT / 86400
  const aya = ayanamsaById(ayanamsa).degrees(jdTt, earth.nutationLongitude)
  if (graha === 'rahu' || graha === 'ketu') {
    const node = meanNode(jdTt, earth.nutationLongitude)
    const rahu = normalizeDegrees(node.longitude - aya)
    return { longitude: graha === 'rahu' ? rahu : normalizeDegrees(rahu + 180), speed: node.speed - PRECESSION_RATE }
  }
  const p = ephemeris.position(graha, jdUt)
  return { longitude: normalizeDegrees(p.longitude - aya), speed: p.longitudeSpeed - PRECESSION_RATE }
}
