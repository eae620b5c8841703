/**
 * The four moving limbs of the panchang — tithi, karana, nakshatra, yoga — as spans with exact
 * start and end instants, found by root-finding on apparent longitudes (core/jyotish/panchang/sky.ts).
 *
 * | limb      | angle                  | span    | count |
 * |-----------|------------------------|---------|-------|
 * | tithi     | λ☾ − λ☉                | 12°     | 30    |
 * | karana    | λ☾ − λ☉                | 6°      | 60    |
 * | nakshatra | λ☾ − ayanamsa          | 13°20′  | 27    |
 * | yoga      | λ☾ + λ☉ − 2·ayanamsa   | 13°20′  | 27    |
 *
 * Indices are 1-based: tithi 1 = Shukla Pratipada … 15 Purnima, 16 Krishna Pratipada … 30 Amavasya;
 * karana 1 = Kimstughna (first half of Shukla Pratipada) … 60 Naga; nakshatra 1 = Ashwini; yoga 1 =
 * Vishkambha. Instants are Julian Days (UT).
 */
import { findAngle, MEAN_RATE, Sky } from './sky'

/** One of the four limbs. */
export type LimbKind = 'tithi' | 'karana' | 'nakshatra' | 'yoga'

/** An element of a limb in force from `start` to `end` (Julian Days, UT). */
export interface LimbSpan {
  /** 1-based index (see the module comment). */
  index: number
  start: number
  end: number
}

interface LimbSpec {
  count: number
  span: number
  rate: number
  angle(sky: Sky, jd: number): number
}

const SPECS: Record<LimbKind, LimbSpec> = {
  tithi: { count: 30, span: 12, rate: MEAN_RATE.elongation, angle: (s, jd) => s.elongation(jd) },
  karana: { count: 60, span: 6, rate: MEAN_RATE.elongation, angle: (s, jd) => s.elongation(jd) },
  nakshatra: { count: 27, span: 360 / 27, rate: MEAN_RATE.moon, angle: (s, jd) => s.moonSidereal(jd) },
  yoga: { count: 27, span: 360 / 27, rate: MEAN_RATE.yoga, angle: (s, jd) => s.yogaAngle(jd) },
}

/** Number of elements of a limb (30, 60, 27, 27). */
function limbCount(kind: LimbKind): number {
  return SPECS[kind].count
}

/** The index (1-based) of a limb's element in force at `jd`. */
export function limbIndexAt(sky: Sky, kind: LimbKind, jd: number): number {
  const spec = SPECS[kind]
  return Math.min(Math.floor(spec.angle(sky, jd) / spec.span), spec.count - 1) + 1
}

/** The element of a limb in force at `jd`, with its exact start and end. */
export function limbSpanAt(sky: Sky, kind: LimbKind, jd: number): LimbSpan {
  const spec = SPECS[kind]
  const angle = (t: number) => spec.angle(sky, t)
  const a = angle(jd)
  const i = Math.min(Math.floor(a / spec.span), spec.count - 1)
  const from = i * spec.span
  const to = ((i + 1) % spec.count) * spec.span
  const start = findAngle(angle, from, jd - (a - from) / spec.rate, spec.rate)
  const end = findAngle(angle, to, jd + ((i + 1) * spec.span - a) / spec.rate, spec.rate)
  return { index: i + 1, start, end }
}

/** The element that follows `span` (its start is `span.end`). */
function nextLimbSpan(sky: Sky, kind: LimbKind, span: LimbSpan): LimbSpan {
  const spec = SPECS[kind]
  const index = (span.index % spec.count) + 1
  // The last span's own duration predicts the next one's well (the rates change slowly).
  const localRate = spec.span / Math.max(span.end - span.start, 1e-3)
  const rate = localRate > spec.rate * 0.5 && localRate < spec.rate * 2 ? localRate : spec.rate
  const target = (index % spec.count) * spec.span
  const end = findAngle((t) => spec.angle(sky, t), target, span.end + spec.span / rate, rate)
  return { index, start: span.end, end }
}

/**
 * A lazily extended, contiguous sequence of a limb's spans for computations over many days (a
 * month, a year): every boundary is found once. Queries may go forwards or backwards; going before
 * the first span restarts the sequence there.
 */
export class LimbTimeline {
  private spans: LimbSpan[] = []

  /**
   * @param tithis for the karana timeline: the tithi timeline, whose ends are every second karana's
   * end (a tithi is two karanas), so only the karanas ending mid-tithi need a search of their own.
   */
  constructor(
    private readonly sky: Sky,
    readonly kind: LimbKind,
    private readonly tithis?: LimbTimeline,
  ) {
    if (tithis && (kind !== 'karana' || tithis.kind !== 'tithi')) throw new RangeError('LimbTimeline: only karanas derive from tithis')
  }

  /** Every span overlapping [from, to), in order. */
  between(from: number, to: number): LimbSpan[] {
    this.cover(from, to)
    const out: LimbSpan[] = []
    let i = this.firstEndingAfter(from)
    for (; i < this.spans.length && this.spans[i].start < to; i++) out.push(this.spans[i])
    return out
  }

  /** The span in force at `jd`. */
  at(jd: number): LimbSpan {
    this.cover(jd, jd)
    return this.spans[this.firstEndingAfter(jd)]
  }

  /** All spans computed so far (contiguous). */
  all(): readonly LimbSpan[] {
    return this.spans
  }

  private cover(from: number, to: number): void {
    if (this.spans.length === 0 || from < this.spans[0].start) this.spans = [limbSpanAt(this.sky, this.kind, from)]
    let last = this.spans[this.spans.length - 1]
    while (last.end <= to) {
      last = this.next(last)
      this.spans.push(last)
    }
  }

  private next(span: LimbSpan): LimbSpan {
    if (this.tithis) {
      const index = (span.index % limbCount('karana')) + 1
      // Even karanas end where their tithi ends: the tithi in force just after this karana begins.
      if (index % 2 === 0) return { index, start: span.end, end: this.tithis.at(span.end).end }
    }
    return nextLimbSpan(this.sky, this.kind, span)
  }

  private firstEndingAfter(jd: number): number {
    let lo = 0
    let hi = this.spans.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.spans[mid].end > jd) hi = mid
      else lo = mid + 1
    }
    return lo
  }
}
