/**
 * KP ruling planets of an instant at a place (K. S. Krishnamurti, KP Reader VI, horary): the lord of the
 * day, the sign and star lords of the Moon and of the lagna (their sub lords are given too). KP uses them to
 * judge a horary question asked at that moment, and to check a birth time (the birth moment's ruling
 * planets should agree with the chart).
 *
 * - The day is the Hindu day, sunrise to sunrise at the place (the Sun's centre on the geometric horizon,
 *   as the panchang's `hindu` convention): before sunrise the previous weekday's lord rules. Where the Sun
 *   does not rise that day (polar day or night) the local civil weekday is taken.
 * - The weekday is that of the local mean solar date (the longitude's time, no time zone needed).
 * - Strength, strongest first: the lagna's star lord, the lagna's sign lord, the Moon's star lord, the Moon's
 *   sign lord, the day lord; a planet named twice keeps its first place. Rahu or Ketu joins the list (after
 *   them) when the lord of the sign it stands in is one of them, as KP's nodes act for their sign lord.
 * Positions in the KP ayanamsa; Rahu is the mean node.
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import { ascendantLongitude, localSiderealTime } from '../houses'
import { meanNode } from '../nodes'
import { riseSet } from '../panchang/rise-set'
import { Sky } from '../panchang/sky'
import { VARA_LORDS } from '../panchang/names'
import { normalizeDegrees } from '../time'
import { signLord, signOf, type GrahaId } from '../zodiac'
import { kpFrame, kpSidereal } from './kp-frame'
import { kpLordsOf, type KpLords } from './sub-lords'

/** A point with its KP lords. */
export type KpPoint = KpLords & { longitude: number }

/** The ruling planets of a moment and place. */
export interface RulingPlanets {
  /** lord of the weekday (sunrise to sunrise at the place) */
  dayLord: GrahaId
  /** the lagna (ascendant) in the KP zodiac and its lords */
  lagna: KpPoint
  /** the Moon in the KP zodiac and its lords */
  moon: KpPoint
  /** the ruling planets, strongest first, without repeats (see the module comment) */
  planets: GrahaId[]
}

/** The weekday 0–6 (0 = Sunday) of the Hindu day running at `jdUt` at longitude `lon` and latitude `lat`. */
function hinduWeekday(ephemeris: Ephemeris, jdUt: number, lat: number, lon: number): number {
  const localDay = Math.floor(jdUt + lon / 360 + 0.5)
  const dayStart = localDay - 0.5 - lon / 360
  const civil = (localDay + 1) % 7
  const sunrise = riseSet(new Sky(ephemeris, 'kp', { interpolate: false }), 'sun', 'rise', dayStart, dayStart + 1, lat, lon)
  return sunrise !== null && jdUt < sunrise ? (civil + 6) % 7 : civil
}

/**
 * The KP ruling planets at an instant and place.
 * @param input `utc` the instant; `lat`, `lon` degrees, north and east positive (−90 < lat < 90).
 * @throws RangeError for an invalid date or place.
 */
export function rulingPlanets(ephemeris: Ephemeris, input: { utc: Date; lat: number; lon: number }): RulingPlanets {
  const frame = kpFrame(ephemeris, input.utc)
  if (!Number.isFinite(input.lat) || Math.abs(input.lat) >= 90) throw new RangeError('rulingPlanets: lat must be between −90 and 90 (exclusive)')
  if (!Number.isFinite(input.lon) || Math.abs(input.lon) > 180) throw new RangeError('rulingPlanets: lon must be between −180 and 180')
  const ramc = localSiderealTime(frame.earth.greenwichSiderealTime, input.lon)
  const lagnaLon = kpSidereal(frame, ascendantLongitude(ramc, frame.earth.trueObliquity, input.lat))
  const moonLon = kpSidereal(frame, ephemeris.position('moon', frame.jdUt).longitude)
  const rahuLon = kpSidereal(frame, meanNode(frame.jdTt, frame.earth.nutationLongitude).longitude)
  const lagna = { longitude: lagnaLon, ...kpLordsOf(lagnaLon) }
  const moon = { longitude: moonLon, ...kpLordsOf(moonLon) }
  const dayLord = VARA_LORDS[hinduWeekday(ephemeris, frame.jdUt, input.lat, input.lon)]!
  const planets = [...new Set([lagna.starLord, lagna.signLord, moon.starLord, moon.signLord, dayLord])]
  for (const [node, longitude] of [['rahu', rahuLon], ['ketu', normalizeDegrees(rahuLon + 180)]] as const) {
    if (!planets.includes(node) && planets.includes(signLord(signOf(longitude)))) planets.push(node)
  }
  return { dayLord, lagna, moon, planets }
}
