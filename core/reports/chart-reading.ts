import type { Chart } from '../jyotish/chart'
import { ChartFacts, KENDRAS } from '../kundli/doshas/chart-facts'
import { signDistance, signLord, type GrahaId } from '../jyotish/zodiac'
import { ashtakavarga, type Ashtakavarga } from '../jyotish/ashtakavarga'

export const TRIKONAS: readonly number[] = [1, 5, 9]
export const DUSTHANAS: readonly number[] = [6, 8, 12]
const NATURAL_BENEFICS: readonly GrahaId[] = ['jupiter', 'venus', 'mercury', 'moon']

/** How well a graha can give its results, from its dignity and house. */
type Strength = 'strong' | 'moderate' | 'weak'
/** How a life area's factors stand together. */
type Grade = 'strong' | 'mixed' | 'challenged'

/**
 * The questions a report asks of one chart: house lords and occupants, a graha's strength, house
 * strength from the sarvashtakavarga. Pure; built once per chart.
 */
export class ChartReading {
  readonly facts: ChartFacts
  readonly ashtaka: Ashtakavarga

  constructor(readonly chart: Chart) {
    this.facts = new ChartFacts(chart)
    const s = (g: GrahaId) => this.facts.sign(g)
    this.ashtaka = ashtakavarga({
      sun: s('sun'), moon: s('moon'), mars: s('mars'), mercury: s('mercury'), jupiter: s('jupiter'), venus: s('venus'), saturn: s('saturn'),
      lagna: chart.ascendant.sign,
    })
  }

  planet(id: GrahaId): Chart['planets'][number] {
    return this.facts.planet(id)
  }

  signOfHouse(house: number): number {
    return this.facts.signOfHouse(house)
  }

  /** The lord of house 1–12 from the ascendant. */
  lordOf(house: number): GrahaId {
    return signLord(this.signOfHouse(house))
  }

  /** The house a house's lord sits in. */
  lordPlacement(house: number): number {
    return this.planet(this.lordOf(house)).house
  }

  occupants(house: number): GrahaId[] {
    return this.facts.inHouse(house)
  }

  /** The grahas (other than the nodes) aspecting a house by Parashari drishti. */
  aspectsOn(house: number): GrahaId[] {
    const sign = this.signOfHouse(house)
    return this.chart.planets.filter((p) => p.id !== 'rahu' && p.id !== 'ketu' && p.house !== house && this.facts.aspectsSign(p.id, sign)).map((p) => p.id)
  }

  /** Sarvashtakavarga points of a house (28 is the average; 30 and more is strong, under 25 weak). */
  savPoints(house: number): number {
    return this.ashtaka.sarva[this.signOfHouse(house) - 1]!
  }

  strength(id: GrahaId): Strength {
    const p = this.planet(id)
    const dignified = p.dignity === 'exalted' || p.dignity === 'own' || p.dignity === 'moolatrikona'
    const welcome = KENDRAS.includes(p.house) || TRIKONAS.includes(p.house)
    if (p.dignity === 'debilitated' || (DUSTHANAS.includes(p.house) && !dignified) || (p.combust && !dignified)) return 'weak'
    if (dignified || (welcome && (p.dignity === 'greatFriend' || p.dignity === 'friend'))) return 'strong'
    return 'moderate'
  }

  /**
   * A life area's grade from its houses and karaka: each house scores by its lord's strength and
   * placement, its occupants and its sarvashtakavarga points; the karaka by its strength.
   */
  grade(houses: readonly number[], karakas: readonly GrahaId[]): { grade: Grade; score: number } {
    let score = 0
    for (const h of houses) {
      const lord = this.lordOf(h)
      score += { strong: 2, moderate: 0, weak: -2 }[this.strength(lord)]
      const placed = this.lordPlacement(h)
      if (KENDRAS.includes(placed) || TRIKONAS.includes(placed) || placed === 11) score += 1
      if (DUSTHANAS.includes(placed) && h !== 6 && h !== 8 && h !== 12) score -= 1
      for (const o of this.occupants(h)) score += NATURAL_BENEFICS.includes(o) ? 1 : h === 3 || h === 6 || h === 11 ? 1 : -1
      if (this.aspectsOn(h).includes('jupiter')) score += 1
      const sav = this.savPoints(h)
      score += sav >= 30 ? 1 : sav < 25 ? -1 : 0
    }
    for (const k of karakas) score += { strong: 1, moderate: 0, weak: -1 }[this.strength(k)]
    const perHouse = score / Math.max(1, houses.length)
    return { grade: perHouse >= 2 ? 'strong' : perHouse <= -0.5 ? 'challenged' : 'mixed', score }
  }

  /** The house counted from the Moon's sign of a sign (gochara counts from the natal Moon). */
  fromMoon(sign: number): number {
    return signDistance(this.facts.sign('moon'), sign)
  }

  /** Chara karakas (Jaimini): the seven grahas by degree within their sign, highest first. */
  charaKarakas(): GrahaId[] {
    return this.chart.planets
      .filter((p) => p.id !== 'rahu' && p.id !== 'ketu')
      .sort((a, b) => b.degreeInSign - a.degreeInSign)
      .map((p) => p.id)
  }
}
