/**
 * Pancha-vargiya bala, the fivefold strength of Tajika Neelakanthi, out of 20 (vimshopaka):
 * kshetra (sign, 30) + uchcha (exaltation, 20) + hadda (15) + drekkana (10) + navamsha (5), divided by 4.
 * In each division the graha takes the full share when it rules the division itself, three quarters when
 * the division's lord is its Tajika friend, half when neutral, a quarter when an enemy; the relation is
 * read by sign in the annual chart (tajikaRelation: the lord 3, 5, 9, 11 signs away is a friend, 1, 4, 7,
 * 10 an enemy). Uchcha: the arc from the debilitation point, 20 at the exaltation point, 0 at the fall.
 */
import { angleDifference } from '../time'
import { signLord, signOf, type GrahaId } from '../zodiac'
import { vargaSign } from '../vargas'
import { tajikaRelation } from './tajika-aspect'

/** The seven grahas that hold Tajika offices (the nodes rule no sign and hold none). */
export type TajikaGraha = Exclude<GrahaId, 'rahu' | 'ketu'>
export const TAJIKA_GRAHAS: readonly TajikaGraha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']

/** Deep exaltation points, sidereal degrees (Sun 10° Aries … Saturn 20° Libra). */
const EXALTATION_POINT: Record<TajikaGraha, number> = { sun: 10, moon: 33, mars: 298, mercury: 165, jupiter: 95, venus: 357, saturn: 200 }

/**
 * The haddas (terms) of Tajika Neelakanthi: for each sign from Aries, its five lords and their degrees in
 * order. They are the Egyptian terms except Gemini (Venus before Jupiter) and Sagittarius (Mars 5°, then Saturn 4°).
 */
const HADDAS: ReadonlyArray<ReadonlyArray<readonly [TajikaGraha, number]>> = [
  [['jupiter', 6], ['venus', 6], ['mercury', 8], ['mars', 5], ['saturn', 5]],
  [['venus', 8], ['mercury', 6], ['jupiter', 8], ['saturn', 5], ['mars', 3]],
  [['mercury', 6], ['venus', 6], ['jupiter', 5], ['mars', 7], ['saturn', 6]],
  [['mars', 7], ['venus', 6], ['mercury', 6], ['jupiter', 7], ['saturn', 4]],
  [['jupiter', 6], ['venus', 5], ['saturn', 7], ['mercury', 6], ['mars', 6]],
  [['mercury', 7], ['venus', 10], ['jupiter', 4], ['mars', 7], ['saturn', 2]],
  [['saturn', 6], ['mercury', 8], ['jupiter', 7], ['venus', 7], ['mars', 2]],
  [['mars', 7], ['venus', 4], ['mercury', 8], ['jupiter', 5], ['saturn', 6]],
  [['jupiter', 12], ['venus', 5], ['mercury', 4], ['mars', 5], ['saturn', 4]],
  [['mercury', 7], ['jupiter', 7], ['venus', 8], ['saturn', 4], ['mars', 4]],
  [['mercury', 7], ['venus', 6], ['jupiter', 7], ['mars', 5], ['saturn', 5]],
  [['venus', 12], ['jupiter', 4], ['mercury', 3], ['mars', 9], ['saturn', 2]],
]

/** The Chaldean order of the drekkana lords (Tajika, not Parashara's 1st/5th/9th): Aries 0–10° is Mars's, then the Sun's, then Venus's … */
const CHALDEAN: readonly TajikaGraha[] = ['mars', 'sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter']

/** The lord of the hadda a sidereal longitude falls in. */
export function haddaLord(longitude: number): TajikaGraha {
  const sign = signOf(longitude)
  let degree = longitude - (sign - 1) * 30
  for (const [lord, span] of HADDAS[sign - 1]!) {
    if (degree < span) return lord
    degree -= span
  }
  return HADDAS[sign - 1]![4]![0]
}

/** The Tajika drekkana lord of a sidereal longitude: the Chaldean order from Mars at 0° Aries. */
export function tajikaDrekkanaLord(longitude: number): TajikaGraha {
  return CHALDEAN[Math.min(Math.floor(longitude / 10), 35) % 7]!
}

const SHARE: Record<ReturnType<typeof tajikaRelation>, number> = { friend: 0.75, neutral: 0.5, enemy: 0.25 }

/** The five parts and their sum over 4 (0–20) for one graha, given every graha's sidereal longitude in the annual chart. */
export function panchaVargiyaBala(graha: TajikaGraha, longitudes: Readonly<Record<TajikaGraha, number>>) {
  const own = longitudes[graha]
  const signOfGraha = signOf(own)
  const share = (lord: TajikaGraha, full: number) => (lord === graha ? full : full * SHARE[tajikaRelation(signOfGraha, signOf(longitudes[lord]))])
  const kshetra = share(signLord(signOfGraha) as TajikaGraha, 30)
  const uchcha = (180 - Math.abs(angleDifference(own, EXALTATION_POINT[graha]))) / 9
  const hadda = share(haddaLord(own), 15)
  const drekkana = share(tajikaDrekkanaLord(own), 10)
  const navamsha = share(signLord(vargaSign('D9', own)) as TajikaGraha, 5)
  return { kshetra, uchcha, hadda, drekkana, navamsha, total: (kshetra + uchcha + hadda + drekkana + navamsha) / 4 }
}
