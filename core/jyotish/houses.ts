/**
 * Ascendant, midheaven and houses.
 *
 * Angles are degrees. The ascendant and MC computed here are tropical (true equinox of date) when
 * given the Greenwich apparent sidereal time and the true obliquity; subtract the true ayanamsa for
 * sidereal values. Latitude is geographic, north positive; longitude east positive.
 */
import { DEG, normalizeDegrees } from './time'

/**
 * Ecliptic longitude of the ascendant (the ecliptic point rising on the eastern horizon).
 * @param ramc Right ascension of the meridian = local apparent sidereal time, degrees.
 * @param obliquity True obliquity of the ecliptic, degrees.
 * @param latitude Geographic latitude, degrees (−90 < φ < 90).
 * @returns degrees, 0 <= x < 360.
 */
export function ascendantLongitude(ramc: number, obliquity: number, latitude: number): number {
  if (!(Math.abs(latitude) < 90)) throw new RangeError('ascendantLongitude: latitude must be strictly between −90 and 90')
  const th = ramc * DEG
  const eps = obliquity * DEG
  const phi = latitude * DEG
  const asc = Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps)))
  return normalizeDegrees(asc / DEG)
}

/**
 * Ecliptic longitude of the midheaven (MC, the ecliptic point on the upper meridian).
 * @param ramc Right ascension of the meridian, degrees. @param obliquity True obliquity, degrees.
 * @returns degrees, 0 <= x < 360.
 */
export function midheavenLongitude(ramc: number, obliquity: number): number {
  const th = ramc * DEG
  return normalizeDegrees(Math.atan2(Math.sin(th), Math.cos(th) * Math.cos(obliquity * DEG)) / DEG)
}

/** Local apparent sidereal time (RAMC) in degrees from Greenwich apparent sidereal time and east longitude. */
export function localSiderealTime(greenwichSiderealTime: number, longitude: number): number {
  return normalizeDegrees(greenwichSiderealTime + longitude)
}

/** Whole-sign house 1–12 of a sign 1–12 counted from the ascendant's sign. */
export function wholeSignHouse(sign: number, ascendantSign: number): number {
  return ((sign - ascendantSign + 12) % 12) + 1
}

/** Sripati bhavas: the twelve bhava madhyas (mid-points) and sandhis (boundaries). */
interface SripatiBhavas {
  /** Madhya (cusp, centre) of bhavas 1–12 (index 0 = bhava 1 = the ascendant), degrees. */
  madhya: number[]
  /** Sandhi at the start of bhavas 1–12 (index 0 = between bhava 12 and 1), degrees. */
  sandhi: number[]
}

/**
 * Sripati (Porphyry-type) bhavas: each quadrant between the ascendant, IC, descendant and MC is
 * trisected to give the bhava madhyas; each sandhi is the midpoint between two consecutive madhyas.
 * Inputs and outputs are longitudes in degrees in the same zodiac (tropical or sidereal).
 */
export function sripatiBhavas(ascendant: number, midheaven: number): SripatiBhavas {
  const asc = normalizeDegrees(ascendant)
  const mc = normalizeDegrees(midheaven)
  const ic = normalizeDegrees(mc + 180)
  const dsc = normalizeDegrees(asc + 180)
  const madhya = new Array<number>(12)
  const quadrants: [number, number, number][] = [
    [0, asc, ic],
    [3, ic, dsc],
    [6, dsc, mc],
    [9, mc, asc],
  ]
  for (const [first, from, to] of quadrants) {
    const arc = normalizeDegrees(to - from)
    for (let k = 0; k < 3; k++) madhya[first + k] = normalizeDegrees(from + (arc * k) / 3)
  }
  const sandhi = madhya.map((m, i) => {
    const prev = madhya[(i + 11) % 12]
    return normalizeDegrees(prev + normalizeDegrees(m - prev) / 2)
  })
  return { madhya, sandhi }
}

/** The bhava 1–12 that contains a longitude, given the sandhis of {@link sripatiBhavas}. */
export function bhavaOf(longitude: number, sandhi: readonly number[]): number {
  const lon = normalizeDegrees(longitude)
  for (let i = 0; i < 12; i++) {
    const start = sandhi[i]
    const width = normalizeDegrees(sandhi[(i + 1) % 12] - start)
    if (normalizeDegrees(lon - start) < width) return i + 1
  }
  return 12
}
