/**
 * A graha's sign ingresses, computed once per span of years and kept: Saturn's ingresses are the same
 * for every birth chart, so a lifetime's sade sati needs them found only the first time a span is asked
 * for. Spans are fixed blocks of {@link BLOCK_DAYS} days; memory is bounded by {@link MAX_BLOCKS}.
 * Instants are Julian Days (UT).
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import type { GrahaId } from '../zodiac'
import { signIngresses, type Ingress } from './ingresses'

/** One block: a quarter century. */
export const BLOCK_DAYS = 36525 / 4
/** Blocks kept (about 1,250 years); the oldest block asked for is dropped beyond it. */
const MAX_BLOCKS = 50

/** Memoised sign ingresses of one graha. */
export class IngressTable {
  private readonly blocks = new Map<number, Ingress[]>()

  constructor(
    private readonly ephemeris: Ephemeris,
    readonly graha: GrahaId,
  ) {}

  /** Every ingress with fromJd <= jd < toJd, in time order (the same instants signIngresses finds). */
  between(fromJd: number, toJd: number): Ingress[] {
    if (!Number.isFinite(fromJd) || !Number.isFinite(toJd) || toJd <= fromJd) throw new RangeError('IngressTable.between: need finite fromJd < toJd')
    const out: Ingress[] = []
    for (let b = Math.floor(fromJd / BLOCK_DAYS); b * BLOCK_DAYS < toJd; b++) {
      for (const i of this.block(b)) if (i.jd >= fromJd && i.jd < toJd) out.push(i)
    }
    return out
  }

  private block(index: number): Ingress[] {
    const known = this.blocks.get(index)
    if (known) return known
    const start = index * BLOCK_DAYS
    // Half-open blocks: a crossing exactly on a block edge belongs to the later block only.
    const found = signIngresses(this.ephemeris, this.graha, start, start + BLOCK_DAYS).filter((i) => i.jd < start + BLOCK_DAYS)
    if (this.blocks.size >= MAX_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!)
    this.blocks.set(index, found)
    return found
  }
}
