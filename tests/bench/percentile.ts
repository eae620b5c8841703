/** The value at percentile `p` (0–100) of ascending `sorted` values: the nearest rank, no interpolation. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
