/**
 * Muntha, the five office-bearers (pancha adhikaris) and the year lord (varshesha) of Tajika Neelakanthi.
 */
import { normalizeDegrees } from '../time'
import { signLord, SIGN_NAMES, type SignName } from '../zodiac'
import { panchaVargiyaBala, TAJIKA_GRAHAS, type TajikaGraha } from './pancha-vargiya-bala'
import { hasTajikaAspect } from './tajika-aspect'

/** The muntha's sign 1–12: the natal lagna's sign advanced one sign for each completed year of life. */
export function munthaSign(natalAscendantSign: number, completedYears: number): number {
  return ((((natalAscendantSign - 1 + completedYears) % 12) + 12) % 12) + 1
}

/** The tri-rashi lords by the varsha lagna's sign (from Aries): [for a day return, for a night return]. */
const TRI_RASHI: ReadonlyArray<readonly [TajikaGraha, TajikaGraha]> = [
  ['sun', 'jupiter'], ['venus', 'moon'], ['saturn', 'mercury'], ['venus', 'mars'], ['jupiter', 'sun'], ['moon', 'venus'],
  ['mercury', 'saturn'], ['mars', 'venus'], ['saturn', 'saturn'], ['mars', 'mars'], ['jupiter', 'jupiter'], ['moon', 'moon'],
]

/** The tri-rashi lord of a varsha lagna sign (1–12), by day or by night. */
export function triRashiLord(lagnaSign: number, day: boolean): TajikaGraha {
  return TRI_RASHI[lagnaSign - 1]![day ? 0 : 1]
}

/** Whether the Sun stands above the horizon: on the ecliptic between the descendant and the ascendant through the midheaven (houses 7–12). */
export function isDayReturn(sunLongitude: number, ascendantLongitude: number): boolean {
  return normalizeDegrees(sunLongitude - ascendantLongitude) >= 180
}

export interface OfficeBearers {
  munthaLord: TajikaGraha
  janmaLagnaLord: TajikaGraha
  varshaLagnaLord: TajikaGraha
  triRashiLord: TajikaGraha
  /** the Sun's sign lord for a day return, the Moon's for a night return */
  dinaRatriLord: TajikaGraha
}

/** What the year lord is chosen from: the annual chart's lagna, Sun, Moon, the natal lagna's sign and the muntha. */
interface YearLordInput {
  varshaLagnaSign: number
  natalLagnaSign: number
  munthaSign: number
  day: boolean
  /** sidereal longitudes of the seven grahas in the annual chart */
  longitudes: Readonly<Record<TajikaGraha, number>>
}

interface YearLord {
  officeBearers: OfficeBearers
  /** each graha's pancha-vargiya bala (0–20) in the annual chart */
  strength: Record<TajikaGraha, number>
  yearLord: TajikaGraha
  /** `aspect`: the strongest office-bearer aspecting the varsha lagna; `strongest`: none aspects it, the strongest of the five */
  chosenBy: 'aspect' | 'strongest'
}

const signOfLongitude = (lon: number) => Math.floor(normalizeDegrees(lon) / 30) + 1

/**
 * The five office-bearers and the year lord: of the office-bearers that cast a Tajika aspect on the varsha
 * lagna, the one with the greatest pancha-vargiya bala; when none aspects it, the strongest of them. Ties go
 * to the office listed first (muntha lord, janma lagna lord, varsha lagna lord, tri-rashi lord, day/night lord).
 */
export function yearLord(input: YearLordInput): YearLord {
  const lordOf = (sign: number) => signLord(sign) as TajikaGraha
  const officeBearers: OfficeBearers = {
    munthaLord: lordOf(input.munthaSign),
    janmaLagnaLord: lordOf(input.natalLagnaSign),
    varshaLagnaLord: lordOf(input.varshaLagnaSign),
    triRashiLord: triRashiLord(input.varshaLagnaSign, input.day),
    dinaRatriLord: lordOf(signOfLongitude(input.longitudes[input.day ? 'sun' : 'moon'])),
  }
  const strength = Object.fromEntries(TAJIKA_GRAHAS.map((g) => [g, panchaVargiyaBala(g, input.longitudes).total])) as Record<TajikaGraha, number>
  const candidates: TajikaGraha[] = [...new Set<TajikaGraha>(Object.values(officeBearers))]
  const aspecting = candidates.filter((g) => hasTajikaAspect(signOfLongitude(input.longitudes[g]), input.varshaLagnaSign))
  const pool = aspecting.length > 0 ? aspecting : candidates
  const best = pool.reduce((a, b) => (strength[b] > strength[a] ? b : a))
  return { officeBearers, strength, yearLord: best, chosenBy: aspecting.length > 0 ? 'aspect' : 'strongest' }
}

/** The muntha as the block answers it: sign 0–11 (0 = Mesha) as API.md's deeper blocks count, its name and lord. */
export function munthaOf(sign: number): { sign: number; signName: SignName; lord: TajikaGraha } {
  return { sign: sign - 1, signName: SIGN_NAMES[sign - 1]!, lord: signLord(sign) as TajikaGraha }
}
