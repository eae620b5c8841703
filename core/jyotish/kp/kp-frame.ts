/**
 * The frame every KP computation starts from: the instant's Earth orientation and the KP ayanamsa, and the
 * Placidus cusps of a place in the KP zodiac. KP reads every chart in its own ayanamsa (the engine's `kp`,
 * see core/jyotish/ayanamsa.ts), whatever ayanamsa the kundli itself was asked in.
 */
import type { EarthOrientation, Ephemeris } from '../../shared/ports/ephemeris'
import { ayanamsaById } from '../ayanamsa'
import { localSiderealTime } from '../houses'
import { placidusCusps, type HouseCusps } from '../houses-placidus'
import { julianDayFromDate, normalizeDegrees } from '../time'

/** An instant as KP reads it. */
export interface KpFrame {
  jdUt: number
  jdTt: number
  earth: EarthOrientation
  /** the true KP ayanamsa at the instant, degrees */
  ayanamsa: number
}

/** The instant's orientation and KP ayanamsa. @throws RangeError for an invalid date. */
export function kpFrame(ephemeris: Ephemeris, utc: Date): KpFrame {
  if (!(utc instanceof Date) || !Number.isFinite(utc.getTime())) throw new RangeError('KP: utc must be a valid Date')
  const jdUt = julianDayFromDate(utc)
  const earth = ephemeris.orientation(jdUt)
  const jdTt = jdUt + earth.deltaT / 86400
  return { jdUt, jdTt, earth, ayanamsa: ayanamsaById('kp').degrees(jdTt, earth.nutationLongitude) }
}

/** A tropical longitude of date in the KP zodiac, degrees. */
export function kpSidereal(frame: KpFrame, tropical: number): number {
  return normalizeDegrees(tropical - frame.ayanamsa)
}

/**
 * The Placidus cusps (Porphyry beyond the polar circles) of a place at the frame's instant, sidereal (KP).
 * @param lat, lon degrees, north and east positive; −90 < lat < 90, |lon| <= 180.
 */
export function kpCusps(frame: KpFrame, lat: number, lon: number): HouseCusps {
  if (!Number.isFinite(lat) || Math.abs(lat) >= 90) throw new RangeError('KP: lat must be between −90 and 90 (exclusive)')
  if (!Number.isFinite(lon) || Math.abs(lon) > 180) throw new RangeError('KP: lon must be between −180 and 180')
  const ramc = localSiderealTime(frame.earth.greenwichSiderealTime, lon)
  const tropical = placidusCusps(ramc, frame.earth.trueObliquity, lat)
  return { cusps: tropical.cusps.map((c) => kpSidereal(frame, c)), system: tropical.system }
}
