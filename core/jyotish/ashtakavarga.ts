import { ASHTAKA_GRAHAS, ekadhipatyaShodhana, pindas, trikonaShodhana, type AshtakaGraha, type Pindas } from './ashtakavarga-reductions'
import { signDistance } from './zodiac'

export { ASHTAKA_GRAHAS, type AshtakaGraha }

/** The seven grahas that have an ashtakavarga, and the ascendant as the eighth reference. */
export type AshtakaRef = AshtakaGraha | 'lagna'
const CONTRIBUTORS: readonly AshtakaRef[] = [...ASHTAKA_GRAHAS, 'lagna']

/**
 * Benefic places (BPHS, the chapters on each graha's ashtakavarga): for each graha's own ashtakavarga, the houses counted from each
 * contributor where that contributor gives a point. Totals are 48, 49, 39, 54, 56, 52 and 39 (337).
 */
const BENEFIC_PLACES: Record<AshtakaGraha, Record<AshtakaRef, readonly number[]>> = {
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11], moon: [3, 6, 10, 11], mars: [1, 2, 4, 7, 8, 9, 10, 11], mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11], venus: [6, 7, 12], saturn: [1, 2, 4, 7, 8, 9, 10, 11], lagna: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11], moon: [1, 3, 6, 7, 10, 11], mars: [2, 3, 5, 6, 9, 10, 11], mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 4, 7, 8, 10, 11, 12], venus: [3, 4, 5, 7, 9, 10, 11], saturn: [3, 5, 6, 11], lagna: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11], moon: [3, 6, 11], mars: [1, 2, 4, 7, 8, 10, 11], mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12], venus: [6, 8, 11, 12], saturn: [1, 4, 7, 8, 9, 10, 11], lagna: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12], moon: [2, 4, 6, 8, 10, 11], mars: [1, 2, 4, 7, 8, 9, 10, 11], mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12], venus: [1, 2, 3, 4, 5, 8, 9, 11], saturn: [1, 2, 4, 7, 8, 9, 10, 11], lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], moon: [2, 5, 7, 9, 11], mars: [1, 2, 4, 7, 8, 10, 11], mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11], venus: [2, 5, 6, 9, 10, 11], saturn: [3, 5, 6, 12], lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12], moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], mars: [3, 5, 6, 9, 11, 12], mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11], venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], saturn: [3, 4, 5, 8, 9, 10, 11], lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11], moon: [3, 6, 11], mars: [3, 5, 6, 10, 11, 12], mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12], venus: [6, 11, 12], saturn: [3, 5, 6, 11], lagna: [1, 3, 4, 6, 10, 11],
  },
}

export interface Ashtakavarga {
  /** bhinnashtakavarga: each graha's points in signs 1–12 (index 0 = Aries) */
  bhinna: Record<AshtakaGraha, number[]>
  /** sarvashtakavarga: the sum of the seven, by sign (index 0 = Aries); always 337 in all */
  sarva: number[]
}

/** The ashtakavarga of a chart from the signs (1–12) of the seven grahas and the ascendant. */
export function ashtakavarga(signs: Readonly<Record<AshtakaRef, number>>): Ashtakavarga {
  const sarva = new Array<number>(12).fill(0)
  const bhinna = {} as Ashtakavarga['bhinna']
  for (const graha of ASHTAKA_GRAHAS) {
    const points = new Array<number>(12).fill(0)
    for (const contributor of CONTRIBUTORS)
      for (let sign = 1; sign <= 12; sign++) if (BENEFIC_PLACES[graha][contributor].includes(signDistance(signs[contributor], sign))) points[sign - 1]++
    bhinna[graha] = points
    points.forEach((p, i) => (sarva[i] += p))
  }
  return { bhinna, sarva }
}

/** A chart's ashtakavarga as the kundli answers it (signs indexed 0 = Mesha … 11 = Meena). */
export interface AshtakavargaBlock {
  /** each graha's bhinnashtakavarga */
  bav: Record<AshtakaGraha, number[]>
  /** the sarvashtakavarga, the seven summed sign by sign (337 in all) */
  sav: number[]
  /** who gave each graha's points: for each sign, the contributors (the seven grahas and the lagna) */
  contributors: Record<AshtakaGraha, AshtakaRef[][]>
  /** each bhinnashtakavarga after trikona, then ekadhipatya shodhana, and the pindas of the reduced one */
  reduced: { trikona: Record<AshtakaGraha, number[]>; ekadhipatya: Record<AshtakaGraha, number[]>; pindas: Record<AshtakaGraha, Pindas> }
}

/** The ashtakavarga of a chart, its reductions and pindas, from the signs (1–12) of the seven grahas and the lagna. */
export function ashtakavargaBlock(signs: Readonly<Record<AshtakaRef, number>>): AshtakavargaBlock {
  const { bhinna, sarva } = ashtakavarga(signs)
  const occupied = Array.from({ length: 12 }, (_, i) => ASHTAKA_GRAHAS.some((g) => signs[g] === i + 1))
  const grahaSigns = Object.fromEntries(ASHTAKA_GRAHAS.map((g) => [g, signs[g] - 1])) as Record<AshtakaGraha, number>
  const per = <T>(f: (g: AshtakaGraha) => T) => Object.fromEntries(ASHTAKA_GRAHAS.map((g) => [g, f(g)])) as Record<AshtakaGraha, T>
  const trikona = per((g) => trikonaShodhana(bhinna[g]))
  const ekadhipatya = per((g) => ekadhipatyaShodhana(trikona[g], occupied))
  return {
    bav: bhinna,
    sav: sarva,
    contributors: per((g) =>
      Array.from({ length: 12 }, (_, i) => CONTRIBUTORS.filter((c) => BENEFIC_PLACES[g][c].includes(signDistance(signs[c], i + 1)))),
    ),
    reduced: { trikona, ekadhipatya, pindas: per((g) => pindas(ekadhipatya[g], grahaSigns)) },
  }
}
