import type { Antardasha, Mahadasha, Pratyantardasha, VimshottariDasha } from '../../jyotish/vimshottari'

/** The mahadasha, antardasha and pratyantardasha running at an instant (null past the computed span). */
export function currentPeriods(chart: { dasha: VimshottariDasha }, at: Date): { maha: Mahadasha; antar: Antardasha; pratyantar: Pratyantardasha | null } | null {
  const t = at.getTime()
  const inside = (p: { start: string; end: string }) => Date.parse(p.start) <= t && t < Date.parse(p.end)
  const maha = chart.dasha.periods.find(inside)
  const antar = maha?.antardashas.find(inside)
  if (!maha || !antar) return null
  return { maha, antar, pratyantar: antar.pratyantardashas.find(inside) ?? null }
}

/** Antardashas (with their mahadasha) that start or run between two instants. */
export function antardashasBetween(chart: { dasha: VimshottariDasha }, from: Date, to: Date): Array<{ maha: Mahadasha; antar: Antardasha }> {
  const out: Array<{ maha: Mahadasha; antar: Antardasha }> = []
  for (const maha of chart.dasha.periods)
    for (const antar of maha.antardashas) if (Date.parse(antar.end) > from.getTime() && Date.parse(antar.start) < to.getTime()) out.push({ maha, antar })
  return out
}

/** Age in whole years at an instant, from the birth instant. */
export function ageAt(birthUtc: string, at: string | Date): number {
  return Math.max(0, Math.floor((new Date(at).getTime() - Date.parse(birthUtc)) / (365.25 * 86_400_000)))
}
