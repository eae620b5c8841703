/**
 * The 32 nabhasa yogas (BPHS ch. 35; Brihat Jataka ch. 12): patterns of the seven grahas (never the nodes) in
 * the signs and houses. Ashraya by the kind of signs, dala by benefics or malefics in the kendras, akriti by
 * the shape the occupied houses make, sankhya by how many signs are occupied.
 *
 * Benefic and malefic here are Parashara's (BPHS ch. 3): Jupiter, Venus, the waxing Moon and Mercury are
 * benefics, but Mercury joined by the Sun, Mars or Saturn turns malefic; the Sun, Mars, Saturn and the waning
 * Moon are malefics. A shape asks every one of its houses to be occupied and no graha outside them.
 */
import type { GrahaId } from '../zodiac'
import type { Yoga } from './yoga'
import { KENDRAS, listOf, moonWaxing, ordinal, SEVEN, signNameOf, type YogaChart } from './yoga-chart'

const SOURCE = 'BPHS ch. 35; Brihat Jataka ch. 12'

function isBenefic(c: YogaChart, g: GrahaId): boolean {
  if (g === 'jupiter' || g === 'venus') return true
  if (g === 'moon') return moonWaxing(c)
  if (g === 'mercury') return !(['sun', 'mars', 'saturn'] as const).some((m) => c.sign[m] === c.sign.mercury)
  return false
}

/** "1st (the Sun, Mercury), 7th (Jupiter)": where the seven are. */
function occupancy(c: YogaChart): string {
  const byHouse = new Map<number, GrahaId[]>()
  for (const g of SEVEN) byHouse.set(c.house[g], [...(byHouse.get(c.house[g]) ?? []), g])
  return [...byHouse.entries()].sort(([a], [b]) => a - b).map(([h, gs]) => `${ordinal(h)} (${listOf(gs)})`).join(', ')
}
const houseList = (hs: readonly number[]) => hs.map(ordinal).join(', ')
const occupied = (c: YogaChart) => new Set(SEVEN.map((g) => c.house[g]))

/** Whether the seven fill exactly the houses `hs` (every one occupied, none outside). */
function fills(c: YogaChart, hs: readonly number[]): boolean {
  const occ = occupied(c)
  return occ.size === hs.length && hs.every((h) => occ.has(h))
}

function shape(id: string, name: string, rule: string, patterns: readonly (readonly number[])[]): Yoga {
  return {
    id,
    name,
    source: SOURCE,
    rule,
    check(c) {
      const hit = patterns.find((p) => fills(c, p))
      return {
        present: hit !== undefined,
        planets: [...SEVEN],
        why: hit ? `The seven grahas fill exactly the ${houseList(hit)} houses: the ${occupancy(c)}.` : `The seven grahas are in the ${occupancy(c)}; the pattern is not formed.`,
      }
    },
  }
}

/** Seven consecutive houses from house `from`. */
const run = (from: number, length = 7) => Array.from({ length }, (_, i) => ((from - 1 + i) % 12) + 1)

function bySignKind(id: string, name: string, kind: string, signs: readonly number[]): Yoga {
  return {
    id,
    name,
    source: SOURCE,
    rule: `All seven grahas in ${kind} signs (${signs.map(signNameOf).join(', ')}).`,
    check(c) {
      const outside = SEVEN.filter((g) => !signs.includes(c.sign[g]))
      return { present: outside.length === 0, planets: [...SEVEN], why: outside.length === 0 ? `All seven grahas are in ${kind} signs.` : `${listOf(outside).replace(/^the/, 'The')} ${outside.length > 1 ? 'are' : 'is'} not in a ${kind} sign.` }
    },
  }
}

function dala(id: string, name: string, benefic: boolean): Yoga {
  const word = benefic ? 'benefics' : 'malefics'
  return {
    id,
    name,
    source: SOURCE,
    rule: `${benefic ? 'Benefics' : 'Malefics'} occupying three kendras (of the 1st, 4th, 7th and 10th), with no ${benefic ? 'malefic' : 'benefic'} among them.`,
    check(c) {
      const kendras = KENDRAS.filter((h) => {
        const gs = SEVEN.filter((g) => c.house[g] === h)
        return gs.length > 0 && gs.every((g) => isBenefic(c, g) === benefic)
      })
      const gs = SEVEN.filter((g) => kendras.includes(c.house[g]))
      return {
        present: kendras.length >= 3,
        planets: gs,
        why: kendras.length ? `Kendras held by ${word} only: ${houseList(kendras)} (${listOf(gs)}); three are needed.` : `No kendra is held by ${word} only.`,
      }
    },
  }
}

function split(id: string, name: string, beneficHouses: readonly number[], maleficHouses: readonly number[]): Yoga {
  return {
    id,
    name,
    source: SOURCE,
    rule: `Benefics in the ${houseList(beneficHouses)} and malefics in the ${houseList(maleficHouses)} houses, all four occupied.`,
    check(c) {
      const benefics = SEVEN.filter((g) => isBenefic(c, g))
      const malefics = SEVEN.filter((g) => !isBenefic(c, g))
      const present =
        benefics.every((g) => beneficHouses.includes(c.house[g])) && malefics.every((g) => maleficHouses.includes(c.house[g])) && fills(c, [...beneficHouses, ...maleficHouses])
      return { present, planets: [...SEVEN], why: `Benefics: ${listOf(benefics)}; malefics: ${listOf(malefics)}; the seven are in the ${occupancy(c)}.` }
    },
  }
}

const ASHRAYA_DALA_AKRITI: Yoga[] = [
  bySignKind('rajju', 'Rajju', 'movable', [1, 4, 7, 10]),
  bySignKind('musala', 'Musala', 'fixed', [2, 5, 8, 11]),
  bySignKind('nala', 'Nala', 'dual', [3, 6, 9, 12]),
  dala('mala', 'Mala (Srik)', true),
  dala('sarpa', 'Sarpa', false),
  shape('gada', 'Gada', 'All seven grahas in two successive kendras (1st and 4th, 4th and 7th, 7th and 10th, or 10th and 1st).', [[1, 4], [4, 7], [7, 10], [1, 10]]),
  shape('shakata', 'Shakata', 'All seven grahas in the 1st and the 7th houses.', [[1, 7]]),
  shape('vihaga', 'Vihaga', 'All seven grahas in the 4th and the 10th houses.', [[4, 10]]),
  shape('shringataka', 'Shringataka', 'All seven grahas in the 1st, 5th and 9th houses.', [[1, 5, 9]]),
  shape('hala', 'Hala', 'All seven grahas in one group of trines other than the lagna’s: the 2nd, 6th and 10th; the 3rd, 7th and 11th; or the 4th, 8th and 12th.', [[2, 6, 10], [3, 7, 11], [4, 8, 12]]),
  split('vajra', 'Vajra', [1, 7], [4, 10]),
  split('yava', 'Yava', [4, 10], [1, 7]),
  shape('kamala', 'Kamala (Padma)', 'All seven grahas in the four kendras.', [[1, 4, 7, 10]]),
  shape('vapi', 'Vapi', 'All seven grahas in the four panapharas (2nd, 5th, 8th, 11th) or the four apoklimas (3rd, 6th, 9th, 12th).', [[2, 5, 8, 11], [3, 6, 9, 12]]),
  shape('yupa', 'Yupa', 'All seven grahas in the four houses from the 1st (1st to 4th).', [run(1, 4)]),
  shape('shara', 'Shara (Ishu)', 'All seven grahas in the four houses from the 4th (4th to 7th).', [run(4, 4)]),
  shape('shakti', 'Shakti', 'All seven grahas in the four houses from the 7th (7th to 10th).', [run(7, 4)]),
  shape('danda', 'Danda', 'All seven grahas in the four houses from the 10th (10th to 1st).', [run(10, 4)]),
  shape('nauka', 'Nauka', 'The seven grahas in the seven houses from the 1st, one house each.', [run(1)]),
  shape('kuta', 'Kuta', 'The seven grahas in the seven houses from the 4th, one house each.', [run(4)]),
  shape('chatra', 'Chatra', 'The seven grahas in the seven houses from the 7th, one house each.', [run(7)]),
  shape('chapa', 'Chapa (Karmuka)', 'The seven grahas in the seven houses from the 10th, one house each.', [run(10)]),
  shape('ardhachandra', 'Ardhachandra', 'The seven grahas in seven consecutive houses starting from a house that is not a kendra.', [2, 3, 5, 6, 8, 9, 11, 12].map((h) => run(h))),
  shape('chakra', 'Chakra', 'The seven grahas in the six alternate houses from the 1st (1st, 3rd, 5th, 7th, 9th, 11th).', [[1, 3, 5, 7, 9, 11]]),
  shape('samudra', 'Samudra', 'The seven grahas in the six alternate houses from the 2nd (2nd, 4th, 6th, 8th, 10th, 12th).', [[2, 4, 6, 8, 10, 12]]),
]

function sankhya(id: string, name: string, signs: number): Yoga {
  return {
    id,
    name,
    source: SOURCE,
    rule: `The seven grahas in exactly ${signs} sign${signs > 1 ? 's' : ''} (counted only where no other nabhasa yoga forms).`,
    check(c) {
      const count = new Set(SEVEN.map((g) => c.sign[g])).size
      const present = count === signs
      const others = present ? ASHRAYA_DALA_AKRITI.filter((y) => y.check(c).present) : []
      return {
        present,
        planets: [...SEVEN],
        why: `The seven grahas occupy ${count} sign${count > 1 ? 's' : ''}.`,
        cancelledBy: others.map((y) => `${y.name} forms in this chart, and BPHS counts a sankhya yoga only where no other nabhasa yoga does.`),
      }
    },
  }
}

export const NABHASA_YOGAS: Yoga[] = [
  ...ASHRAYA_DALA_AKRITI,
  sankhya('vallaki', 'Vallaki (Veena)', 7),
  sankhya('damini', 'Damini', 6),
  sankhya('pasha', 'Pasha', 5),
  sankhya('kedara', 'Kedara', 4),
  sankhya('shoola', 'Shoola', 3),
  sankhya('yuga', 'Yuga', 2),
  sankhya('gola', 'Gola', 1),
]
