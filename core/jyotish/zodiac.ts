/**
 * Signs (rashis), nakshatras and their lords: the fixed tables of the sidereal zodiac.
 *
 * Identifiers are stable lowercase English (signs, matching the horoscope API's `aries..pisces`) and
 * camelCase Sanskrit (nakshatras); the UI translates them. Signs are numbered 1–12 from Mesha/Aries,
 * nakshatras 1–27 from Ashwini, padas 1–4. All longitudes here are sidereal degrees, 0 <= x < 360.
 */
import { normalizeDegrees } from './time'

/** A graha of the chart: the seven bodies and the two lunar nodes. */
export type GrahaId = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu'

/** The nine grahas in the traditional order (weekday order, then the nodes). */
export const GRAHAS: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']

/** Sign identifiers, index 0 = sign 1 (Aries). */
export const SIGN_NAMES = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo',
  'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
] as const
/** A sign identifier (`aries` … `pisces`). */
export type SignName = (typeof SIGN_NAMES)[number]

/** Nakshatra identifiers, index 0 = nakshatra 1 (Ashwini). */
export const NAKSHATRA_NAMES = [
  'ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha',
  'magha', 'purvaPhalguni', 'uttaraPhalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha',
  'mula', 'purvaAshadha', 'uttaraAshadha', 'shravana', 'dhanishta', 'shatabhisha', 'purvaBhadrapada',
  'uttaraBhadrapada', 'revati',
] as const
/** A nakshatra identifier (`ashwini` … `revati`). */
export type NakshatraName = (typeof NAKSHATRA_NAMES)[number]

/** Span of one nakshatra: 13°20′, degrees. */
export const NAKSHATRA_SPAN = 360 / 27
/** Span of one pada (quarter of a nakshatra): 3°20′, degrees. */
export const PADA_SPAN = 360 / 108

/** Lord of each sign, index 0 = Aries. */
export const SIGN_LORDS: readonly GrahaId[] = [
  'mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter',
]

/** Vimshottari lords in dasha order; nakshatra n (1-based) is ruled by VIMSHOTTARI_ORDER[(n − 1) % 9]. */
export const VIMSHOTTARI_ORDER: readonly GrahaId[] = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']

/** Where a sidereal longitude falls in the zodiac. */
export interface ZodiacPlacement {
  /** Sidereal longitude, degrees, 0 <= x < 360. */
  longitude: number
  /** Sign 1–12 (1 = Aries/Mesha). */
  sign: number
  /** Identifier of the sign. */
  signName: SignName
  /** Degrees within the sign, 0 <= x < 30. */
  degreeInSign: number
  /** Nakshatra 1–27 (1 = Ashwini). */
  nakshatra: number
  /** Identifier of the nakshatra. */
  nakshatraName: NakshatraName
  /** Pada (quarter) 1–4 of the nakshatra. */
  pada: number
}

/** Sign number 1–12 of a sidereal longitude (degrees). */
export function signOf(longitude: number): number {
  return Math.min(Math.floor(normalizeDegrees(longitude) / 30), 11) + 1
}

/** Nakshatra number 1–27 of a sidereal longitude (degrees). */
export function nakshatraOf(longitude: number): number {
  return Math.min(Math.floor(normalizeDegrees(longitude) / NAKSHATRA_SPAN), 26) + 1
}

/** Sign, degree in sign, nakshatra and pada of a sidereal longitude (degrees). */
export function placementOf(longitude: number): ZodiacPlacement {
  if (!Number.isFinite(longitude)) throw new RangeError('placementOf: longitude must be finite')
  const lon = normalizeDegrees(longitude)
  const sign = signOf(lon)
  const nakshatra = nakshatraOf(lon)
  const pada = (Math.min(Math.floor(lon / PADA_SPAN), 107) % 4) + 1
  return {
    longitude: lon,
    sign,
    signName: SIGN_NAMES[sign - 1],
    degreeInSign: lon - (sign - 1) * 30,
    nakshatra,
    nakshatraName: NAKSHATRA_NAMES[nakshatra - 1],
    pada,
  }
}

/** The Vimshottari lord of a nakshatra 1–27. */
export function nakshatraLord(nakshatra: number): GrahaId {
  if (!Number.isInteger(nakshatra) || nakshatra < 1 || nakshatra > 27) throw new RangeError('nakshatraLord: nakshatra must be 1–27')
  return VIMSHOTTARI_ORDER[(nakshatra - 1) % 9]
}

/** The lord of a sign 1–12. */
export function signLord(sign: number): GrahaId {
  if (!Number.isInteger(sign) || sign < 1 || sign > 12) throw new RangeError('signLord: sign must be 1–12')
  return SIGN_LORDS[sign - 1]
}

/** Counts signs inclusively from `from` to `to` (both 1–12): the same sign is 1, the next 2 … */
export function signDistance(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1
}
