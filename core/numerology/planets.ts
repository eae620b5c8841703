import type { GrahaId } from '../jyotish/zodiac'

/**
 * The ruling graha of each number in Indian (Vedic) numerology: 1 Sun, 2 Moon, 3 Jupiter, 4 Rahu,
 * 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, 9 Mars.
 */
export const NUMBER_RULERS: Readonly<Record<number, GrahaId>> = {
  1: 'sun', 2: 'moon', 3: 'jupiter', 4: 'rahu', 5: 'mercury', 6: 'venus', 7: 'ketu', 8: 'saturn', 9: 'mars',
}

/** The number a graha rules. */
export function numberOf(graha: GrahaId): number {
  return Number(Object.entries(NUMBER_RULERS).find(([, g]) => g === graha)![0])
}

/**
 * Natural friendships (Brihat Parashara Hora Shastra, ch. 3): friends and enemies of the seven grahas.
 * The nodes follow the maxim "Shanivat Rahu, Kujavat Ketu": Rahu acts like Saturn, Ketu like Mars.
 */
const FRIENDS: Readonly<Record<string, readonly GrahaId[]>> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
}
const ENEMIES: Readonly<Record<string, readonly GrahaId[]>> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
}

/** The graha whose friendships a graha follows (Rahu → Saturn, Ketu → Mars). */
function actsAs(graha: GrahaId): GrahaId {
  return graha === 'rahu' ? 'saturn' : graha === 'ketu' ? 'mars' : graha
}

/** How `of` regards `towards` by natural friendship. */
export function naturalRelation(of: GrahaId, towards: GrahaId): 'friend' | 'neutral' | 'enemy' {
  const a = actsAs(of)
  const b = actsAs(towards)
  if (a === b) return 'friend'
  if (FRIENDS[a]!.includes(b)) return 'friend'
  if (ENEMIES[a]!.includes(b)) return 'enemy'
  return 'neutral'
}

/** Weekday (0 = Sunday) of each graha; the nodes take their model's day (Rahu Saturday, Ketu Tuesday). */
export const GRAHA_DAY: Readonly<Record<GrahaId, number>> = {
  sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6, rahu: 6, ketu: 2,
}

/** Colours of each graha (keys of the numerology book's `colours`). */
export const GRAHA_COLOURS: Readonly<Record<GrahaId, readonly string[]>> = {
  sun: ['orange', 'gold', 'copper'],
  moon: ['white', 'cream', 'silver'],
  mars: ['red', 'coral'],
  mercury: ['green'],
  jupiter: ['yellow', 'saffron'],
  venus: ['white', 'pink', 'lightBlue'],
  saturn: ['blue', 'black'],
  rahu: ['smokyGrey', 'darkBlue'],
  ketu: ['grey', 'brown'],
}
