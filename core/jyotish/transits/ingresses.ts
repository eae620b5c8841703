/**
 * Sign ingresses and stations of the grahas found by root-finding on their sidereal longitude
 * (Lahiri): the exact instants a graha crosses a sign boundary (every crossing, so a retrograde
 * re-entry is its own ingress) and the instants its speed changes sign (stations).
 *
 * Method: the graha is sampled every {@link SCAN_STEP_DAYS} days (a step far shorter than its
 * shortest retrograde or direct run, and short enough that it moves under 30° per step). Between two
 * samples whose speeds differ in sign a station is found on the speed; each monotonic piece then
 * crosses at most one sign boundary, and the crossing is bisected on the longitude to
 * {@link TOLERANCE_DAYS}. Instants are Julian Days (UT); longitudes sidereal degrees.
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import { angleDifference } from '../time'
import { signOf, type GrahaId } from '../zodiac'
import { siderealMotion } from './sidereal-motion'

/** Sampling step per graha, days. Retrograde runs last ≥ 20 days (Mercury); fast movers move < 15°/step. */
const SCAN_STEP_DAYS: Readonly<Record<GrahaId, number>> = {
  sun: 5, moon: 0.5, mars: 4, mercury: 2, jupiter: 12, venus: 3, saturn: 16, rahu: 30, ketu: 30,
}

/** Root-finding tolerance: a tenth of a second, days. */
const TOLERANCE_DAYS = 0.1 / 86400

/** A graha entering a sign. */
export interface Ingress {
  graha: GrahaId
  /** Julian Day (UT) of the crossing */
  jd: number
  /** the sign 1–12 entered */
  sign: number
  /** the sign 1–12 left */
  from: number
  /** true when the crossing happens in retrograde motion (a re-entry into the previous sign) */
  retrograde: boolean
}

/**
 * Whether an ingress takes the graha back into the sign it had left (a "return"): a crossing in backward
 * motion for the planets, in forward motion for Rahu and Ketu, whose ordinary motion is backward.
 */
export function isReturn(ingress: Pick<Ingress, 'graha' | 'retrograde'>): boolean {
  const node = ingress.graha === 'rahu' || ingress.graha === 'ketu'
  return node ? !ingress.retrograde : ingress.retrograde
}

/** A station: the graha's sidereal speed changes sign. */
interface Station {
  graha: GrahaId
  jd: number
  /** 'retrograde': the graha turns retrograde; 'direct': it resumes direct motion */
  turns: 'retrograde' | 'direct'
  /** sidereal longitude at the station, degrees */
  longitude: number
}

interface Sample {
  jd: number
  longitude: number
  speed: number
}

/**
 * A root of f in [lo, hi] where f(lo) and f(hi) differ in sign, by the Illinois variant of regula falsi
 * (superlinear on these smooth functions: 6–10 evaluations instead of bisection's 25), to TOLERANCE_DAYS.
 */
function findRoot(f: (jd: number) => number, lo: number, hi: number, flo = f(lo), fhi = f(hi)): number {
  if (flo === 0) return lo
  if (fhi === 0) return hi
  let side = 0
  for (let i = 0; i < 100 && hi - lo > TOLERANCE_DAYS; i++) {
    let x = (lo * fhi - hi * flo) / (fhi - flo)
    // Keep the guess strictly inside, and shrink the bracket on both sides near the end.
    if (!(x > lo && x < hi)) x = (lo + hi) / 2
    const fx = f(x)
    if (fx === 0) return x
    if (fx > 0 === fhi > 0) {
      hi = x
      fhi = fx
      if (side === 1) flo /= 2
      side = 1
    } else {
      lo = x
      flo = fx
      if (side === -1) fhi /= 2
      side = -1
    }
    if (hi - lo < 4 * TOLERANCE_DAYS) {
      const mid = (lo + hi) / 2
      const fm = f(mid)
      if (fm > 0 === fhi > 0) hi = mid
      else lo = mid
      return (lo + hi) / 2
    }
  }
  return (lo + hi) / 2
}

/**
 * Walks a graha's motion from `fromJd` to `toJd` and reports its stations and sign ingresses in time order.
 * @throws RangeError when the interval is empty or not finite.
 */
export function scanMotion(
  ephemeris: Ephemeris,
  graha: GrahaId,
  fromJd: number,
  toJd: number,
  options: { stations?: boolean } = {},
): { ingresses: Ingress[]; stations: Station[] } {
  const wantStations = options.stations ?? true
  if (!Number.isFinite(fromJd) || !Number.isFinite(toJd) || toJd <= fromJd) throw new RangeError('scanMotion: need finite fromJd < toJd')
  const at = (jd: number): Sample => ({ jd, ...siderealMotion(ephemeris, graha, jd) })
  const ingresses: Ingress[] = []
  const stations: Station[] = []
  const step = SCAN_STEP_DAYS[graha]

  // One monotonic piece [a, b]: at most one boundary crossed (the graha moves < 30° in a step).
  const crossings = (a: Sample, b: Sample) => {
    const moved = angleDifference(b.longitude, a.longitude)
    const end = a.longitude + moved
    const boundary = moved >= 0 ? Math.floor(end / 30) * 30 : Math.ceil(end / 30) * 30
    const crossed = moved >= 0 ? boundary > a.longitude && boundary <= end : boundary < a.longitude && boundary >= end
    if (!crossed) return
    const g = (jd: number) => angleDifference(siderealMotion(ephemeris, graha, jd).longitude, boundary)
    const jd = findRoot(g, a.jd, b.jd, angleDifference(a.longitude, boundary), angleDifference(b.longitude, boundary))
    const retrograde = moved < 0
    const entered = signOf(retrograde ? boundary - 15 : boundary + 15)
    ingresses.push({ graha, jd, sign: entered, from: signOf(retrograde ? boundary + 15 : boundary - 15), retrograde })
  }

  let prev = at(fromJd)
  for (let jd = fromJd; jd < toJd; ) {
    const nextJd = Math.min(jd + step, toJd)
    const next = at(nextJd)
    if (prev.speed < 0 !== next.speed < 0 && (wantStations || nearBoundary(prev, next, step))) {
      const sJd = findRoot((t) => siderealMotion(ephemeris, graha, t).speed, prev.jd, next.jd, prev.speed, next.speed)
      const station = at(sJd)
      stations.push({ graha, jd: sJd, turns: next.speed < 0 ? 'retrograde' : 'direct', longitude: station.longitude })
      crossings(prev, station)
      crossings(station, next)
    } else {
      crossings(prev, next)
    }
    prev = next
    jd = nextJd
  }
  return { ingresses, stations }
}

/** Every sign ingress of a graha between two instants (Julian Days UT), in time order. */
export function signIngresses(ephemeris: Ephemeris, graha: GrahaId, fromJd: number, toJd: number): Ingress[] {
  return scanMotion(ephemeris, graha, fromJd, toJd, { stations: false }).ingresses
}

/**
 * Whether a station between two samples could lie close enough to a sign boundary for the graha to
 * cross it inside the step: when it cannot, the station need not be located to find the ingresses.
 */
function nearBoundary(a: Sample, b: Sample, step: number): boolean {
  const reach = (Math.abs(a.speed) + Math.abs(b.speed)) * step
  const toBoundary = (lon: number) => Math.min(lon % 30, 30 - (lon % 30))
  return toBoundary(a.longitude) < reach || toBoundary(b.longitude) < reach
}

/**
 * The graha's next sign ingress after `jd` (searched up to `horizonDays`, default 20 years, enough for
 * Saturn and the nodes), or null when none is found in the horizon.
 */
export function nextIngress(ephemeris: Ephemeris, graha: GrahaId, jd: number, horizonDays = 7300): Ingress | null {
  // Search in growing windows so fast grahas cost a few samples.
  let from = jd
  let span = Math.max(SCAN_STEP_DAYS[graha] * 8, 4)
  while (from < jd + horizonDays) {
    const to = Math.min(from + span, jd + horizonDays)
    const found = signIngresses(ephemeris, graha, from, to).find((i) => i.jd > jd)
    if (found) return found
    from = to
    span *= 2
  }
  return null
}

/** A retrograde run: from the station where the graha turns retrograde to the one where it turns direct. */
interface RetrogradePeriod {
  graha: GrahaId
  /** Julian Day (UT) of the retrograde station, or null when the run began before the searched span */
  startJd: number | null
  /** Julian Day (UT) of the direct station, or null when it ends after the searched span */
  endJd: number | null
  /** sidereal longitudes at the stations (null where the station lies outside the span) */
  startLongitude: number | null
  endLongitude: number | null
}

/**
 * The retrograde runs of a graha that overlap [fromJd, toJd], with exact stations. The search is
 * widened by half a year on each side so a run that straddles the span's edges gets both stations.
 * Not for the nodes (the mean node is always retrograde) nor the Sun and the Moon (never retrograde).
 */
export function retrogradePeriods(ephemeris: Ephemeris, graha: 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', fromJd: number, toJd: number): RetrogradePeriod[] {
  const margin = 183
  const { stations } = scanMotion(ephemeris, graha, fromJd - margin, toJd + margin)
  const startsRetrograde = siderealMotion(ephemeris, graha, fromJd - margin).speed < 0
  const out: RetrogradePeriod[] = []
  let open: Station | null | undefined = startsRetrograde ? null : undefined
  for (const s of stations) {
    if (s.turns === 'retrograde') open = s
    else if (open !== undefined) {
      out.push({ graha, startJd: open?.jd ?? null, endJd: s.jd, startLongitude: open?.longitude ?? null, endLongitude: s.longitude })
      open = undefined
    }
  }
  if (open) out.push({ graha, startJd: open.jd, endJd: null, startLongitude: open.longitude, endLongitude: null })
  return out.filter((p) => (p.endJd ?? Infinity) > fromJd && (p.startJd ?? -Infinity) < toJd)
}
