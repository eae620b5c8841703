/**
 * The Lal Kitab reading of a chart (Lal Kitab, Pt. Roop Chand Joshi, 1939–1952 editions, as the
 * leading sites summarise it). Lal Kitab keeps the houses of the ordinary chart (whole signs from the
 * ascendant) but fixes the signs: house 1 is always Aries, house 2 Taurus … house 12 Pisces, so a graha's
 * "Lal Kitab sign" is simply its house number. Houses 1–12; grahas by id.
 *
 * - Pakka ghar (permanent house): Sun 1, Jupiter 2, Mars 3 and 8, Moon 4, Mercury 7, Venus 7, Saturn 8
 *   and 10, Ketu 6, Rahu 12 (Saturn's 10 is given by some editions' followers, 8 by all).
 * - Lal Kitab aspects (house to house, not graha drishti): 1→7 and 4→10 in full, 3→9 and 3→11, 5→9 in
 *   half, 2→6, 6→12 and 8→2 in part. Houses 7, 9, 10, 11 and 12 cast none.
 * - A sleeping house (soya ghar): empty and aspected by no occupied house.
 * - A sleeping graha (soya graha): in houses 7–12 while houses 1–6 hold none of the seven bodies, or in
 *   1–6 while 7–12 hold none (Rahu and Ketu, always six houses apart, are not counted); or combust. A
 *   graha in its pakka ghar is always awake.
 * - Debts (rin), nine, each from grahas in given houses (Lal Kitab 1952, the "rin" chapter).
 */
import type { Chart } from '../../jyotish/chart'
import type { GrahaId } from '../../jyotish/zodiac'

/** Permanent houses of each graha. */
const PAKKA_GHAR: Readonly<Record<GrahaId, readonly number[]>> = {
  sun: [1], moon: [4], mars: [3, 8], mercury: [7], jupiter: [2], venus: [7], saturn: [8, 10], rahu: [12], ketu: [6],
}

/** Houses each house aspects in Lal Kitab. */
const LAL_KITAB_ASPECTS: Readonly<Record<number, readonly number[]>> = {
  1: [7], 2: [6], 3: [9, 11], 4: [10], 5: [9], 6: [12], 7: [], 8: [2], 9: [], 10: [], 11: [], 12: [],
}

/** Exaltation and debilitation houses (the classical signs read as Lal Kitab houses). */
const EXALTED: Partial<Record<GrahaId, number>> = { sun: 1, moon: 2, mars: 10, mercury: 6, jupiter: 4, venus: 12, saturn: 7 }
const DEBILITATED: Partial<Record<GrahaId, number>> = { sun: 7, moon: 8, mars: 4, mercury: 12, jupiter: 10, venus: 6, saturn: 1 }

/** The nine debts: the grahas whose presence in the houses forms each. */
const DEBTS: ReadonlyArray<{ id: string; planets: readonly GrahaId[]; houses: readonly number[] }> = [
  { id: 'pitri', planets: ['venus', 'mercury', 'rahu'], houses: [2, 5, 9, 12] },
  { id: 'swa', planets: ['venus', 'saturn', 'rahu', 'ketu'], houses: [5] },
  { id: 'matri', planets: ['ketu'], houses: [4] },
  { id: 'stri', planets: ['sun', 'rahu', 'ketu'], houses: [2, 7] },
  { id: 'sambandhi', planets: ['mercury', 'ketu'], houses: [1, 8] },
  { id: 'behen', planets: ['moon'], houses: [3, 6] },
  { id: 'nirdayi', planets: ['sun', 'moon', 'mars'], houses: [10, 11] },
  { id: 'ajanma', planets: ['sun', 'venus', 'mars'], houses: [12] },
  { id: 'daivik', planets: ['moon', 'mars'], houses: [6] },
]

/** A graha's status in the Lal Kitab chart. */
export interface LalKitabPlanet {
  id: GrahaId
  /** house 1–12 (= its Lal Kitab sign) */
  house: number
  pakkaGhar: readonly number[]
  inPakkaGhar: boolean
  /** by the classical signs read as houses (nodes: null) */
  dignity: 'exalted' | 'debilitated' | null
  sleeping: boolean
  /** why it sleeps: 'firstHalfEmpty' | 'secondHalfEmpty' | 'combust' */
  sleepingReasons: string[]
  /** the houses this graha's house aspects */
  aspects: readonly number[]
}

/** The whole Lal Kitab reading. */
interface LalKitabReading {
  /** houses 1–12 with their fixed sign (= house) and occupants */
  houses: Array<{ house: number; sign: number; planets: GrahaId[]; sleeping: boolean; aspectedBy: number[] }>
  planets: LalKitabPlanet[]
  debts: Array<{ id: string; present: boolean; planets: GrahaId[]; houses: number[] }>
}

/** The Lal Kitab reading of a chart (houses = whole signs from the ascendant). */
export function lalKitabReading(chart: Pick<Chart, 'planets'>): LalKitabReading {
  const houseOf = new Map(chart.planets.map((p) => [p.id, p.house]))
  const occupied = (h: number) => chart.planets.some((p) => p.house === h)
  // Rahu and Ketu always stand six houses apart, one in each half: the halves rule reads the seven bodies.
  const bodyIn = (h: number) => chart.planets.some((p) => p.house === h && p.id !== 'rahu' && p.id !== 'ketu')
  const firstHalfEmpty = ![1, 2, 3, 4, 5, 6].some(bodyIn)
  const secondHalfEmpty = ![7, 8, 9, 10, 11, 12].some(bodyIn)
  const houses = Array.from({ length: 12 }, (_, i) => {
    const house = i + 1
    const aspectedBy = Object.entries(LAL_KITAB_ASPECTS)
      .filter(([from, to]) => to.includes(house) && occupied(Number(from)))
      .map(([from]) => Number(from))
    const planets = chart.planets.filter((p) => p.house === house).map((p) => p.id)
    return { house, sign: house, planets, sleeping: planets.length === 0 && aspectedBy.length === 0, aspectedBy }
  })
  const planets = chart.planets.map((p): LalKitabPlanet => {
    const inPakkaGhar = PAKKA_GHAR[p.id].includes(p.house)
    const reasons: string[] = []
    if (p.house >= 7 && firstHalfEmpty) reasons.push('firstHalfEmpty')
    if (p.house <= 6 && secondHalfEmpty) reasons.push('secondHalfEmpty')
    if (p.combust) reasons.push('combust')
    return {
      id: p.id,
      house: p.house,
      pakkaGhar: PAKKA_GHAR[p.id],
      inPakkaGhar,
      dignity: EXALTED[p.id] === p.house ? 'exalted' : DEBILITATED[p.id] === p.house ? 'debilitated' : null,
      sleeping: !inPakkaGhar && reasons.length > 0,
      sleepingReasons: inPakkaGhar ? [] : reasons,
      aspects: LAL_KITAB_ASPECTS[p.house],
    }
  })
  const debts = DEBTS.map((d) => {
    const found = d.planets.filter((g) => d.houses.includes(houseOf.get(g) ?? 0))
    return { id: d.id, present: found.length > 0, planets: found, houses: [...new Set(found.map((g) => houseOf.get(g)!))] }
  })
  return { houses, planets, debts }
}
