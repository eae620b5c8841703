/**
 * Divisional charts (vargas) of the Shodashavarga, with the rules of Brihat Parashara Hora Shastra
 * (ch. 6). Input: a sidereal longitude in degrees; output: the sign 1–12 (1 = Aries) it occupies in
 * the varga. "Odd" signs are Aries, Gemini, Leo …; movable (chara) Aries, Cancer, Libra, Capricorn;
 * fixed (sthira) Taurus, Leo, Scorpio, Aquarius; dual (dvisvabhava) the rest.
 */
import { normalizeDegrees } from './time'

/** The sixteen vargas. */
export type VargaId = 'D1' | 'D2' | 'D3' | 'D4' | 'D7' | 'D9' | 'D10' | 'D12' | 'D16' | 'D20' | 'D24' | 'D27' | 'D30' | 'D40' | 'D45' | 'D60'

/** The Shodashavarga in the usual order. */
export const VARGAS: readonly VargaId[] = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']

const ARIES = 0
const CANCER = 3
const LEO = 4
const LIBRA = 6
const SAGITTARIUS = 8
const CAPRICORN = 9

/** Index (0-based) of the part of width 30/n that a degree-in-sign falls into. */
function part(degreeInSign: number, n: number): number {
  return Math.min(Math.floor((degreeInSign * n) / 30), n - 1)
}

/** Start sign (0-based) by modality: movable, fixed, dual. */
function byModality(sign: number, movable: number, fixed: number, dual: number): number {
  const m = sign % 3
  return m === 0 ? movable : m === 1 ? fixed : dual
}

/** Trimshamsha (D30) of Parashara: [upper bound of the degree range, sign index]. */
const TRIMSHAMSHA_ODD: readonly [number, number][] = [
  [5, 0], // Mars: Aries
  [10, 10], // Saturn: Aquarius
  [18, 8], // Jupiter: Sagittarius
  [25, 2], // Mercury: Gemini
  [30, 6], // Venus: Libra
]
const TRIMSHAMSHA_EVEN: readonly [number, number][] = [
  [5, 1], // Venus: Taurus
  [12, 5], // Mercury: Virgo
  [20, 11], // Jupiter: Pisces
  [25, 9], // Saturn: Capricorn
  [30, 7], // Mars: Scorpio
]

/**
 * Sign (1–12) of a sidereal longitude in a varga.
 * - D1 rashi; D2 hora: odd signs 0–15° Leo (Sun), 15–30° Cancer (Moon), even signs the reverse;
 * - D3 drekkana: the sign, its 5th, its 9th; D4 chaturthamsha: the sign, 4th, 7th, 10th;
 * - D7 saptamsha: odd signs from the sign, even from its 7th; D9 navamsha: from Aries, Capricorn,
 *   Libra, Cancer for fire, earth, air, water signs; D10 dashamsha: odd from the sign, even from its 9th;
 * - D12 dwadashamsha: from the sign; D16 shodashamsha: movable from Aries, fixed from Leo, dual from
 *   Sagittarius; D20 vimshamsha: movable from Aries, fixed from Sagittarius, dual from Leo;
 * - D24 chaturvimshamsha: odd from Leo, even from Cancer; D27 bhamsha: fire, earth, air, water signs
 *   from Aries, Cancer, Libra, Capricorn;
 * - D30 trimshamsha: odd signs 5° Mars (Aries), 5° Saturn (Aquarius), 8° Jupiter (Sagittarius),
 *   7° Mercury (Gemini), 5° Venus (Libra); even signs 5° Venus (Taurus), 7° Mercury (Virgo),
 *   8° Jupiter (Pisces), 5° Saturn (Capricorn), 5° Mars (Scorpio);
 * - D40 khavedamsha: odd from Aries, even from Libra; D45 akshavedamsha: movable from Aries, fixed from
 *   Leo, dual from Sagittarius; D60 shashtiamsha: from the sign itself.
 */
export function vargaSign(varga: VargaId, longitude: number): number {
  if (!Number.isFinite(longitude)) throw new RangeError('vargaSign: longitude must be finite')
  const lon = normalizeDegrees(longitude)
  const sign = Math.min(Math.floor(lon / 30), 11)
  const d = lon - sign * 30
  const odd = sign % 2 === 0
  let result: number
  switch (varga) {
    case 'D1':
      result = sign
      break
    case 'D2':
      result = (d < 15) === odd ? LEO : CANCER
      break
    case 'D3':
      result = sign + 4 * part(d, 3)
      break
    case 'D4':
      result = sign + 3 * part(d, 4)
      break
    case 'D7':
      result = (odd ? sign : sign + 6) + part(d, 7)
      break
    case 'D9':
      result = [ARIES, CAPRICORN, LIBRA, CANCER][sign % 4] + part(d, 9)
      break
    case 'D10':
      result = (odd ? sign : sign + 8) + part(d, 10)
      break
    case 'D12':
      result = sign + part(d, 12)
      break
    case 'D16':
      result = byModality(sign, ARIES, LEO, SAGITTARIUS) + part(d, 16)
      break
    case 'D20':
      result = byModality(sign, ARIES, SAGITTARIUS, LEO) + part(d, 20)
      break
    case 'D24':
      result = (odd ? LEO : CANCER) + part(d, 24)
      break
    case 'D27':
      result = [ARIES, CANCER, LIBRA, CAPRICORN][sign % 4] + part(d, 27)
      break
    case 'D30': {
      const table = odd ? TRIMSHAMSHA_ODD : TRIMSHAMSHA_EVEN
      result = (table.find(([upper]) => d < upper) ?? table[table.length - 1])[1]
      break
    }
    case 'D40':
      result = (odd ? ARIES : LIBRA) + part(d, 40)
      break
    case 'D45':
      result = byModality(sign, ARIES, LEO, SAGITTARIUS) + part(d, 45)
      break
    case 'D60':
      result = sign + part(d, 60)
      break
    default:
      throw new RangeError(`Unknown varga: ${String(varga)}`)
  }
  return (result % 12) + 1
}
