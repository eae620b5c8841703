import type { Antardasha, Mahadasha, Pratyantardasha, VimshottariDasha } from '../../../../core/jyotish/vimshottari'

/** The periods running at one instant, from the mahadasha down. */
interface RunningDasha {
  mahadasha: Mahadasha
  antardasha: Antardasha | null
  pratyantardasha: Pratyantardasha | null
  /** Indexes into `periods`, `antardashas` and `pratyantardashas` (-1 when absent). */
  path: [number, number, number]
}

/** True when the instant (epoch ms, UT) falls in the period: start inclusive, end exclusive. */
export function periodContains(period: Pick<Pratyantardasha, 'start' | 'end'>, instantMs: number): boolean {
  const start = Date.parse(period.start)
  const end = Date.parse(period.end)
  return instantMs >= start && instantMs < end
}

function findIndex<T extends Pick<Pratyantardasha, 'start' | 'end'>>(periods: readonly T[], instantMs: number): number {
  return periods.findIndex((p) => periodContains(p, instantMs))
}

/**
 * The mahadasha, antardasha and pratyantardasha running at an instant (UT), or null when the instant
 * lies outside the computed periods (before the cycle's start or after its end).
 */
export function runningDashaAt(dasha: Pick<VimshottariDasha, 'periods'>, instant: Date): RunningDasha | null {
  const ms = instant.getTime()
  if (!Number.isFinite(ms)) throw new RangeError('runningDashaAt: invalid instant')
  const m = findIndex(dasha.periods, ms)
  if (m < 0) return null
  const mahadasha = dasha.periods[m]
  const a = findIndex(mahadasha.antardashas, ms)
  const antardasha = a < 0 ? null : mahadasha.antardashas[a]
  const p = antardasha ? findIndex(antardasha.pratyantardashas, ms) : -1
  const pratyantardasha = antardasha && p >= 0 ? antardasha.pratyantardashas[p] : null
  return { mahadasha, antardasha, pratyantardasha, path: [m, a, p] }
}

/** Fraction 0..1 of a period elapsed at an instant (clamped). */
export function elapsedFraction(period: Pick<Pratyantardasha, 'start' | 'end'>, instant: Date): number {
  const start = Date.parse(period.start)
  const end = Date.parse(period.end)
  if (!(end > start)) return 0
  return Math.min(1, Math.max(0, (instant.getTime() - start) / (end - start)))
}
