/**
 * The Sun and the Moon as the panchang needs them: apparent geocentric tropical longitudes (true
 * equinox of date), the true Lahiri ayanamsa, the angles whose multiples are the panchang's limbs,
 * and a root-finder for the instant an angle reaches a value.
 *
 * All instants are Julian Days in UT (`jd`); angles are degrees.
 * - elongation (tithi, karana)   = λ☾ − λ☉ (tropical; the ayanamsa cancels)
 * - Moon sidereal (nakshatra)    = λ☾ − ayanamsa
 * - yoga angle                   = λ☾ + λ☉ − 2·ayanamsa
 * - Sun sidereal (sankranti, solar month) = λ☉ − ayanamsa
 * The ayanamsa is the true one (mean + Δψ), so sidereal angles refer to the mean equinox, as in
 * core/jyotish/chart.ts and the Swiss Ephemeris.
 */
import type { ApparentPlace, Ephemeris } from '../../shared/ports/ephemeris'
import { ayanamsaById, type AyanamsaId } from '../ayanamsa'
import { angleDifference, normalizeDegrees } from '../time'

/** Mean rates, degrees per day, used as first slopes of the root-finder. */
export const MEAN_RATE = {
  elongation: 12.190749,
  moon: 13.176396,
  sun: 0.985647,
  yoga: 14.162043,
} as const

const CACHE_LIMIT = 20_000

/**
 * The interpolation grid: ephemeris values every `step` days, interpolated with a Lagrange polynomial
 * through `points` nodes around the instant. Ten points at one day reproduce the Moon to about
 * 0.006″ (one evaluation of the lunar theory per day; six at half a day gave 0.002″ for twice the
 * evaluations), four points at one day the Sun to 0.001″ — far below the ephemeris's own accuracy
 * (measured against direct evaluation in tests/unit/panchang).
 */
const GRID = { sun: { step: 1, points: 4 }, moon: { step: 1, points: 10 } } as const

/** Options of a {@link Sky}. */
interface SkyOptions {
  /** interpolate the Sun and the Moon on the fixed grid (default true); false evaluates every instant */
  interpolate?: boolean
}

/**
 * What the Sky interpolates: the two bodies, the ayanamsa and the Earth's orientation (sidereal time as
 * the longitude, true obliquity as the latitude). The last two are smooth over days, so they share the
 * Sun's grid: precession is linear and the fastest nutation term (13.7 days, 0.2″) moves them by
 * micro-arcseconds between daily nodes; sidereal time less a whole turn per day is as smooth.
 */
type GridKey = keyof typeof GRID | 'ayanamsa' | 'earth'
type Grid = { readonly step: 1; readonly points: 4 | 10 }
const GRIDS: Readonly<Record<GridKey, Grid>> = { ...GRID, ayanamsa: GRID.sun, earth: GRID.sun }

/** The Earth's orientation as rise, set and the ascendant need it, degrees. */
interface EarthAngles {
  trueObliquity: number
  greenwichSiderealTime: number
}

/**
 * The nodes around one grid interval, ready for interpolation: longitudes as differences from the
 * interval's own node (so a wrap at 360° does no harm), latitudes and distances.
 */
interface Window {
  k: number
  ref: number
  dl: Float64Array
  lat: Float64Array
  dist: Float64Array
}

/** The Lagrange denominators ∏(xj − xm) for n evenly spaced nodes (the offset of the first cancels). */
function lagrangeDenominators(n: number): Float64Array {
  const out = new Float64Array(n)
  for (let j = 0; j < n; j++) {
    let d = 1
    for (let m = 0; m < n; m++) if (m !== j) d *= j - m
    out[j] = d
  }
  return out
}

/**
 * A view of the ephemeris for one computation (a day, a month, a year). The Sun's and the Moon's
 * places come from ephemeris values on a fixed grid (see {@link GRID}) by Lagrange interpolation, so
 * the thousands of instants the root-finders and rise/set searches ask for cost a few ephemeris
 * evaluations per day. Create one per computation; the caches are bounded.
 */
export class Sky {
  private readonly grids: Record<GridKey, Map<number, ApparentPlace>> = { sun: new Map(), moon: new Map(), ayanamsa: new Map(), earth: new Map() }
  private readonly windows: Partial<Record<GridKey, Window>> = {}
  private readonly denominators = { 4: lagrangeDenominators(4), 10: lagrangeDenominators(10) }
  private readonly ayanamsaStrategy
  private readonly interpolate: boolean
  private readonly offsets = new Float64Array(10)
  private readonly prefix = new Float64Array(11)
  private readonly weights = new Float64Array(10)
  /** Where each grid's nodes come from. */
  private readonly sources: Record<GridKey, (jd: number) => ApparentPlace> = {
    sun: (jd) => this.evaluate('sun', jd),
    moon: (jd) => this.evaluate('moon', jd),
    ayanamsa: (jd) => ({ longitude: this.directAyanamsa(jd), latitude: 0, distance: 0 }),
    earth: (jd) => this.directEarth(jd),
  }

  constructor(
    readonly ephemeris: Ephemeris,
    readonly ayanamsaId: AyanamsaId = 'lahiri',
    options: SkyOptions = {},
  ) {
    this.ayanamsaStrategy = ayanamsaById(ayanamsaId)
    this.interpolate = options.interpolate ?? true
  }

  /** Apparent geocentric tropical place of the Sun or the Moon at `jd` (UT). */
  place(body: 'sun' | 'moon', jd: number): ApparentPlace {
    if (!this.interpolate) return this.evaluate(body, jd)
    return this.interpolated(body, jd)
  }

  private interpolated(key: GridKey, jd: number): ApparentPlace {
    const win = this.windowWithWeights(key, jd)
    const w = this.weights
    let dl = 0
    let lat = 0
    let dist = 0
    for (let j = 0; j < GRIDS[key].points; j++) {
      dl += w[j] * win.dl[j]
      lat += w[j] * win.lat[j]
      dist += w[j] * win.dist[j]
    }
    return { longitude: normalizeDegrees(win.ref + dl), latitude: lat, distance: dist }
  }

  /** The interpolated longitude alone: the limbs' root-finders ask for nothing else, thousands of times a day. */
  private interpolatedLongitude(key: GridKey, jd: number): number {
    const win = this.windowWithWeights(key, jd)
    const w = this.weights
    let dl = 0
    for (let j = 0; j < GRIDS[key].points; j++) dl += w[j] * win.dl[j]
    return normalizeDegrees(win.ref + dl)
  }

  /** The window of grid nodes around `jd`, with the Lagrange weights at `jd` left in `this.weights`. */
  private windowWithWeights(key: GridKey, jd: number): Window {
    const { step, points } = GRIDS[key]
    const x = jd / step
    const k = Math.floor(x)
    const win = this.window(key, k)
    this.lagrangeWeights(points, x - k)
    return win
  }

  /**
   * Lagrange weights at fraction u of the interval for nodes −(n/2 − 1) … n/2, in O(n):
   * w_j = ∏_{m≠j}(u − x_m) / ∏_{m≠j}(x_j − x_m), from prefix and suffix products.
   */
  private lagrangeWeights(points: Grid['points'], u: number): void {
    const first = -(points / 2 - 1)
    const { offsets, prefix, weights } = this
    prefix[0] = 1
    for (let m = 0; m < points; m++) {
      offsets[m] = u - (first + m)
      prefix[m + 1] = prefix[m] * offsets[m]
    }
    const denominators = this.denominators[points]
    let suffix = 1
    for (let j = points - 1; j >= 0; j--) {
      weights[j] = (prefix[j] * suffix) / denominators[j]
      suffix *= offsets[j]
    }
  }

  private window(key: GridKey, k: number): Window {
    const cached = this.windows[key]
    if (cached && cached.k === k) return cached
    const { points } = GRIDS[key]
    const win: Window = cached ?? { k, ref: 0, dl: new Float64Array(points), lat: new Float64Array(points), dist: new Float64Array(points) }
    const first = k - (points / 2 - 1)
    win.k = k
    win.ref = this.node(key, k).longitude
    for (let j = 0; j < points; j++) {
      const p = this.node(key, first + j)
      win.dl[j] = angleDifference(p.longitude, win.ref)
      win.lat[j] = p.latitude
      win.dist[j] = p.distance
    }
    this.windows[key] = win
    return win
  }

  private node(key: GridKey, k: number): ApparentPlace {
    const grid = this.grids[key]
    let p = grid.get(k)
    if (!p) {
      if (grid.size >= CACHE_LIMIT) grid.clear()
      const jd = k * GRIDS[key].step
      p = this.sources[key](jd)
      grid.set(k, p)
    }
    return p
  }

  private evaluate(body: 'sun' | 'moon', jd: number): ApparentPlace {
    const e = this.ephemeris
    if (e.apparentPlace) return e.apparentPlace(body, jd)
    const q = e.position(body, jd)
    return { longitude: q.longitude, latitude: q.latitude, distance: q.distance }
  }

  /** Sidereal time (as the longitude) and true obliquity (as the latitude) of a grid node. */
  private directEarth(jd: number): ApparentPlace {
    const o = this.ephemeris.orientation(jd)
    return { longitude: o.greenwichSiderealTime, latitude: o.trueObliquity, distance: 0 }
  }

  private directAyanamsa(jd: number): number {
    const o = this.ephemeris.orientation(jd)
    return this.ayanamsaStrategy.degrees(jd + o.deltaT / 86400, o.nutationLongitude)
  }

  /** True obliquity and Greenwich apparent sidereal time at `jd` (UT), degrees. */
  earth(jd: number): EarthAngles {
    if (!this.interpolate) return this.ephemeris.orientation(jd)
    // Between whole days the grid nodes differ by a whole turn plus about 0.9856°: the interpolation
    // carries the small part and the turn is added back.
    const p = this.interpolated('earth', jd)
    return { trueObliquity: p.latitude, greenwichSiderealTime: normalizeDegrees(p.longitude + 360 * (jd - Math.floor(jd))) }
  }

  /** Apparent tropical longitude of the Sun, degrees. */
  sunLongitude(jd: number): number {
    return this.interpolate ? this.interpolatedLongitude('sun', jd) : this.evaluate('sun', jd).longitude
  }

  /** Apparent tropical longitude of the Moon, degrees. */
  moonLongitude(jd: number): number {
    return this.interpolate ? this.interpolatedLongitude('moon', jd) : this.evaluate('moon', jd).longitude
  }

  /** The true ayanamsa (mean + nutation in longitude) at `jd` (UT), degrees. */
  ayanamsa(jd: number): number {
    if (!this.interpolate) return this.directAyanamsa(jd)
    return this.interpolatedLongitude('ayanamsa', jd)
  }

  /** λ☾ − λ☉, degrees 0–360: tithi = ⌊elongation / 12⌋ + 1. */
  elongation(jd: number): number {
    return normalizeDegrees(this.moonLongitude(jd) - this.sunLongitude(jd))
  }

  /** Sidereal longitude of the Moon, degrees. */
  moonSidereal(jd: number): number {
    return normalizeDegrees(this.moonLongitude(jd) - this.ayanamsa(jd))
  }

  /** Sidereal longitude of the Sun, degrees. */
  sunSidereal(jd: number): number {
    return normalizeDegrees(this.sunLongitude(jd) - this.ayanamsa(jd))
  }

  /** λ☾ + λ☉ − 2·ayanamsa, degrees 0–360: yoga = ⌊angle / 13°20′⌋ + 1. */
  yogaAngle(jd: number): number {
    return normalizeDegrees(this.moonLongitude(jd) + this.sunLongitude(jd) - 2 * this.ayanamsa(jd))
  }
}

/** Convergence of {@link findAngle}: 1e-7 day ≈ 9 ms. */
const TIME_TOLERANCE = 1e-7

/**
 * The instant near `guess` at which a steadily increasing angle reaches `target` (mod 360): a secant
 * iteration that starts with the slope `rate` (degrees per day). The angle must increase
 * monotonically around the root (true of the Moon, the elongation, the yoga angle, the Sun and the
 * ascendant); the root returned is the one within about ±180°/rate of the guess.
 * @returns Julian Day (UT).
 */
export function findAngle(angle: (jd: number) => number, target: number, guess: number, rate: number): number {
  let t0 = guess
  let d0 = angleDifference(angle(t0), target)
  if (d0 === 0) return t0
  let t1 = t0 - d0 / rate
  for (let i = 0; i < 30; i++) {
    const d1 = angleDifference(angle(t1), target)
    if (d1 === 0) return t1
    let slope = (d1 - d0) / (t1 - t0)
    // A bad slope (noise at convergence, or a wrap) falls back to the mean rate.
    if (!(slope > rate * 0.2 && slope < rate * 5)) slope = rate
    const t2 = t1 - d1 / slope
    if (Math.abs(t2 - t1) < TIME_TOLERANCE) return t2
    t0 = t1
    d0 = d1
    t1 = t2
  }
  return t1
}
