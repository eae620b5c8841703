/**
 * The fixed tables of marriage matching (melapaka): each nakshatra's yoni, gana, nadi and rajju, each
 * sign's varna and vashya class, the yoni and vashya point tables, the vedha pairs and the taras.
 * Nakshatras are 1–27 (1 = Ashwini), signs 1–12 (1 = Aries), longitudes sidereal degrees.
 * Which variant of a table is used, and where it comes from, is stated in docs/matching.md.
 */

/** Varna of the Moon sign, ranked 4 (highest) to 1. */
type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra'
export const VARNA_RANK: Readonly<Record<Varna, number>> = { brahmin: 4, kshatriya: 3, vaishya: 2, shudra: 1 }
/** Water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra (index 0 = Aries). */
const VARNA_BY_SIGN: readonly Varna[] = [
  'kshatriya', 'vaishya', 'shudra', 'brahmin', 'kshatriya', 'vaishya',
  'shudra', 'brahmin', 'kshatriya', 'vaishya', 'shudra', 'brahmin',
]
/** Varna of a Moon sign 1–12. */
export function varnaOf(sign: number): Varna {
  return VARNA_BY_SIGN[sign - 1]!
}

/** Vashya class of the Moon's sign (Sagittarius and Capricorn change class at 15°). */
type VashyaClass = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta'
const VASHYA_CLASSES: readonly VashyaClass[] = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta']
/**
 * Vashya of a sidereal Moon longitude: Aries, Taurus, the second half of Sagittarius and the first half of
 * Capricorn are quadrupeds; Gemini, Virgo, Libra, the first half of Sagittarius and Aquarius human;
 * Cancer, Pisces and the second half of Capricorn water-born; Leo wild; Scorpio an insect.
 */
export function vashyaOf(longitude: number): VashyaClass {
  const sign = Math.floor(longitude / 30) + 1
  const firstHalf = longitude - (sign - 1) * 30 < 15
  switch (sign) {
    case 1: case 2: return 'chatushpada'
    case 3: case 6: case 7: case 11: return 'manava'
    case 4: case 12: return 'jalachara'
    case 5: return 'vanachara'
    case 8: return 'keeta'
    case 9: return firstHalf ? 'manava' : 'chatushpada'
    default: return firstHalf ? 'chatushpada' : 'jalachara' // Capricorn
  }
}
/** Vashya points (boy's class × girl's class, order of VASHYA_CLASSES); the table is symmetric. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
]
export function vashyaPoints(boy: VashyaClass, girl: VashyaClass): number {
  return VASHYA_POINTS[VASHYA_CLASSES.indexOf(boy)]![VASHYA_CLASSES.indexOf(girl)]!
}

/** The fourteen yonis (animal natures). */
export type Yoni = 'horse' | 'elephant' | 'sheep' | 'serpent' | 'dog' | 'cat' | 'rat' | 'cow' | 'buffalo' | 'tiger' | 'deer' | 'monkey' | 'mongoose' | 'lion'
const YONIS: readonly Yoni[] = ['horse', 'elephant', 'sheep', 'serpent', 'dog', 'cat', 'rat', 'cow', 'buffalo', 'tiger', 'deer', 'monkey', 'mongoose', 'lion']
/** Yoni and its sex for each nakshatra (index 0 = Ashwini). */
const YONI_BY_NAKSHATRA: readonly (readonly [Yoni, 'male' | 'female'])[] = [
  ['horse', 'male'], ['elephant', 'male'], ['sheep', 'female'], ['serpent', 'male'], ['serpent', 'female'],
  ['dog', 'female'], ['cat', 'female'], ['sheep', 'male'], ['cat', 'male'], ['rat', 'male'],
  ['rat', 'female'], ['cow', 'male'], ['buffalo', 'female'], ['tiger', 'female'], ['buffalo', 'male'],
  ['tiger', 'male'], ['deer', 'female'], ['deer', 'male'], ['dog', 'male'], ['monkey', 'male'],
  ['mongoose', 'male'], ['monkey', 'female'], ['lion', 'female'], ['horse', 'female'], ['lion', 'male'],
  ['cow', 'female'], ['elephant', 'female'],
]
export function yoniOf(nakshatra: number): { yoni: Yoni; sex: 'male' | 'female' } {
  const [yoni, sex] = YONI_BY_NAKSHATRA[nakshatra - 1]!
  return { yoni, sex }
}
/** Yoni points, symmetric, order of YONIS: 4 same, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies. */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
]
export function yoniPoints(a: Yoni, b: Yoni): number {
  return YONI_POINTS[YONIS.indexOf(a)]![YONIS.indexOf(b)]!
}

/** Gana (temperament) of a nakshatra. */
export type Gana = 'deva' | 'manushya' | 'rakshasa'
const GANA_BY_NAKSHATRA: readonly Gana[] = [
  'deva', 'manushya', 'rakshasa', 'manushya', 'deva', 'manushya', 'deva', 'deva', 'rakshasa',
  'rakshasa', 'manushya', 'manushya', 'deva', 'rakshasa', 'deva', 'rakshasa', 'deva', 'rakshasa',
  'rakshasa', 'manushya', 'manushya', 'deva', 'rakshasa', 'rakshasa', 'manushya', 'manushya', 'deva',
]
export function ganaOf(nakshatra: number): Gana {
  return GANA_BY_NAKSHATRA[nakshatra - 1]!
}
/** Gana points, boy's gana (row) × girl's gana (column), order deva, manushya, rakshasa. */
const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 0 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
}
export function ganaPoints(boy: Gana, girl: Gana): number {
  return GANA_POINTS[boy][girl]
}

/** Nadi of a nakshatra: the zig-zag Aadi, Madhya, Antya, Antya, Madhya, Aadi, repeated. */
export type Nadi = 'aadi' | 'madhya' | 'antya'
const NADI_CYCLE: readonly Nadi[] = ['aadi', 'madhya', 'antya', 'antya', 'madhya', 'aadi']
export function nadiOf(nakshatra: number): Nadi {
  return NADI_CYCLE[(nakshatra - 1) % 6]!
}

/** Rajju (part of the body) of a nakshatra: Pada, Kati, Nabhi, Kantha, Siro and back, in runs of nine. */
type Rajju = 'pada' | 'kati' | 'nabhi' | 'kantha' | 'siro'
const RAJJU_CYCLE: readonly Rajju[] = ['pada', 'kati', 'nabhi', 'kantha', 'siro', 'kantha', 'nabhi', 'kati', 'pada']
export function rajjuOf(nakshatra: number): Rajju {
  return RAJJU_CYCLE[(nakshatra - 1) % 9]!
}

/**
 * Vedha (mutually obstructing) nakshatras: Ashwini–Jyeshtha, Bharani–Anuradha, Krittika–Vishakha,
 * Rohini–Swati, Ardra–Shravana, Punarvasu–Uttarashadha, Pushya–Purvashadha, Ashlesha–Mula,
 * Magha–Revati, Purva Phalguni–Uttara Bhadrapada, Uttara Phalguni–Purva Bhadrapada,
 * Hasta–Shatabhisha, and Mrigashira, Chitra and Dhanishta with one another.
 */
const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18], [2, 17], [3, 16], [4, 15], [6, 22], [7, 21], [8, 20], [9, 19], [10, 27], [11, 26], [12, 25], [13, 24],
  [5, 14], [5, 23], [14, 23],
]
export function isVedha(a: number, b: number): boolean {
  return VEDHA_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
}

/** The nine taras: the count of nakshatras from one star to another, reduced to 1–9. */
const TARAS = ['janma', 'sampat', 'vipat', 'kshema', 'pratyari', 'sadhaka', 'vadha', 'mitra', 'atiMitra'] as const
type Tara = (typeof TARAS)[number]
/** Nakshatras counted from `from` to `to`, both 1–27, inclusive: the same star is 1, the next 2 … 27. */
export function nakshatraCount(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1
}
/** The tara of `to` counted from `from`; Vipat (3), Pratyari (5) and Vadha (7) are the unfavourable ones. */
export function taraOf(from: number, to: number): { index: number; tara: Tara; favourable: boolean } {
  const index = ((nakshatraCount(from, to) - 1) % 9) + 1
  return { index, tara: TARAS[index - 1]!, favourable: index !== 3 && index !== 5 && index !== 7 }
}
