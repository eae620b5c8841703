/**
 * The chart as the yoga rules read it: whole-sign houses from the lagna, the signs and dignities of the grahas,
 * lords of houses, graha aspects, and the words the explanations are written with.
 */
import type { Chart } from '../chart'
import type { Dignity } from '../dignity'
import { normalizeDegrees } from '../time'
import { vargaSign } from '../vargas'
import { GRAHAS, SIGN_NAMES, signDistance, signLord, type GrahaId } from '../zodiac'

/** The part of a computed chart the yogas need. */
export type YogaChartInput = Pick<Chart, 'ascendant' | 'planets'>

/** The seven grahas with bodies (the nodes are left out of most yoga rules, and of all nabhasa yogas). */
export const SEVEN: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** The five star-planets (tara grahas): the seven less the two lights. */
export const TARA: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** The three natural benefics the yoga texts name (the Moon is the reference of most lunar yogas). */
export const NATURAL_BENEFICS: readonly GrahaId[] = ['mercury', 'jupiter', 'venus']
/** The natural malefics: the Sun, Mars, Saturn and the nodes. */
export const NATURAL_MALEFICS: readonly GrahaId[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu']
export const KENDRAS: readonly number[] = [1, 4, 7, 10]
export const DUSTHANAS: readonly number[] = [6, 8, 12]

/** A chart read for yogas. Signs and houses 1–12. */
export interface YogaChart {
  /** sign of the lagna, 1–12 */
  lagna: number
  sign: Record<GrahaId, number>
  /** whole-sign house from the lagna */
  house: Record<GrahaId, number>
  longitude: Record<GrahaId, number>
  dignity: Record<GrahaId, Dignity>
  combust: Record<GrahaId, boolean>
  /** navamsha (D9) sign */
  navamsha: Record<GrahaId, number>
}

/** Reads a computed chart for the yoga checks. */
export function yogaChartOf(chart: YogaChartInput): YogaChart {
  const pick = <T>(f: (p: Chart['planets'][number]) => T) =>
    Object.fromEntries(GRAHAS.map((g) => [g, f(chart.planets.find((p) => p.id === g)!)])) as Record<GrahaId, T>
  return {
    lagna: chart.ascendant.sign,
    sign: pick((p) => p.sign),
    house: pick((p) => p.house),
    longitude: pick((p) => p.longitude),
    dignity: pick((p) => p.dignity),
    combust: pick((p) => p.combust),
    navamsha: pick((p) => vargaSign('D9', p.longitude)),
  }
}

const NAMES: Record<GrahaId, string> = {
  sun: 'the Sun', moon: 'the Moon', mars: 'Mars', mercury: 'Mercury', jupiter: 'Jupiter', venus: 'Venus', saturn: 'Saturn', rahu: 'Rahu', ketu: 'Ketu',
}
/** "the Sun", "Mars" … as a sentence uses it. */
export const nameOf = (g: GrahaId): string => NAMES[g]
/** The same at the start of a sentence. */
export const NameOf = (g: GrahaId): string => NAMES[g].charAt(0).toUpperCase() + NAMES[g].slice(1)
/** "Mars and Jupiter", "Mars, Venus and Saturn". */
export function listOf(gs: readonly GrahaId[]): string {
  const names = gs.map(nameOf)
  return names.length <= 1 ? (names[0] ?? 'none') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
/** "Aries" … "Pisces" for a sign 1–12. */
export const signNameOf = (sign: number): string => SIGN_NAMES[sign - 1]!.charAt(0).toUpperCase() + SIGN_NAMES[sign - 1]!.slice(1)
/** "1st", "2nd", "3rd", "4th" … */
export function ordinal(n: number): string {
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
}

/** Sign 1–12 of house `h` (1–12) counted from sign `from`. */
function signAt(from: number, h: number): number {
  return ((from - 1 + h - 1) % 12) + 1
}
/** The lord of house `h` from the lagna. */
export function lordOf(c: YogaChart, h: number): GrahaId {
  return signLord(signAt(c.lagna, h))
}
/** The houses (1–12, from the lagna) a graha rules. */
export function housesRuledBy(c: YogaChart, g: GrahaId): number[] {
  return Array.from({ length: 12 }, (_, i) => i + 1).filter((h) => lordOf(c, h) === g)
}
/** House of graha `g` counted from graha `from` (the same sign is 1). */
export function houseFrom(c: YogaChart, from: GrahaId, g: GrahaId): number {
  return signDistance(c.sign[from], c.sign[g])
}
/** The grahas among `among` in house `h` counted from sign `fromSign`. */
export function grahasInHouseFrom(c: YogaChart, fromSign: number, h: number, among: readonly GrahaId[] = SEVEN): GrahaId[] {
  return among.filter((g) => signDistance(fromSign, c.sign[g]) === h)
}

/** Houses each graha aspects besides the 7th (BPHS): Mars 4th and 8th, Jupiter 5th and 9th, Saturn 3rd and 10th. */
const SPECIAL_ASPECTS: Partial<Record<GrahaId, number[]>> = { mars: [4, 8], jupiter: [5, 9], saturn: [3, 10] }
/** Whether graha `g` aspects sign `sign` (full graha drishti: the 7th, and the special aspects). */
export function aspectsSign(c: YogaChart, g: GrahaId, sign: number): boolean {
  const n = signDistance(c.sign[g], sign)
  return n === 7 || (SPECIAL_ASPECTS[g] ?? []).includes(n)
}

/** In own sign, moolatrikona or exaltation. */
export function isStrongSign(d: Dignity): boolean {
  return d === 'exalted' || d === 'moolatrikona' || d === 'own'
}
/** "exalted", "in its own sign", "in its moolatrikona sign" … for a why. */
export function dignityWords(d: Dignity): string {
  switch (d) {
    case 'exalted': return 'exalted'
    case 'debilitated': return 'debilitated'
    case 'moolatrikona': return 'in its moolatrikona sign'
    case 'own': return 'in its own sign'
    case 'greatFriend': return "in a great friend's sign"
    case 'friend': return "in a friend's sign"
    case 'neutral': return 'in a neutral sign'
    case 'enemy': return "in an enemy's sign"
    case 'greatEnemy': return "in a great enemy's sign"
  }
}
/** "Mars in Capricorn, the 10th house" */
export function placed(c: YogaChart, g: GrahaId): string {
  return `${NameOf(g)} in ${signNameOf(c.sign[g])}, the ${ordinal(c.house[g])} house`
}

/** The Moon waxes while it is less than 180° ahead of the Sun (the bright half). */
export function moonWaxing(c: YogaChart): boolean {
  return normalizeDegrees(c.longitude.moon - c.longitude.sun) < 180
}

/**
 * How two lords are linked (BPHS ch. 39: together, in exchange, or aspecting each other), or null.
 * Two different grahas only; a graha that rules both houses is handled by the caller.
 */
export function linkBetween(c: YogaChart, a: GrahaId, b: GrahaId): string | null {
  if (c.sign[a] === c.sign[b]) return `${NameOf(a)} and ${nameOf(b)} are together in ${signNameOf(c.sign[a])}`
  if (signLord(c.sign[a]) === b && signLord(c.sign[b]) === a) return `${NameOf(a)} and ${nameOf(b)} stand in each other's signs (${signNameOf(c.sign[a])} and ${signNameOf(c.sign[b])})`
  if (aspectsSign(c, a, c.sign[b]) && aspectsSign(c, b, c.sign[a])) return `${NameOf(a)} and ${nameOf(b)} aspect each other`
  return null
}

/** A clause made a sentence: capital first letter, a full stop. */
export const sentence = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`
