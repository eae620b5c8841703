/**
 * K. S. Krishnamurti's subdivision of the zodiac: every nakshatra (13°20′) is divided among the nine
 * Vimshottari lords in proportion to their dasha years (out of 120), starting from the nakshatra's own lord
 * and going on in the dasha order; each sub is divided again the same way, from the sub's lord, into
 * sub-subs. The first sub of Ashwini is Ketu's, 7/120 of 13°20′ = 0°46′40″.
 *
 * 27 × 9 = 243 subs; six of them cross a sign boundary (the sign boundaries at 30°, 90°, 150°, 210°,
 * 270° and 330° fall inside a sub; those at 60°, 180° and 300° fall on one's edge, and those at 0°, 120° and
 * 240° on a nakshatra's), and split there they make the 249 of the KP tables (KP Reader I).
 * Longitudes are sidereal degrees (the KP ayanamsa), 0 <= x < 360.
 */
import { normalizeDegrees } from '../time'
import { NAKSHATRA_SPAN, signLord, signOf, VIMSHOTTARI_ORDER, type GrahaId } from '../zodiac'
import { VIMSHOTTARI_YEARS } from '../vimshottari'

/** The lords of a point in KP: of its sign, its nakshatra (star), its sub and its sub-sub. */
export interface KpLords {
  signLord: GrahaId
  starLord: GrahaId
  subLord: GrahaId
  subSubLord: GrahaId
}

/** One of the 249 rows of the KP sub table: a stretch with one sign, star and sub lord. */
export interface KpSub {
  /** 1–249 */
  number: number
  /** sidereal longitude where it begins and ends, degrees (end exclusive; the last ends at 360) */
  start: number
  end: number
  sign: number
  signLord: GrahaId
  starLord: GrahaId
  subLord: GrahaId
  /** the whole sub before the split at a sign boundary (its sub-subs run across the boundary), degrees */
  subStart: number
  subEnd: number
}

const CYCLE_YEARS = 120

/** The nine lords in dasha order from `lord`, each with the fraction (years / 120) of a span it takes. */
function divisionsFrom(lord: GrahaId): Array<{ lord: GrahaId; fraction: number }> {
  const i = VIMSHOTTARI_ORDER.indexOf(lord)
  return Array.from({ length: 9 }, (_, k) => {
    const g = VIMSHOTTARI_ORDER[(i + k) % 9]!
    return { lord: g, fraction: VIMSHOTTARI_YEARS[g] / CYCLE_YEARS }
  })
}

function buildSubTable(): KpSub[] {
  const rows: KpSub[] = []
  for (let n = 0; n < 27; n++) {
    const starLord = VIMSHOTTARI_ORDER[n % 9]!
    let start = n * NAKSHATRA_SPAN
    for (const part of divisionsFrom(starLord)) {
      const end = start + part.fraction * NAKSHATRA_SPAN
      // A sign boundary strictly inside the sub splits it (1e-9° absorbs the rounding of the sums).
      const boundary = Math.ceil((start + 1e-9) / 30) * 30
      const pieces = boundary < end - 1e-9 ? [[start, boundary], [boundary, end]] : [[start, end]]
      for (const [from, to] of pieces) {
        const sign = signOf(from! + 1e-9)
        rows.push({ number: rows.length + 1, start: from!, end: to!, sign, signLord: signLord(sign), starLord, subLord: part.lord, subStart: start, subEnd: end })
      }
      start = end
    }
  }
  return rows
}

/** The 249 subs of the zodiac in order from 0° Aries, split at the sign boundaries. */
export const KP_SUBS: readonly KpSub[] = buildSubTable()

/** The row of {@link KP_SUBS} that holds a longitude in [0, 360). */
function subAt(lon: number): KpSub {
  let lo = 0
  let hi = KP_SUBS.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (KP_SUBS[mid]!.start <= lon) lo = mid
    else hi = mid - 1
  }
  return KP_SUBS[lo]!
}

/** The sign, star, sub and sub-sub lords of a sidereal longitude (degrees). */
export function kpLordsOf(longitude: number): KpLords {
  if (!Number.isFinite(longitude)) throw new RangeError('kpLordsOf: longitude must be finite')
  const lon = normalizeDegrees(longitude)
  const sub = subAt(lon)
  // The sub-subs divide the whole sub the same way, from the sub's own lord.
  const span = sub.subEnd - sub.subStart
  let start = sub.subStart
  let subSubLord = sub.subLord
  for (const part of divisionsFrom(sub.subLord)) {
    subSubLord = part.lord
    start += part.fraction * span
    if (lon < start) break
  }
  return { signLord: sub.signLord, starLord: sub.starLord, subLord: sub.subLord, subSubLord }
}
