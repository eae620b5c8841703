/**
 * Small facts about a chart that dosha rules are written in: the sign and whole-sign house of each
 * graha, conjunction (same sign), Parashari aspects (graha drishti) and house counts from any point.
 * Signs and houses are 1–12; longitudes sidereal degrees.
 */
import type { Chart } from '../../jyotish/chart'
import { angleDifference } from '../../jyotish/time'
import { signDistance, type GrahaId } from '../../jyotish/zodiac'

/** The five "star planets" (taragrahas): the grahas other than the luminaries and the nodes. */
export const STAR_PLANETS: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** The seven bodies (Sun to Saturn). */
export const SEVEN_GRAHAS: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** Kendra houses (angles). */
export const KENDRAS: readonly number[] = [1, 4, 7, 10]

/** Special aspects besides the 7th that every graha casts (BPHS ch. 26); the nodes as Jupiter, a common usage. */
const SPECIAL_ASPECTS: Partial<Record<GrahaId, readonly number[]>> = {
  mars: [4, 8],
  jupiter: [5, 9],
  saturn: [3, 10],
  rahu: [5, 9],
  ketu: [5, 9],
}

/** A read-only view of a chart for rule checks. */
export class ChartFacts {
  private readonly byId: Map<GrahaId, Chart['planets'][number]>

  constructor(readonly chart: Pick<Chart, 'ascendant' | 'planets'>) {
    this.byId = new Map(chart.planets.map((p) => [p.id, p]))
  }

  /** The placement of a graha. */
  planet(id: GrahaId): Chart['planets'][number] {
    const p = this.byId.get(id)
    if (!p) throw new RangeError(`ChartFacts: no ${id} in the chart`)
    return p
  }

  sign(id: GrahaId): number {
    return this.planet(id).sign
  }

  /** Whole-sign house 1–12 from the ascendant. */
  house(id: GrahaId): number {
    return this.planet(id).house
  }

  /** House 1–12 of a graha counted from another graha's sign (that sign = 1). */
  houseFrom(id: GrahaId, reference: GrahaId): number {
    return signDistance(this.sign(reference), this.sign(id))
  }

  /** Whether two grahas share a sign (a conjunction as most dosha rules mean it). */
  together(a: GrahaId, b: GrahaId): boolean {
    return this.sign(a) === this.sign(b)
  }

  /** Separation of two grahas in longitude, degrees 0–180. */
  orb(a: GrahaId, b: GrahaId): number {
    return Math.abs(angleDifference(this.planet(a).longitude, this.planet(b).longitude))
  }

  /** Whether `from` aspects the sign `targetSign` (the 7th for all, plus Mars 4/8, Jupiter 5/9, Saturn 3/10). */
  aspectsSign(from: GrahaId, targetSign: number): boolean {
    const n = signDistance(this.sign(from), targetSign)
    return n === 7 || (SPECIAL_ASPECTS[from]?.includes(n) ?? false)
  }

  /** Whether `from` aspects or joins another graha. */
  influences(from: GrahaId, target: GrahaId): boolean {
    return this.together(from, target) || this.aspectsSign(from, this.sign(target))
  }

  /** Grahas (of `among`) in a whole-sign house from the ascendant. */
  inHouse(house: number, among: readonly GrahaId[] = this.chart.planets.map((p) => p.id)): GrahaId[] {
    return among.filter((g) => this.house(g) === house)
  }

  /** Grahas (of `among`) in a given sign. */
  inSign(sign: number, among: readonly GrahaId[] = this.chart.planets.map((p) => p.id)): GrahaId[] {
    return among.filter((g) => this.sign(g) === sign)
  }

  /** The sign 1–12 of a house 1–12 from the ascendant. */
  signOfHouse(house: number): number {
    return ((this.chart.ascendant.sign + house - 2) % 12) + 1
  }
}
