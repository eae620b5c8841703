/**
 * Rising and setting of the Sun and the Moon.
 *
 * Two conventions, chosen by the caller:
 * - `hindu` (default, drikpanchang.com FAQ 2; the Swiss Ephemeris's SE_BIT_HINDU_RISING): the
 *   centre of the disc on the geometric horizon, refraction ignored, for the *geocentric* body with
 *   its ecliptic latitude ignored (the body's point on the ecliptic). For the Sun this is 2–4 minutes
 *   after the newspaper sunrise; for the Moon it drops the parallax (≈1°) and the latitude (up to 5°),
 *   which moves moonrise by up to half an hour against the newspaper time.
 * - `apparent` (newspaper, almanac): the upper limb touching the horizon seen from the ground, with
 *   the standard refraction of 34′ (1013.25 hPa, 15 °C): the topocentric Moon (parallax from its
 *   distance), the true latitude of both bodies.
 *
 * An event is searched on the local civil day [dayStart, dayEnd) (Julian Days, UT) and is `null` when
 * it does not happen in that window (the Moon skips a rise and a set about once a month; near the
 * poles the Sun may not rise or set). Latitude north positive, longitude east positive, degrees.
 */
import { angleDifference, DEG, normalizeDegrees } from '../time'
import type { Sky } from './sky'

/** How a rising is defined: see the module comment. */
export type RiseConvention = 'hindu' | 'apparent'

/** 'rise' or 'set'. */
type RiseEvent = 'rise' | 'set'

/** Refraction at the horizon used by the `apparent` convention, degrees (34′). */
const HORIZON_REFRACTION = 33.45 / 60
/** The Sun's semi-diameter at 1 AU, degrees (959.63″). */
const SUN_SEMIDIAMETER_AU = 959.63 / 3600
/** Earth's equatorial radius in AU (6378.137 km). */
const EARTH_RADIUS_AU = 6378.137 / 149597870.7
/** Ratio of the Moon's radius to the Earth's equatorial radius. */
const MOON_RADIUS_RATIO = 0.2725076

/** Hour-angle rates, degrees per day: the Earth's rotation less the body's mean motion in RA. */
const HOUR_ANGLE_RATE = { sun: 360.9856 - 0.9856, moon: 360.9856 - 13.176 }
/** The Moon's mean interval between transits, days. */
const LUNAR_DAY = 1.0350501

interface Direction {
  ra: number
  dec: number
  /** the altitude of the body's centre at the event, degrees (geometric, geocentric) */
  h0: number
}

function direction(sky: Sky, body: 'sun' | 'moon', jd: number, convention: RiseConvention, obliquity: number): Direction {
  const p = sky.place(body, jd)
  const beta = convention === 'hindu' ? 0 : p.latitude
  const l = p.longitude * DEG
  const b = beta * DEG
  const e = obliquity * DEG
  const sinL = Math.sin(l)
  const ra = Math.atan2(sinL * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l)) / DEG
  const dec = Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * sinL) / DEG
  let h0 = 0
  if (convention === 'apparent') {
    if (body === 'sun') h0 = -HORIZON_REFRACTION - SUN_SEMIDIAMETER_AU / p.distance
    else {
      const sinHp = EARTH_RADIUS_AU / p.distance
      const hp = Math.asin(sinHp) / DEG
      const sd = Math.asin(MOON_RADIUS_RATIO * sinHp) / DEG
      // The topocentric upper limb on the refracted horizon: the geocentric centre is higher by the
      // horizontal parallax, lower by the semi-diameter and the refraction.
      h0 = hp - sd - HORIZON_REFRACTION
    }
  }
  return { ra: normalizeDegrees(ra), dec, h0 }
}

/** Geometric geocentric altitude of the body's centre above its event altitude h0, degrees. */
function altitudeAboveEvent(sky: Sky, body: 'sun' | 'moon', jd: number, lat: number, lon: number, convention: RiseConvention): number {
  const o = sky.earth(jd)
  const d = direction(sky, body, jd, convention, o.trueObliquity)
  const h = (o.greenwichSiderealTime + lon - d.ra) * DEG
  const phi = lat * DEG
  const sinAlt = Math.sin(phi) * Math.sin(d.dec * DEG) + Math.cos(phi) * Math.cos(d.dec * DEG) * Math.cos(h)
  return Math.asin(Math.max(-1, Math.min(1, sinAlt))) / DEG - d.h0
}

/**
 * The rise or set nearest to `guess` by iterating on the hour angle (Meeus, Astronomical Algorithms
 * ch. 15, with the body's place recomputed at each step). `null` when the body stays above or below
 * the event altitude at the converged instant.
 */
function eventNear(sky: Sky, body: 'sun' | 'moon', event: RiseEvent, guess: number, lat: number, lon: number, convention: RiseConvention): number | null {
  const rate = HOUR_ANGLE_RATE[body]
  const phi = lat * DEG
  let t = guess
  for (let i = 0; i < 12; i++) {
    const o = sky.earth(t)
    const d = direction(sky, body, t, convention, o.trueObliquity)
    const dec = d.dec * DEG
    const cosH0 = (Math.sin(d.h0 * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec))
    if (cosH0 < -1 || cosH0 > 1) return null
    const h0 = Math.acos(cosH0) / DEG
    const hourAngle = o.greenwichSiderealTime + lon - d.ra
    const target = event === 'rise' ? -h0 : h0
    const step = angleDifference(target, hourAngle) / rate
    t += step
    if (Math.abs(step) < 2e-7) return t
  }
  return t
}

/** Scan with a fixed step and refine sign changes (bisection + secant): robust near the poles. */
function eventByScan(sky: Sky, body: 'sun' | 'moon', event: RiseEvent, from: number, to: number, lat: number, lon: number, convention: RiseConvention): number | null {
  const step = 1 / 48
  let t0 = from
  let f0 = altitudeAboveEvent(sky, body, t0, lat, lon, convention)
  while (t0 < to) {
    const t1 = Math.min(t0 + step, to)
    const f1 = altitudeAboveEvent(sky, body, t1, lat, lon, convention)
    const crosses = event === 'rise' ? f0 < 0 && f1 >= 0 : f0 >= 0 && f1 < 0
    if (crosses) {
      let a = t0
      let b = t1
      let fa = f0
      let fb = f1
      for (let i = 0; i < 60 && b - a > 1e-7; i++) {
        let m = a - (fa * (b - a)) / (fb - fa)
        if (!(m > a && m < b) || i % 3 === 2) m = (a + b) / 2
        const fm = altitudeAboveEvent(sky, body, m, lat, lon, convention)
        if (fm === 0) return m
        if (fm < 0 === fa < 0) {
          a = m
          fa = fm
        } else {
          b = m
          fb = fm
        }
      }
      return (a + b) / 2
    }
    t0 = t1
    f0 = f1
  }
  return null
}

/** Latitudes beyond which the hour-angle iteration is replaced by scanning. */
const SCAN_LATITUDE = 60

/**
 * The Sun's or the Moon's rise or set during the local civil day [dayStart, dayEnd) (Julian Days,
 * UT; usually local midnight to the next local midnight), or `null` when there is none.
 * @param sky the Sun and Moon source. @param lat, lon the place, degrees (north, east positive).
 */
export function riseSet(
  sky: Sky,
  body: 'sun' | 'moon',
  event: RiseEvent,
  dayStart: number,
  dayEnd: number,
  lat: number,
  lon: number,
  convention: RiseConvention = 'hindu',
): number | null {
  if (Math.abs(lat) >= SCAN_LATITUDE) return eventByScan(sky, body, event, dayStart, dayEnd, lat, lon, convention)
  const mid = (dayStart + dayEnd) / 2
  const period = body === 'sun' ? 1 : LUNAR_DAY
  const first = eventNear(sky, body, event, mid, lat, lon, convention)
  if (first === null) return eventByScan(sky, body, event, dayStart, dayEnd, lat, lon, convention)
  if (first >= dayStart && first < dayEnd) return first
  // The iteration found the neighbouring day's event: step one period towards the window.
  const second = eventNear(sky, body, event, first < dayStart ? first + period : first - period, lat, lon, convention)
  if (second !== null && second >= dayStart && second < dayEnd) return second
  return null
}
