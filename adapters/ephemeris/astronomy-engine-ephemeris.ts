import * as Astronomy from 'astronomy-engine'
import type { ApparentPlace, EarthOrientation, EclipticPosition, Ephemeris, EphemerisBody, GeocentricState } from '../../core/ports/ephemeris'
import { deltaTSeconds } from '../../core/jyotish/delta-t'

const JD_J2000 = 2451545.0
const RAD = 180 / Math.PI
/** Light travel time for one astronomical unit, days. */
const LIGHT_DAYS_PER_AU = 499.004783836 / 86400
/** Half-step of the central difference used for speeds, days (about 14 minutes). */
const SPEED_STEP_DAYS = 0.01
/** The Moon's mean motion in longitude, degrees per day. */
const MOON_MEAN_MOTION = 13.176396

const BODY: Record<Exclude<EphemerisBody, 'moon'>, Astronomy.Body> = {
  sun: Astronomy.Body.Sun,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
}

let deltaTInstalled = false

/**
 * Installs the engine's ΔT model ({@link deltaTSeconds}, close to the Swiss Ephemeris one) in
 * astronomy-engine. astronomy-engine keeps the ΔT function as process-wide state, so this affects
 * every user of the library in the process; it is idempotent.
 */
export function installDeltaTModel(): void {
  if (deltaTInstalled) return
  Astronomy.SetDeltaTFunction((ut: number) => deltaTSeconds(ut + JD_J2000))
  deltaTInstalled = true
}

interface Spherical {
  lon: number
  lat: number
  dist: number
}

function toSpherical(x: number, y: number, z: number): Spherical {
  const xy = Math.hypot(x, y)
  let lon = Math.atan2(y, x) * RAD
  if (lon < 0) lon += 360
  return { lon, lat: Math.atan2(z, xy) * RAD, dist: Math.hypot(xy, z) }
}

/**
 * The {@link Ephemeris} port on astronomy-engine (MIT; VSOP87 for the planets, a truncated
 * Brown/Chapront lunar theory for the Moon, IAU 2006 precession, IAU 2000B nutation).
 * Planets and Sun: light-time and annual aberration (GeoVector with aberration), rotated to the true
 * ecliptic of date. Moon: geocentric true-of-date coordinates (EclipticGeoMoon) carried back by the
 * light-time τ, which is its apparent place. Speeds: central differences over ±0.01 day.
 */
export class AstronomyEngineEphemeris implements Ephemeris {
  constructor() {
    installDeltaTModel()
  }

  position(body: EphemerisBody, jdUt: number): EclipticPosition {
    checkJd(jdUt)
    const now = this.spherical(body, jdUt)
    const before = this.spherical(body, jdUt - SPEED_STEP_DAYS)
    const after = this.spherical(body, jdUt + SPEED_STEP_DAYS)
    let dLon = after.lon - before.lon
    if (dLon > 180) dLon -= 360
    else if (dLon < -180) dLon += 360
    const longitudeSpeed = dLon / (2 * SPEED_STEP_DAYS)
    const latitudeSpeed = (after.lat - before.lat) / (2 * SPEED_STEP_DAYS)
    if (body === 'moon') {
      // The Moon's apparent place is its geometric geocentric place one light-time (≈1.3 s) earlier
      // (the annual aberration and the Earth's motion during the light-time cancel for a geocentric
      // body); over 1.3 s a linear step is exact to micro-arcseconds.
      const tau = now.dist * LIGHT_DAYS_PER_AU
      let lon = now.lon - longitudeSpeed * tau
      if (lon < 0) lon += 360
      return { longitude: lon, latitude: now.lat - latitudeSpeed * tau, distance: now.dist, longitudeSpeed, latitudeSpeed }
    }
    return { longitude: now.lon, latitude: now.lat, distance: now.dist, longitudeSpeed, latitudeSpeed }
  }

  apparentPlace(body: 'sun' | 'moon', jdUt: number): ApparentPlace {
    checkJd(jdUt)
    const now = this.spherical(body, jdUt)
    if (body === 'moon') {
      // Light-time with the Moon's mean motion (13.176°/day): over ≈1.3 s the error is below 0.1″.
      let lon = now.lon - MOON_MEAN_MOTION * now.dist * LIGHT_DAYS_PER_AU
      if (lon < 0) lon += 360
      return { longitude: lon, latitude: now.lat, distance: now.dist }
    }
    return { longitude: now.lon, latitude: now.lat, distance: now.dist }
  }

  orientation(jdUt: number): EarthOrientation {
    checkJd(jdUt)
    const time = Astronomy.MakeTime(jdUt - JD_J2000)
    const tilt = Astronomy.e_tilt(time)
    return {
      deltaT: (time.tt - time.ut) * 86400,
      meanObliquity: tilt.mobl,
      trueObliquity: tilt.tobl,
      nutationLongitude: tilt.dpsi / 3600,
      nutationObliquity: tilt.deps / 3600,
      greenwichSiderealTime: Astronomy.SiderealTime(time) * 15,
    }
  }

  moonState(jdUt: number): GeocentricState {
    checkJd(jdUt)
    const time = Astronomy.MakeTime(jdUt - JD_J2000)
    const eqj = Astronomy.GeoMoonState(time)
    const rot = Astronomy.Rotation_EQJ_ECT(time)
    const state = Astronomy.RotateState(rot, eqj)
    return { position: [state.x, state.y, state.z], velocity: [state.vx, state.vy, state.vz] }
  }

  private spherical(body: EphemerisBody, jdUt: number): Spherical {
    if (body === 'moon') {
      const moon = Astronomy.EclipticGeoMoon(Astronomy.MakeTime(jdUt - JD_J2000))
      return { lon: moon.lon, lat: moon.lat, dist: moon.dist }
    }
    const time = Astronomy.MakeTime(jdUt - JD_J2000)
    const eqj = Astronomy.GeoVector(BODY[body], time, true)
    const ect = Astronomy.RotateVector(Astronomy.Rotation_EQJ_ECT(time), eqj)
    return toSpherical(ect.x, ect.y, ect.z)
  }
}

function checkJd(jdUt: number): void {
  if (!Number.isFinite(jdUt)) throw new RangeError('Ephemeris: jdUt must be a finite Julian Day (UT)')
}
