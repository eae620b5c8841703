/**
 * Drishti in virupas (BPHS, the chapter on aspects; Raman, *Graha and Bhava Balas*, ch. VIII) and the drik
 * bala of a graha or a bhava madhya. The aspect grows with the arc from the aspecting planet to the point,
 * counted forward in the zodiac: nothing below 30°, a quarter (15) at 60°, three quarters (45) at 90°, a
 * half (30) at 120°, full (60) at 180°, nothing from 300°. Mars, Jupiter and Saturn look fully on their
 * special houses: over the sign-wide arcs of the 4th and 8th (Mars), 5th and 9th (Jupiter), 3rd and 10th
 * (Saturn) the ordinary value is raised by what it lacks at the arc's start (15, 30 and 45 virupas), as
 * Raman adds them.
 */
import { normalizeDegrees } from './time'
import type { BalaGraha } from './shadbala-sthana'

/** The ordinary drishti, in virupas, of a planet on a point `arc` degrees ahead of it. */
function ordinaryDrishti(arc: number): number {
  if (arc < 30) return 0
  if (arc < 60) return (arc - 30) / 2
  if (arc < 90) return arc - 60 + 15
  if (arc < 120) return (120 - arc) / 2 + 30
  if (arc < 150) return 150 - arc
  if (arc < 180) return (arc - 150) * 2
  if (arc < 300) return (300 - arc) / 2
  return 0
}

/** The special aspects: [from, to) arcs and what is added there. */
const SPECIAL: Partial<Record<BalaGraha, readonly [number, number, number][]>> = {
  mars: [[90, 120, 15], [210, 240, 15]],
  jupiter: [[120, 150, 30], [240, 270, 30]],
  saturn: [[60, 90, 45], [270, 300, 45]],
}

/** The drishti of `graha` at `from` (degrees) on the point `to` (degrees), in virupas, special aspects included. */
export function drishti(graha: BalaGraha, from: number, to: number): number {
  const arc = normalizeDegrees(to - from)
  const extra = SPECIAL[graha]?.find(([a, b]) => arc >= a && arc < b)?.[2] ?? 0
  return ordinaryDrishti(arc) + extra
}

/** Who aspects, with its place and whether it counts as a benefic. */
export interface Aspecter {
  graha: BalaGraha
  longitude: number
  benefic: boolean
}

/** How the aspects on a point are summed. */
export interface DrikOptions {
  /** a graha whose own aspect is left out (a planet does not aspect itself) */
  exclude?: BalaGraha
  /** add Jupiter's and a benefic Mercury's aspects whole, as for a bhava */
  wholeJupiterMercury?: boolean
}

/**
 * The drik bala on a point: a quarter of the benefics' aspects less a quarter of the malefics'. On a graha
 * every aspect counts a quarter, Jupiter's too: so Raman works his example (ch. VIII) and V. P. Jain his, each
 * planet's drik bala reproducing only that way. On a bhava madhya the aspects of Jupiter and of a benefic
 * Mercury are added whole (Raman, ch. IX, the bhava drishti bala).
 */
export function drikBalaOn(point: number, aspecters: readonly Aspecter[], options: DrikOptions = {}): number {
  let total = 0
  for (const a of aspecters) {
    if (a.graha === options.exclude) continue
    const value = drishti(a.graha, a.longitude, point)
    if (!a.benefic) total -= value / 4
    else total += options.wholeJupiterMercury && (a.graha === 'jupiter' || a.graha === 'mercury') ? value : value / 4
  }
  return total
}
