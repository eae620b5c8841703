import * as Astronomy from 'astronomy-engine'
import type { ApparentPlace, EarthOrientation, EclipticPosition, Ephemeris, EphemerisBody, GeocentricMotion } from '../../core/shared/ports/ephemeris'
import { deltaTSeconds } from '../../core/jyotish/delta-t'
import { lightTimeDays, lightTimeState, rotateState, sphericalMotion, type Rotation, type State } from './apparent-motion'

const JD_J2000 = 2451545.0
const DEG2RAD = Math.PI / 180
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

/** Step of the forward difference that gives the rotation's rate (precession and nutation), days. */
const ROTATION_RATE_STEP = 0.01
/**
 * Half-step of the differences that give the Moon's velocity and acceleration for its motion, days
 * (86 s: the truncation error is about 1e-8 of the velocity, the rounding error of the second
 * difference about 1e-5 of the out-of-plane pull that turns the node).
 */
const MOON_MOTION_STEP = 0.001

/** What every body's place at one instant shares: the time scales, the frame and the Earth. */
interface Instant {
  jdUt: number
  time: Astronomy.AstroTime
  /** J2000 equator → true ecliptic and equinox of date (computed on first use). */
  rotation?: Rotation
  rotationRate?: Rotation
  earth?: State
  /** The Moon's geometric geocentric state, J2000 equator. */
  moon?: State
}

function stateOf(v: Astronomy.StateVector): State {
  return { x: v.x, y: v.y, z: v.z, vx: v.vx, vy: v.vy, vz: v.vz }
}

/**
 * The {@link Ephemeris} port on astronomy-engine (MIT; VSOP87 for the planets, a truncated
 * Brown/Chapront lunar theory for the Moon, IAU 2006 precession, IAU 2000B nutation).
 * Planets and Sun: the heliocentric states of the body and the Earth (VSOP87 with its analytic
 * derivatives) backdated by the light-time, which with the Earth's own shift is the apparent place
 * (see {@link lightTimeState}), rotated to the true ecliptic of date. Moon: the geocentric state of
 * the lunar theory carried back by the light-time τ. Speeds come from those same evaluations: the
 * velocities, rotated, plus the frame's own motion. The time scales, the frame and the Earth's state
 * are computed once per instant and shared by every body asked for at that instant.
 */
export class AstronomyEngineEphemeris implements Ephemeris {
  /** The two most recent instants (a chart asks for seven bodies at one; the true node for three). */
  private recent: Instant | undefined
  private previous: Instant | undefined

  constructor() {
    installDeltaTModel()
  }

  position(body: EphemerisBody, jdUt: number): EclipticPosition {
    checkJd(jdUt)
    const at = this.instant(jdUt)
    let geocentric: State
    if (body === 'moon') {
      // The Moon's apparent place is its geometric geocentric place one light-time (≈1.3 s) earlier
      // (the annual aberration and the Earth's motion during the light-time cancel for a geocentric
      // body); over 1.3 s a linear step is exact to micro-arcseconds.
      const moon = this.moon(at)
      const tau = lightTimeDays(Math.hypot(moon.x, moon.y, moon.z))
      geocentric = { ...moon, x: moon.x - moon.vx * tau, y: moon.y - moon.vy * tau, z: moon.z - moon.vz * tau }
    } else {
      const helio = body === 'sun' ? SUN_AT_ORIGIN : stateOf(Astronomy.HelioState(BODY[body], at.time))
      geocentric = lightTimeState(helio, this.earth(at))
    }
    const motion = sphericalMotion(rotateState(this.rotation(at), this.rotationRate(at), geocentric))
    if (body === 'moon') motion.distance = Math.hypot(geocentric.x, geocentric.y, geocentric.z)
    return motion
  }

  apparentPlace(body: 'sun' | 'moon', jdUt: number): ApparentPlace {
    checkJd(jdUt)
    const at = this.instant(jdUt)
    if (body === 'moon') {
      const now = Astronomy.EclipticGeoMoon(at.time)
      // Light-time with the Moon's mean motion (13.176°/day): over ≈1.3 s the error is below 0.1″.
      let lon = now.lon - MOON_MEAN_MOTION * lightTimeDays(now.dist)
      if (lon < 0) lon += 360
      return { longitude: lon, latitude: now.lat, distance: now.dist }
    }
    // The Sun: the Earth backdated by the light-time, as astronomy-engine's GeoVector places it, with
    // one evaluation of the Earth's series: the light-time comes from the Sun's distance by the
    // elliptic-orbit series (measured: within 0.02″ of the iterated solution, 1600–3200).
    const t = at.time.tt / 36525
    const m = (357.52911 + 35999.05029 * t) * DEG2RAD
    const r = 1.000140 - 0.016708 * Math.cos(m) - 0.000141 * Math.cos(2 * m)
    const earthThen = Astronomy.HelioVector(Astronomy.Body.Earth, at.time.AddDays(-lightTimeDays(r)))
    const place = sphericalMotion(rotateState(this.rotation(at), NO_ROTATION, { x: -earthThen.x, y: -earthThen.y, z: -earthThen.z, vx: 0, vy: 0, vz: 0 }))
    return { longitude: place.longitude, latitude: place.latitude, distance: place.distance }
  }

  orientation(jdUt: number): EarthOrientation {
    checkJd(jdUt)
    const { time } = this.instant(jdUt)
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

  moonMotion(jdUt: number): GeocentricMotion {
    checkJd(jdUt)
    const at = this.instant(jdUt)
    // Three evaluations of the lunar theory give the position, the velocity and the acceleration.
    const h = MOON_MOTION_STEP
    const before = Astronomy.GeoMoon(at.time.AddDays(-h))
    const now = Astronomy.GeoMoon(at.time)
    const after = Astronomy.GeoMoon(at.time.AddDays(h))
    const moon: State = { x: now.x, y: now.y, z: now.z, vx: (after.x - before.x) / (2 * h), vy: (after.y - before.y) / (2 * h), vz: (after.z - before.z) / (2 * h) }
    const h2 = h * h
    const velocityAndAcceleration: State = {
      x: moon.vx,
      y: moon.vy,
      z: moon.vz,
      vx: (after.x - 2 * now.x + before.x) / h2,
      vy: (after.y - 2 * now.y + before.y) / h2,
      vz: (after.z - 2 * now.z + before.z) / h2,
    }
    // The Moon's place at this instant (asked for next by a chart) comes from the same evaluations.
    at.moon ??= moon
    const rotation = this.rotation(at)
    const rate = this.rotationRate(at)
    const place = rotateState(rotation, rate, moon)
    const motion = rotateState(rotation, rate, velocityAndAcceleration)
    return {
      position: [place.x, place.y, place.z],
      velocity: [motion.x, motion.y, motion.z],
      positionRate: [place.vx, place.vy, place.vz],
      velocityRate: [motion.vx, motion.vy, motion.vz],
    }
  }

  private instant(jdUt: number): Instant {
    if (this.recent?.jdUt === jdUt) return this.recent
    if (this.previous?.jdUt === jdUt) {
      ;[this.recent, this.previous] = [this.previous, this.recent]
      return this.recent
    }
    const time = Astronomy.MakeTime(jdUt - JD_J2000)
    const instant: Instant = { jdUt, time }
    this.previous = this.recent
    this.recent = instant
    return instant
  }

  private earth(at: Instant): State {
    at.earth ??= stateOf(Astronomy.HelioState(Astronomy.Body.Earth, at.time))
    return at.earth
  }

  private moon(at: Instant): State {
    at.moon ??= stateOf(Astronomy.GeoMoonState(at.time))
    return at.moon
  }

  private rotation(at: Instant): Rotation {
    at.rotation ??= Astronomy.Rotation_EQJ_ECT(at.time).rot
    return at.rotation
  }

  private rotationRate(at: Instant): Rotation {
    if (!at.rotationRate) {
      const later = Astronomy.Rotation_EQJ_ECT(at.time.AddDays(ROTATION_RATE_STEP)).rot
      at.rotationRate = this.rotation(at).map((row, i) => row.map((v, j) => (later[i][j] - v) / ROTATION_RATE_STEP))
    }
    return at.rotationRate
  }
}

const SUN_AT_ORIGIN: State = { x: 0, y: 0, z: 0, vx: 0, vy: 0, vz: 0 }
const NO_ROTATION: Rotation = [
  [0, 0, 0],
  [0, 0, 0],
  [0, 0, 0],
]

function checkJd(jdUt: number): void {
  if (!Number.isFinite(jdUt)) throw new RangeError('Ephemeris: jdUt must be a finite Julian Day (UT)')
}
