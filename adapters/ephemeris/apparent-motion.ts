/**
 * Vector geometry behind the ephemeris adapter's one-evaluation speeds: the light-time solution of a
 * geocentric state from heliocentric states, the rotation of a state into the ecliptic of date, and
 * ecliptic longitude, latitude and their rates from a state. Plain numbers in and out, no allocation
 * beyond the returned objects.
 */

/** Speed of light, AU per day. */
const C_AU_PER_DAY = 173.1446326846693
/** The Sun's gravitational parameter k², AU³/day². */
const GM_SUN = 2.9591220828559093e-4
const RAD = 180 / Math.PI

/** A position (AU) and velocity (AU/day). */
export interface State {
  x: number
  y: number
  z: number
  vx: number
  vy: number
  vz: number
}

/** A 3×3 rotation in astronomy-engine's layout: `rot[i][j]` takes component i to component j. */
export type Rotation = readonly (readonly number[])[]

/**
 * The apparent geocentric state of a body from the heliocentric states of the body and the Earth at
 * the instant of observation, the way astronomy-engine's GeoVector with aberration places it: both
 * backdated by the light-time τ (the Earth's shift over τ stands for the annual aberration). The
 * states at t − τ come from a second-order Kepler step (τ is at most an hour or two, where that step
 * is exact to micro-arcseconds), and the velocity carries the factor (1 − dτ/dt).
 */
export function lightTimeState(body: State, earth: State): State {
  const kb = -GM_SUN / Math.pow(body.x * body.x + body.y * body.y + body.z * body.z, 1.5)
  const ke = -GM_SUN / Math.pow(earth.x * earth.x + earth.y * earth.y + earth.z * earth.z, 1.5)
  // Zero for the Sun (the origin), whose state is all zeros.
  const accBody = Number.isFinite(kb) ? kb : 0
  let x = body.x - earth.x
  let y = body.y - earth.y
  let z = body.z - earth.z
  let tau = Math.sqrt(x * x + y * y + z * z) / C_AU_PER_DAY
  for (let i = 0; i < 3; i++) {
    const h = 0.5 * tau * tau
    x = body.x - body.vx * tau + accBody * body.x * h - (earth.x - earth.vx * tau + ke * earth.x * h)
    y = body.y - body.vy * tau + accBody * body.y * h - (earth.y - earth.vy * tau + ke * earth.y * h)
    z = body.z - body.vz * tau + accBody * body.z * h - (earth.z - earth.vz * tau + ke * earth.z * h)
    tau = Math.sqrt(x * x + y * y + z * z) / C_AU_PER_DAY
  }
  let vx = body.vx - accBody * body.x * tau - (earth.vx - ke * earth.x * tau)
  let vy = body.vy - accBody * body.y * tau - (earth.vy - ke * earth.y * tau)
  let vz = body.vz - accBody * body.z * tau - (earth.vz - ke * earth.z * tau)
  const dist = tau * C_AU_PER_DAY
  const tauRate = (x * vx + y * vy + z * vz) / (dist * C_AU_PER_DAY)
  vx *= 1 - tauRate
  vy *= 1 - tauRate
  vz *= 1 - tauRate
  return { x, y, z, vx, vy, vz }
}

/**
 * A state rotated by `rot`, whose rate of change is `rate` (per day): the velocity gains the term
 * (dR/dt)·r, which for the ecliptic of date is the precession and the nutation's own motion.
 */
export function rotateState(rot: Rotation, rate: Rotation, s: State): State {
  return {
    x: rot[0][0] * s.x + rot[1][0] * s.y + rot[2][0] * s.z,
    y: rot[0][1] * s.x + rot[1][1] * s.y + rot[2][1] * s.z,
    z: rot[0][2] * s.x + rot[1][2] * s.y + rot[2][2] * s.z,
    vx: rot[0][0] * s.vx + rot[1][0] * s.vy + rot[2][0] * s.vz + rate[0][0] * s.x + rate[1][0] * s.y + rate[2][0] * s.z,
    vy: rot[0][1] * s.vx + rot[1][1] * s.vy + rot[2][1] * s.vz + rate[0][1] * s.x + rate[1][1] * s.y + rate[2][1] * s.z,
    vz: rot[0][2] * s.vx + rot[1][2] * s.vy + rot[2][2] * s.vz + rate[0][2] * s.x + rate[1][2] * s.y + rate[2][2] * s.z,
  }
}

/** Spherical coordinates of a state: longitude 0–360°, latitude, distance (AU) and the two rates (°/day). */
interface SphericalMotion {
  longitude: number
  latitude: number
  distance: number
  longitudeSpeed: number
  latitudeSpeed: number
}

/** Longitude, latitude and distance of a state and their time derivatives. */
export function sphericalMotion(s: State): SphericalMotion {
  const rho2 = s.x * s.x + s.y * s.y
  const rho = Math.sqrt(rho2)
  const r2 = rho2 + s.z * s.z
  let longitude = Math.atan2(s.y, s.x) * RAD
  if (longitude < 0) longitude += 360
  if (longitude >= 360) longitude -= 360
  return {
    longitude,
    latitude: Math.atan2(s.z, rho) * RAD,
    distance: Math.sqrt(r2),
    longitudeSpeed: ((s.x * s.vy - s.y * s.vx) / rho2) * RAD,
    latitudeSpeed: ((s.vz * rho2 - s.z * (s.x * s.vx + s.y * s.vy)) / (r2 * rho)) * RAD,
  }
}

/** The light-time of a distance in AU, days. */
export function lightTimeDays(distanceAu: number): number {
  return distanceAu / C_AU_PER_DAY
}
