/**
 * The two reductions of a bhinnashtakavarga and the pindas read from it (BPHS, the chapters on trikona and
 * ekadhipatya shodhana and on the pindas). Signs are indexed 0 = Mesha … 11 = Meena throughout.
 */

/** The seven grahas of the ashtakavarga, the ones whose presence in a sign counts for the reductions. */
export const ASHTAKA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const
export type AshtakaGraha = (typeof ASHTAKA_GRAHAS)[number]

/** The sign multipliers of the rashi pinda (Mesha 7, Vrishabha 10 … Meena 12). */
export const RASHI_GUNAKARA: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12]

/** The graha multipliers of the graha pinda. */
export const GRAHA_GUNAKARA: Readonly<Record<AshtakaGraha, number>> = { sun: 5, moon: 5, mars: 8, mercury: 5, jupiter: 10, venus: 7, saturn: 5 }

/** The pairs of signs one graha owns: Mars, Venus, Mercury, Jupiter, Saturn (the Sun and Moon own one each). */
const SAME_LORD_PAIRS: ReadonlyArray<readonly [number, number]> = [
  [0, 7],
  [1, 6],
  [2, 5],
  [8, 11],
  [9, 10],
]

/**
 * Trikona shodhana: in each group of trine signs (Mesha–Simha–Dhanu and the other three), the least of the
 * three is taken from each. So a group with a zero is left as it is, and a group of equals becomes zeros.
 */
export function trikonaShodhana(points: readonly number[]): number[] {
  const reduced = [...points]
  for (let first = 0; first < 4; first++) {
    const group = [first, first + 4, first + 8]
    const least = Math.min(...group.map((s) => points[s]!))
    for (const s of group) reduced[s] = points[s]! - least
  }
  return reduced
}

/**
 * Ekadhipatya shodhana, on the trikona-reduced points, for each pair of signs with one lord. Nothing changes
 * when either sign has no points or both hold a graha. With neither occupied, both take the lesser number
 * (both become zero when equal). With one occupied: the empty sign loses all its points when it has no more
 * than the occupied one, and is brought down to the occupied one's number when it has more.
 */
export function ekadhipatyaShodhana(trikona: readonly number[], occupied: readonly boolean[]): number[] {
  const reduced = [...trikona]
  for (const [a, b] of SAME_LORD_PAIRS) {
    const [pa, pb] = [trikona[a]!, trikona[b]!]
    if (pa === 0 || pb === 0 || (occupied[a] && occupied[b])) continue
    if (!occupied[a] && !occupied[b]) {
      const lesser = pa === pb ? 0 : Math.min(pa, pb)
      reduced[a] = lesser
      reduced[b] = lesser
      continue
    }
    const [held, empty] = occupied[a] ? [a, b] : [b, a]
    reduced[empty] = trikona[empty]! > trikona[held]! ? trikona[held]! : 0
  }
  return reduced
}

export interface Pindas {
  /** the reduced points of each sign times its sign multiplier, summed */
  rashi: number
  /** the reduced points of each graha's sign times the graha's multiplier, summed */
  graha: number
  /** their sum */
  shodhya: number
}

/** The pindas of a reduced bhinnashtakavarga, with the signs (0–11) the seven grahas occupy. */
export function pindas(reduced: readonly number[], grahaSigns: Readonly<Record<AshtakaGraha, number>>): Pindas {
  const rashi = reduced.reduce((sum, points, sign) => sum + points * RASHI_GUNAKARA[sign]!, 0)
  const graha = ASHTAKA_GRAHAS.reduce((sum, g) => sum + reduced[grahaSigns[g]]! * GRAHA_GUNAKARA[g], 0)
  return { rashi, graha, shodhya: rashi + graha }
}
