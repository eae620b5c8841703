/**
 * Dignity (avastha by sign) and combustion of the grahas, after Brihat Parashara Hora Shastra.
 *
 * Signs are 1–12 (1 = Aries), degrees within a sign 0 <= d < 30, longitudes sidereal degrees.
 * Rahu and Ketu have no natural friendships in Parashara's table; the engine follows the common
 * dictum "Shanivat Rahu, Kujavat Ketu" (Rahu behaves like Saturn, Ketu like Mars) for friendships,
 * with Rahu exalted in Taurus, Ketu in Scorpio, Rahu's own sign Aquarius and Ketu's Scorpio,
 * moolatrikona Gemini (Rahu) and Sagittarius (Ketu).
 */
import { signDistance, signLord, type GrahaId } from './zodiac'
import { angleDifference } from './time'

/** Natural (naisargika) relationship of one graha towards another. */
export type NaturalRelation = 'friend' | 'neutral' | 'enemy'
/** Compound (panchadha) relationship: natural + temporal. */
export type CompoundRelation = 'greatFriend' | 'friend' | 'neutral' | 'enemy' | 'greatEnemy'
/**
 * Dignity of a graha by its sign: exalted, debilitated, moolatrikona, own sign, otherwise the
 * compound relationship towards the lord of the sign it occupies.
 */
export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | CompoundRelation

type Classical = Exclude<GrahaId, 'rahu' | 'ketu'>

const NATURAL_FRIENDS: Record<Classical, { friends: GrahaId[]; enemies: GrahaId[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
}

/** The graha whose friendships a node borrows (Shanivat Rahu, Kujavat Ketu). */
function proxy(g: GrahaId): Classical {
  return g === 'rahu' ? 'saturn' : g === 'ketu' ? 'mars' : g
}

/** Natural relationship of `from` towards `to` (Parashara's table; nodes as Saturn and Mars). */
export function naturalRelation(from: GrahaId, to: GrahaId): NaturalRelation {
  const table = NATURAL_FRIENDS[proxy(from)]
  const target = proxy(to)
  if (table.friends.includes(target)) return 'friend'
  if (table.enemies.includes(target)) return 'enemy'
  return 'neutral'
}

/**
 * Temporal (tatkalika) relationship: a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from
 * another is its temporal friend, otherwise its temporal enemy. Signs are 1–12.
 */
export function temporalRelation(fromSign: number, toSign: number): 'friend' | 'enemy' {
  const n = signDistance(fromSign, toSign)
  return n === 2 || n === 3 || n === 4 || n === 10 || n === 11 || n === 12 ? 'friend' : 'enemy'
}

/** Compound (panchadha) relationship from a natural and a temporal one. */
export function compoundRelation(natural: NaturalRelation, temporal: 'friend' | 'enemy'): CompoundRelation {
  if (natural === 'friend') return temporal === 'friend' ? 'greatFriend' : 'neutral'
  if (natural === 'enemy') return temporal === 'friend' ? 'neutral' : 'greatEnemy'
  return temporal === 'friend' ? 'friend' : 'enemy'
}

interface SignRules {
  exaltation: number
  /** Moolatrikona sign and its degree range [from, to). */
  moolatrikona: [number, number, number]
  own: number[]
}

const RULES: Record<GrahaId, SignRules> = {
  sun: { exaltation: 1, moolatrikona: [5, 0, 20], own: [5] },
  moon: { exaltation: 2, moolatrikona: [2, 3, 30], own: [4] },
  mars: { exaltation: 10, moolatrikona: [1, 0, 12], own: [1, 8] },
  mercury: { exaltation: 6, moolatrikona: [6, 15, 20], own: [3, 6] },
  jupiter: { exaltation: 4, moolatrikona: [9, 0, 10], own: [9, 12] },
  venus: { exaltation: 12, moolatrikona: [7, 0, 15], own: [2, 7] },
  saturn: { exaltation: 7, moolatrikona: [11, 0, 20], own: [10, 11] },
  rahu: { exaltation: 2, moolatrikona: [3, 0, 30], own: [11] },
  ketu: { exaltation: 8, moolatrikona: [9, 0, 30], own: [8] },
}

/** The exaltation sign (1–12) of a graha. */
export function exaltationSign(graha: GrahaId): number {
  return RULES[graha].exaltation
}

/**
 * Dignity of a graha in a sign.
 * Where ranges overlap, exaltation wins inside the exaltation sign (so the Moon is exalted in Taurus
 * 0–3°, moolatrikona 3–30°; Mercury exalted in Virgo 0–15°, moolatrikona 15–20°, own 20–30°).
 * @param graha the graha. @param sign its sign 1–12. @param degreeInSign degrees 0 <= d < 30.
 * @param signsOfAll the sign 1–12 of every graha, for the temporal relationship to the sign's lord.
 */
export function dignityOf(graha: GrahaId, sign: number, degreeInSign: number, signsOfAll: Readonly<Record<GrahaId, number>>): Dignity {
  const rules = RULES[graha]
  const [mtSign, mtFrom, mtTo] = rules.moolatrikona
  if (sign === rules.exaltation) {
    const exaltedPart = graha === 'moon' ? degreeInSign < 3 : graha === 'mercury' ? degreeInSign < 15 : true
    if (exaltedPart) return 'exalted'
  }
  if (sign === ((rules.exaltation + 5) % 12) + 1) return 'debilitated'
  if (sign === mtSign && degreeInSign >= mtFrom && degreeInSign < mtTo) return 'moolatrikona'
  if (rules.own.includes(sign)) return 'own'
  const lord = signLord(sign)
  if (lord === graha) return 'own'
  return compoundRelation(naturalRelation(graha, lord), temporalRelation(signsOfAll[graha], signsOfAll[lord]))
}

/** Classical combustion orbs in degrees: [direct, retrograde]. */
const COMBUSTION_ORBS: Readonly<Partial<Record<GrahaId, readonly [number, number]>>> = {
  moon: [12, 12],
  mars: [17, 17],
  mercury: [14, 12],
  jupiter: [11, 11],
  venus: [10, 8],
  saturn: [15, 15],
}

/**
 * Whether a graha is combust (asta): within its classical orb of the Sun in longitude.
 * The Sun and the nodes are never combust.
 * @param graha the graha. @param longitude its longitude, degrees. @param sunLongitude the Sun's, degrees
 * (same zodiac). @param retrograde whether the graha is retrograde (Mercury 12°, Venus 8°).
 */
export function isCombust(graha: GrahaId, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  const orbs = COMBUSTION_ORBS[graha]
  if (!orbs) return false
  return Math.abs(angleDifference(longitude, sunLongitude)) <= (retrograde ? orbs[1] : orbs[0])
}
