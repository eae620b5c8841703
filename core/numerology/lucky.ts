import { GRAHAS, type GrahaId } from '../jyotish/zodiac'
import { GRAHA_COLOURS, GRAHA_DAY, NUMBER_RULERS, naturalRelation, numberOf } from './planets'

/** The lucky set for a number: its own, its ruler's friends' numbers, days and colours. */
interface LuckySet {
  numbers: number[]
  /** weekdays, 0 = Sunday */
  days: number[]
  colours: string[]
  /** the graha whose gem suits the number */
  gemPlanet: GrahaId
  /** numbers whose rulers are enemies of this number's ruler: best avoided for big starts */
  unfavourable: number[]
}

/**
 * Lucky numbers, days and colours from a number (1–9), by its ruling graha and that graha's natural
 * friends (planets.ts): the number itself first, then the friends' numbers in ascending order.
 */
export function luckyForNumber(n: number): LuckySet {
  const ruler = NUMBER_RULERS[n]!
  const friends = GRAHAS.filter((g) => g !== ruler && naturalRelation(ruler, g) === 'friend')
  const enemies = GRAHAS.filter((g) => naturalRelation(ruler, g) === 'enemy')
  const numbers = [n, ...friends.map(numberOf).sort((a, b) => a - b)]
  const days = [...new Set([GRAHA_DAY[ruler], ...friends.filter((g) => g !== 'rahu' && g !== 'ketu').map((g) => GRAHA_DAY[g])])]
  return {
    numbers,
    days,
    colours: [...GRAHA_COLOURS[ruler]],
    gemPlanet: ruler,
    unfavourable: enemies.map(numberOf).sort((a, b) => a - b),
  }
}

/** The moon sign's contribution: its lord's number, day, colours and gem (sign 1–12). */
export function luckyForMoonSign(lordOfSign: GrahaId): { number: number; day: number; colours: string[]; gemPlanet: GrahaId } {
  return { number: numberOf(lordOfSign), day: GRAHA_DAY[lordOfSign], colours: [...GRAHA_COLOURS[lordOfSign]], gemPlanet: lordOfSign }
}
