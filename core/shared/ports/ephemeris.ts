/**
 * The ephemeris the jyotish engine needs: apparent geocentric positions of the seven classical
 * grahas, the Earth's orientation (obliquity, nutation, sidereal time, ΔT) and the Moon's
 * geocentric state vector and its rates (for the osculating "true" node).
 *
 * Conventions (every implementation must keep them):
 * - Time is a Julian Day in Universal Time (`jdUt`, UT1 ≈ UTC).
 * - Positions are geocentric, apparent (light-time and aberration applied), referred to the true
 *   ecliptic and true equinox of date, i.e. tropical. Angles are decimal degrees; longitudes are
 *   normalised to 0 <= x < 360, latitudes to -90..90. Distances are astronomical units.
 * - Speeds are the time derivatives of those coordinates in degrees per day (negative longitude
 *   speed = retrograde).
 *
 * The port is deliberately small: the ascendant, houses, nodes, sidereal conversion, and later the
 * panchang (rise/set by hour angle, tithi/nakshatra/yoga ends by root-finding on longitudes) are
 * pure computations in core built on these three calls.
 */
export interface Ephemeris {
  /** Apparent geocentric tropical ecliptic position and speed of a body at an instant. */
  position(body: EphemerisBody, jdUt: number): EclipticPosition
  /** Earth orientation quantities at an instant (see {@link EarthOrientation}). */
  orientation(jdUt: number): EarthOrientation
  /**
   * Geometric geocentric position and velocity of the Moon (no light-time, no aberration),
   * in rectangular coordinates of the true ecliptic and equinox of date, with the two vectors'
   * rates of change in that moving frame (for the osculating node's rate at the same instant).
   */
  moonMotion(jdUt: number): GeocentricMotion
  /**
   * Optional fast path: the apparent geocentric tropical place of the Sun or the Moon (same
   * conventions as {@link position}) without the speeds, i.e. one evaluation of the theory instead
   * of three. The panchang's root-finders call it thousands of times; callers fall back to
   * `position()` when an implementation leaves it out.
   */
  apparentPlace?(body: 'sun' | 'moon', jdUt: number): ApparentPlace
}
export const Ephemeris = Symbol('Ephemeris')

/** Apparent geocentric ecliptic place of date: longitude and latitude in degrees, distance in AU. */
export interface ApparentPlace {
  longitude: number
  latitude: number
  distance: number
}

/** The bodies an ephemeris supplies (the nodes are derived in core). */
export type EphemerisBody = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'

/** The bodies of {@link EphemerisBody}, in the traditional weekday order. */
export const EPHEMERIS_BODIES: readonly EphemerisBody[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']

/** Apparent geocentric ecliptic coordinates of date (tropical) and their rates. */
export interface EclipticPosition {
  /** Ecliptic longitude, degrees, 0 <= x < 360, true equinox of date. */
  longitude: number
  /** Ecliptic latitude, degrees, north positive. */
  latitude: number
  /** Distance from the Earth's centre, astronomical units. */
  distance: number
  /** d(longitude)/dt, degrees per day; negative when the body is retrograde. */
  longitudeSpeed: number
  /** d(latitude)/dt, degrees per day. */
  latitudeSpeed: number
}

/** The Earth's orientation at an instant. */
export interface EarthOrientation {
  /** ΔT = TT − UT, seconds. */
  deltaT: number
  /** Mean obliquity of the ecliptic, degrees. */
  meanObliquity: number
  /** True obliquity (mean + nutation in obliquity), degrees. */
  trueObliquity: number
  /** Nutation in longitude Δψ, degrees. */
  nutationLongitude: number
  /** Nutation in obliquity Δε, degrees. */
  nutationObliquity: number
  /** Greenwich apparent sidereal time, degrees, 0 <= x < 360. */
  greenwichSiderealTime: number
}

/** A rectangular state vector: position in AU, velocity in AU per day. */
export interface GeocentricState {
  position: readonly [number, number, number]
  velocity: readonly [number, number, number]
}

/** A state with the time derivatives of its two vectors as expressed in their (moving) frame. */
export interface GeocentricMotion extends GeocentricState {
  /** d(position)/dt, AU per day: the velocity plus the frame's own turning (precession, nutation). */
  positionRate: readonly [number, number, number]
  /** d(velocity)/dt, AU per day²: the acceleration plus the frame's turning. */
  velocityRate: readonly [number, number, number]
}
