/**
 * Sthana bala, the strength of place (BPHS, the chapter on the strengths; B. V. Raman, *Graha and Bhava
 * Balas*, ch. III): uchcha, saptavargaja, ojayugma (rasi and navamsa), kendradi and drekkana bala, in
 * virupas (sixtieths of a rupa). Longitudes are sidereal degrees; signs 1–12 from Mesha.
 */
import type { EphemerisBody } from '../shared/ports/ephemeris'
import { compoundRelation, naturalRelation, temporalRelation, type CompoundRelation } from './dignity'
import { angleDifference } from './time'
import { vargaSign, type VargaId } from './vargas'
import { signLord, signOf } from './zodiac'

/** The seven grahas that have a shadbala (the nodes have none). */
export type BalaGraha = EphemerisBody

/** Deep exaltation points, sidereal degrees: Sun 10° Mesha, Moon 3° Vrishabha, Mars 28° Makara, Mercury 15° Kanya, Jupiter 5° Karka, Venus 27° Meena, Saturn 20° Tula. */
const DEEP_EXALTATION: Record<BalaGraha, number> = { sun: 10, moon: 33, mars: 298, mercury: 165, jupiter: 95, venus: 357, saturn: 200 }

/** Uchcha bala: the arc from the deep debilitation point (the exaltation point + 180°), a third of it: 60 at exaltation, 0 at debilitation. */
export function uchchaBala(graha: BalaGraha, longitude: number): number {
  return Math.abs(angleDifference(longitude, DEEP_EXALTATION[graha] + 180)) / 3
}

/** The seven vargas of the saptavargaja bala. */
const SAPTAVARGA: readonly VargaId[] = ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30']

/** Moolatrikona sign and degree range [from, to) in the rasi. */
const MOOLATRIKONA: Record<BalaGraha, [number, number, number]> = {
  sun: [5, 0, 20], moon: [2, 3, 30], mars: [1, 0, 12], mercury: [6, 15, 20], jupiter: [9, 0, 10], venus: [7, 0, 15], saturn: [11, 0, 20],
}

/**
 * Virupas by the planet's standing towards the lord of the varga sign: Raman's scale, each step below a friend
 * half the one above (22.5, 15, 7.5, 3.75, 1.875). Santhanam's BPHS has 20, 15, 10, 4, 2; Raman's worked example
 * reproduces, all seven planets exactly, only with his own scale.
 */
const VARGA_POINTS: Record<CompoundRelation | 'own' | 'moolatrikona', number> = {
  moolatrikona: 45, own: 30, greatFriend: 22.5, friend: 15, neutral: 7.5, enemy: 3.75, greatEnemy: 1.875,
}

/**
 * Saptavargaja bala: in each of D1, D2, D3, D7, D9, D12 and D30, 45 virupas in the moolatrikona (the rasi only,
 * by its degrees), 30 in an own sign, else 22.5, 15, 7.5, 3.75 or 1.875 by the compound relation (natural + temporal, the
 * temporal one read in the rasi chart, as Raman does) towards the varga sign's lord.
 * @param signs the rasi sign 1–12 of each of the seven grahas, for the temporal relations.
 */
export function saptavargajaBala(graha: BalaGraha, longitude: number, signs: Readonly<Record<BalaGraha, number>>): number {
  let total = 0
  for (const varga of SAPTAVARGA) {
    const sign = vargaSign(varga, longitude)
    const lord = signLord(sign)
    const [mtSign, mtFrom, mtTo] = MOOLATRIKONA[graha]
    const degree = longitude - (signOf(longitude) - 1) * 30
    if (varga === 'D1' && sign === mtSign && degree >= mtFrom && degree < mtTo) total += VARGA_POINTS.moolatrikona
    else if (lord === graha) total += VARGA_POINTS.own
    else total += VARGA_POINTS[compoundRelation(naturalRelation(graha, lord), temporalRelation(signs[graha], signs[lord as BalaGraha]))]
  }
  return total
}

const FEMININE: ReadonlySet<BalaGraha> = new Set(['moon', 'venus'])

/** Ojayugma bala: 15 virupas for the Moon and Venus in an even sign, for the others in an odd one; the same again in the navamsa. */
export function ojayugmaBala(graha: BalaGraha, longitude: number): { rasi: number; navamsa: number } {
  const suits = (sign: number) => (sign % 2 === 0) === FEMININE.has(graha)
  return { rasi: suits(signOf(longitude)) ? 15 : 0, navamsa: suits(vargaSign('D9', longitude)) ? 15 : 0 }
}

/** Kendradi bala by the house (1–12, whole signs from the lagna's) the planet stands in: a kendra 60, a panaphara 30, an apoklima 15. */
export function kendradiBala(bhava: number): number {
  const kind = (bhava - 1) % 3
  return kind === 0 ? 60 : kind === 1 ? 30 : 15
}

const DREKKANA_OF: Record<BalaGraha, number> = { sun: 0, mars: 0, jupiter: 0, mercury: 1, saturn: 1, moon: 2, venus: 2 }

/** Drekkana bala: 15 virupas for a male planet (Sun, Mars, Jupiter) in the first third of a sign, a neuter one (Mercury, Saturn) in the second, a female one (Moon, Venus) in the third. */
export function drekkanaBala(graha: BalaGraha, longitude: number): number {
  const third = Math.min(Math.floor((longitude - (signOf(longitude) - 1) * 30) / 10), 2)
  return third === DREKKANA_OF[graha] ? 15 : 0
}
