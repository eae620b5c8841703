/**
 * Sade sati and dhaiya (Saturn's "small panoti") from Saturn's sidereal sign ingresses and the natal
 * Moon sign.
 *
 * - Sade sati: Saturn in the 12th, 1st and 2nd signs from the natal Moon; the phases are called
 *   rising (12th), peak (1st, "janma shani") and setting (2nd). About 7½ years in all.
 * - Dhaiya (2½ years): Saturn in the 4th sign from the Moon (kantaka shani) or the 8th (ashtama shani).
 * Each stay of Saturn in one of these signs is one period, from the ingress that brought it there to the
 * ingress that took it out, so a retrograde return into the previous sign gives rows of its own.
 * Signs are 1–12; instants Julian Days (UT).
 */
import { signDistance } from '../zodiac'
import type { Ingress } from './ingresses'

/** The kind of a Saturn period over the natal Moon. */
export type SaturnPeriodKind = 'sadeSati' | 'dhaiya'
/** The phase: sade sati's three, dhaiya's two. */
export type SaturnPhase = 'rising' | 'peak' | 'setting' | 'kantaka' | 'ashtama'

/** One stay of Saturn in a sign that matters for the natal Moon. */
export interface SaturnPeriod {
  kind: SaturnPeriodKind
  phase: SaturnPhase
  /** Saturn's sign 1–12 */
  sign: number
  /** Julian Day (UT) of the ingress into `sign` */
  startJd: number
  /** Julian Day (UT) of the ingress out of `sign` */
  endJd: number
  /** whether Saturn entered the sign moving retrograde (a return into it) */
  enteredRetrograde: boolean
}

/** The phase of Saturn in `saturnSign` for a natal Moon in `moonSign`, or null when neither sade sati nor dhaiya. */
export function saturnPhase(moonSign: number, saturnSign: number): { kind: SaturnPeriodKind; phase: SaturnPhase } | null {
  switch (signDistance(moonSign, saturnSign)) {
    case 12:
      return { kind: 'sadeSati', phase: 'rising' }
    case 1:
      return { kind: 'sadeSati', phase: 'peak' }
    case 2:
      return { kind: 'sadeSati', phase: 'setting' }
    case 4:
      return { kind: 'dhaiya', phase: 'kantaka' }
    case 8:
      return { kind: 'dhaiya', phase: 'ashtama' }
    default:
      return null
  }
}

/**
 * The sade sati and dhaiya periods given Saturn's ingresses in time order (consecutive ingresses
 * bound each stay; the stay before the first ingress and after the last are unknown and left out).
 * @param moonSign the natal Moon's sidereal sign 1–12. @param ingresses Saturn's ingresses, in time order.
 */
export function saturnPeriods(moonSign: number, ingresses: readonly Ingress[]): SaturnPeriod[] {
  if (!Number.isInteger(moonSign) || moonSign < 1 || moonSign > 12) throw new RangeError('saturnPeriods: moonSign must be 1–12')
  const out: SaturnPeriod[] = []
  for (let i = 0; i + 1 < ingresses.length; i++) {
    const enter = ingresses[i]
    const phase = saturnPhase(moonSign, enter.sign)
    if (!phase) continue
    out.push({ ...phase, sign: enter.sign, startJd: enter.jd, endJd: ingresses[i + 1].jd, enteredRetrograde: enter.retrograde })
  }
  return out
}

/** One whole sade sati: from Saturn's first entry into the 12th sign to its last exit from the 2nd. */
interface SadeSatiCycle {
  startJd: number
  endJd: number
}

/**
 * Groups consecutive sade sati periods into cycles (Saturn does not leave the three signs in between,
 * except when it steps back out of the 12th sign before the cycle really begins: that is still one cycle).
 */
export function sadeSatiCycles(periods: readonly SaturnPeriod[]): SadeSatiCycle[] {
  const cycles: SadeSatiCycle[] = []
  for (const p of periods) {
    if (p.kind !== 'sadeSati') continue
    const last = cycles[cycles.length - 1]
    // Saturn leaves the 12th sign backwards for a few months at most; a gap under 2 years is the same cycle.
    if (last && p.startJd - last.endJd < 730) last.endJd = Math.max(last.endJd, p.endJd)
    else cycles.push({ startJd: p.startJd, endJd: p.endJd })
  }
  return cycles
}
