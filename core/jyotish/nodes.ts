/**
 * The Moon's ascending node (Rahu); Ketu is always Rahu + 180°.
 * Longitudes are tropical degrees referred to the true equinox of date (apparent), 0 <= x < 360;
 * subtract the (true) ayanamsa for sidereal values.
 */
import type { GeocentricMotion, GeocentricState } from '../shared/ports/ephemeris'
import { julianCenturiesTt, normalizeDegrees } from './time'

/** A node's tropical longitude (degrees, true equinox of date) and its speed (degrees per day). */
export interface NodePosition {
  longitude: number
  speed: number
}

/**
 * Mean ascending node of the Moon: Meeus, Astronomical Algorithms (2nd ed.) eq. 47.7, referred to the
 * mean equinox of date, plus the nutation in longitude for the apparent (true-equinox) value.
 * @param jdTt Julian Day, Terrestrial Time.
 * @param nutationLongitude Δψ in degrees (pass 0 for the mean-equinox value).
 */
export function meanNode(jdTt: number, nutationLongitude: number): NodePosition {
  if (!Number.isFinite(jdTt)) throw new RangeError('meanNode: jdTt must be finite')
  const t = julianCenturiesTt(jdTt)
  const omega = 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)))
  const dOmegaPerCentury = -1934.1362891 + t * (2 * 0.0020754 + t * (3 / 467441 - (4 * t) / 60616000))
  return { longitude: normalizeDegrees(omega + nutationLongitude), speed: dOmegaPerCentury / 36525 }
}

/**
 * Longitude of the osculating ("true") ascending node of an orbit from a geocentric state vector
 * given in ecliptic-of-date rectangular coordinates: the node lies along ẑ × h with h = r × v.
 * @returns degrees, 0 <= x < 360 (in the frame of the state vector).
 */
export function osculatingNodeLongitude(state: GeocentricState): number {
  const [x, y, z] = state.position
  const [vx, vy, vz] = state.velocity
  const hx = y * vz - z * vy
  const hy = z * vx - x * vz
  if (hx === 0 && hy === 0) throw new RangeError('osculatingNodeLongitude: orbit lies in the ecliptic')
  return normalizeDegrees((Math.atan2(hx, -hy) * 180) / Math.PI)
}

/**
 * True (osculating) node from the Moon's motion at one instant: the longitude of ẑ × h, and its rate
 * from ḣ = ṙ × v + r × v̇ (the rates as seen in the frame of date, so the equinox's motion is in it).
 */
export function trueNode(motion: GeocentricMotion): NodePosition {
  const [x, y, z] = motion.position
  const [vx, vy, vz] = motion.velocity
  const [dx, dy, dz] = motion.positionRate
  const [ax, ay, az] = motion.velocityRate
  const hx = y * vz - z * vy
  const hy = z * vx - x * vz
  const dhx = dy * vz - dz * vy + (y * az - z * ay)
  const dhy = dz * vx - dx * vz + (z * ax - x * az)
  // Ω = atan2(hx, −hy), so dΩ/dt = (hx·ḣy − hy·ḣx) / (hx² + hy²).
  const speed = (((hx * dhy - hy * dhx) / (hx * hx + hy * hy)) * 180) / Math.PI
  return { longitude: osculatingNodeLongitude(motion), speed }
}
