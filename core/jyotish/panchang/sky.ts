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
import type { ApparentPlace, Ephemeris } from '../../ports/ephemeris'
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
 * through `points` nodes around the instant. Six points at half a day reproduce the Moon to about
 * 0.002″ (its sixth derivative is ≈ 20″/day⁶), four points at one day the Sun to 0.001″ — far below
 * the ephemeris's own accuracy (measured against direct evaluation in tests/unit/panchang).
 */
export const GRID = { sun: { step: 1, points: 4 }, moon: { step: 0.5, points: 6 } } as const

/** Options of a {@link Sky}. */
export interface SkyOptions {
  /** interpolate the Sun and the Moon on the fixed grid (default true); false evaluates every instant */
  interpolate?: boolean
}

/** Lagrange weights at fraction u of the interval [0, 1] for nodes −(n/2 − 1) … n/2. */
function lagrangeWeights(n: number, u: number, out: number[]): void {
  const first = -(n / 2 - 1)
  for (let j = 0; j < n; j++) {
    const xj = first + j
    let w = 1
    for (let m = 0; m < n; m++) {
      if (m === j) continue
      const xm = first + m
      w *= (u - xm) / (xj - xm)
    }
    out[j] = w
  }
}

/**
 * A view of the ephemeris for one computation (a day, a month, a year). The Sun's and the Moon's
 * places come from ephemeris values on a fixed grid (see {@link GRID}) by Lagrange interpolation, so
 * the thousands of instants the root-finders and rise/set searches ask for cost a few ephemeris
 * evaluations per day. Create one per computation; the caches are bounded.
 */
export class Sky {
  private readonly grids = { sun: new Map<number, ApparentPlace>(), moon: new Map<number, ApparentPlace>() }
  private readonly ayanamsaStrategy
  private readonly interpolate: boolean
  private readonly weights: number[] = [0, 0, 0, 0, 0, 0]

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
    const { step, points } = GRID[body]
    const x = jd / step
    const k = Math.floor(x)
    const w = this.weights
    lagrangeWeights(points, x - k, w)
    const first = k - (points / 2 - 1)
    const ref = this.node(body, k).longitude
    let dl = 0
    let lat = 0
    let dist = 0
    for (let j = 0; j < points; j++) {
      const p = this.node(body, first + j)
      dl += w[j] * angleDifference(p.longitude, ref)
      lat += w[j] * p.latitude
      dist += w[j] * p.distance
    }
    return { longitude: normalizeDegrees(ref + dl), latitude: lat, distance: dist }
  }

  private node(body: 'sun' | 'moon', k: number): ApparentPlace {
    const grid = this.grids[body]
    let p = grid.get(k)
    if (!p) {
      if (grid.size >= CACHE_LIMIT) grid.clear()
      p = this.evaluate(body, k * GRID[body].step)
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

  /** Apparent tropical longitude of the Sun, degrees. */
  sunLongitude(jd: number): number {
    return this.place('sun', jd).longitude
  }

  /** Apparent tropical longitude of the Moon, degrees. */
  moonLongitude(jd: number): number {
    return this.place('moon', jd).longitude
  }

  /** The true ayanamsa (mean + nutation in longitude) at `jd` (UT), degrees. */
  ayanamsa(jd: number): number {
    const o = this.ephemeris.orientation(jd)
    return this.ayanamsaStrategy.degrees(jd + o.deltaT / 86400, o.nutationLongitude)
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
