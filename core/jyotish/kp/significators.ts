/**
 * KP significators of the twelve houses by the four-step rule (K. S. Krishnamurti's KP Readers), in
 * order of strength:
 *   1. the planets in the star (nakshatra) of the occupants of the house;
 *   2. the occupants (the planets between the house's cusp and the next, Placidus);
 *   3. the planets in the star of the lord of the house;
 *   4. the lord of the house (the lord of the sign on its cusp).
 *
 * Rahu and Ketu own no sign. KP teaches that a node acts as the agent of the planets it is conjoined with,
 * of the planets that aspect it, and of the lord of the sign it stands in, and gives their results before
 * they do. The engine reads "conjoined" as in the same sign and "aspect" as the Parashari full aspects by
 * sign (every planet the 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and
 * 10th), and lets a node stand beside each planet it represents: where such a planet occupies a house, the
 * node counts among the occupants (step 2), where it is the lord, among the lords (step 4); steps 1 and 3
 * then take in the planets in the node's star. Each list is in the order sun … ketu, without repeats.
 */
import { bhavaOf } from '../houses'
import { GRAHAS, nakshatraLord, nakshatraOf, signDistance, signLord, signOf, type GrahaId } from '../zodiac'

/** The four steps of one house's significators, strongest first. */
export interface HouseSignificators {
  house: number
  /** step 1: planets in the star of an occupant */
  inStarOfOccupants: GrahaId[]
  /** step 2: the occupants (and a node representing one) */
  occupants: GrahaId[]
  /** step 3: planets in the star of the lord */
  inStarOfLord: GrahaId[]
  /** step 4: the lord of the cusp's sign (and a node representing it) */
  lords: GrahaId[]
}

/** Signs counted from a planet (itself 1) that it aspects fully, besides the 7th. */
const SPECIAL_ASPECTS: Partial<Record<GrahaId, readonly number[]>> = { mars: [4, 8], jupiter: [5, 9], saturn: [3, 10] }

function aspects(planet: GrahaId, fromSign: number, toSign: number): boolean {
  const n = signDistance(fromSign, toSign)
  return n === 7 || (SPECIAL_ASPECTS[planet]?.includes(n) ?? false)
}

/** The planets a node represents: its sign's lord, the planets in its sign, the planets aspecting its sign. */
function nodeAgencies(node: 'rahu' | 'ketu', longitudes: Readonly<Record<GrahaId, number>>): GrahaId[] {
  const sign = signOf(longitudes[node])
  const lord = signLord(sign)
  return GRAHAS.filter((g) => {
    if (g === 'rahu' || g === 'ketu') return false
    const s = signOf(longitudes[g])
    return g === lord || s === sign || aspects(g, s, sign)
  })
}

/**
 * The significators of houses 1–12.
 * @param cusps the twelve cusps (index 0 = the 1st), sidereal degrees.
 * @param longitudes the sidereal longitude of each graha, degrees (same zodiac as the cusps).
 */
export function houseSignificators(cusps: readonly number[], longitudes: Readonly<Record<GrahaId, number>>): HouseSignificators[] {
  if (cusps.length !== 12) throw new RangeError('houseSignificators: twelve cusps are needed')
  const house = {} as Record<GrahaId, number>
  const starLord = {} as Record<GrahaId, GrahaId>
  for (const g of GRAHAS) {
    house[g] = bhavaOf(longitudes[g], cusps)
    starLord[g] = nakshatraLord(nakshatraOf(longitudes[g]))
  }
  const agencies = { rahu: nodeAgencies('rahu', longitudes), ketu: nodeAgencies('ketu', longitudes) }
  const withAgents = (planets: readonly GrahaId[]) => GRAHAS.filter((g) => planets.includes(g) || ((g === 'rahu' || g === 'ketu') && agencies[g].some((p) => planets.includes(p))))
  const inStarOf = (planets: readonly GrahaId[]) => GRAHAS.filter((g) => planets.includes(starLord[g]))
  return cusps.map((cusp, i) => {
    const occupants = withAgents(GRAHAS.filter((g) => house[g] === i + 1))
    const lords = withAgents([signLord(signOf(cusp))])
    return { house: i + 1, inStarOfOccupants: inStarOf(occupants), occupants, inStarOfLord: inStarOf(lords), lords }
  })
}
