/**
 * Ayanamsas: the longitude of the tropical equinox of date in the sidereal zodiac,
 * sidereal longitude = tropical longitude − ayanamsa.
 *
 * Each ayanamsa is a strategy defined by a value at an epoch carried forward by the IAU 2006
 * general precession in longitude p_A (Capitaine et al. 2003, adopted by IAU 2006 resolution B1):
 *   mean(t) = value(t0) + p_A(t) − p_A(t0),   t in Julian centuries TT from J2000.0.
 * The "true" ayanamsa adds the nutation in longitude Δψ, so that
 *   sidereal = apparent tropical longitude − (mean ayanamsa + Δψ)
 * is referred to the mean equinox and the nutation cancels (the Swiss Ephemeris convention).
 *
 * Definitions:
 * - Lahiri (Chitrapaksha): 23.245524743° at JD 2435553.5 TT (1956-03-21 0h), the Indian Calendar
 *   Reform Committee's 23°15′00.658″ less the nutation of that date. `lahiri` is the true value
 *   (the default for charts), `lahiri-mean` the mean one.
 * - Krishnamurti (KP): 22.363889° (360° − 337.636111°) at J1900.0 (JD 2415020.0 TT), the Swiss Ephemeris's
 *   "Krishnamurti". It is the original ("old") KP ayanamsa of KP Reader I (22°22′00″ on 1 January 1900,
 *   Newcomb's 50.2388475″ a year) within 10″, 20–26″ below the New KP Ayanamsa of the 2003 KP Yearbook
 *   (22°22′30″ on 15 April 1900), and not KP-SE (Senthilathiban's re-derivation); about 5.8′ below Lahiri.
 *   The KP block (core/jyotish/kp) always reads in it.
 * - B. V. Raman: 21.01444° (360° − 338.98556°) at J1900.0.
 * The Swiss Ephemeris 2.10 adds small constant corrections for the precession model its tables
 * were made with: its Lahiri is 0.13″ larger, its KP and Raman 0.83″ smaller than these.
 */
import { julianCenturiesTt } from './time'

/** Names of the ayanamsas the engine offers. */
export type AyanamsaId = 'lahiri' | 'lahiri-mean' | 'kp' | 'raman'

/** All ayanamsa ids, default first. */
export const AYANAMSA_IDS: readonly AyanamsaId[] = ['lahiri', 'lahiri-mean', 'kp', 'raman']

/** An ayanamsa strategy. */
interface Ayanamsa {
  readonly id: AyanamsaId
  /**
   * The ayanamsa in degrees at an instant.
   * @param jdTt Julian Day, Terrestrial Time.
   * @param nutationLongitude Δψ at that instant, degrees (ignored by mean ayanamsas).
   */
  degrees(jdTt: number, nutationLongitude: number): number
}

/**
 * IAU 2006 general precession in longitude p_A since J2000.0, in arcseconds.
 * @param t Julian centuries TT since J2000.0.
 */
export function generalPrecessionArcsec(t: number): number {
  return ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t
}

function epochAyanamsa(id: AyanamsaId, jdEpochTt: number, degreesAtEpoch: number, withNutation: boolean): Ayanamsa {
  const precessionAtEpoch = generalPrecessionArcsec(julianCenturiesTt(jdEpochTt))
  return {
    id,
    degrees(jdTt, nutationLongitude) {
      if (!Number.isFinite(jdTt)) throw new RangeError('ayanamsa: jdTt must be finite')
      const mean = degreesAtEpoch + (generalPrecessionArcsec(julianCenturiesTt(jdTt)) - precessionAtEpoch) / 3600
      return withNutation ? mean + nutationLongitude : mean
    },
  }
}

const LAHIRI_EPOCH = 2435553.5
const LAHIRI_AT_EPOCH = 23.245524743
const J1900 = 2415020.0

/** The ayanamsa strategies by id. `lahiri` is the default. */
export const AYANAMSAS: Readonly<Record<AyanamsaId, Ayanamsa>> = {
  lahiri: epochAyanamsa('lahiri', LAHIRI_EPOCH, LAHIRI_AT_EPOCH, true),
  'lahiri-mean': epochAyanamsa('lahiri-mean', LAHIRI_EPOCH, LAHIRI_AT_EPOCH, false),
  kp: epochAyanamsa('kp', J1900, 360 - 337.636111, true),
  raman: epochAyanamsa('raman', J1900, 360 - 338.98556, true),
}

/** Looks up an ayanamsa strategy; throws a RangeError for an unknown id. */
export function ayanamsaById(id: AyanamsaId): Ayanamsa {
  const a = AYANAMSAS[id]
  if (!a) throw new RangeError(`Unknown ayanamsa: ${String(id)}`)
  return a
}
