import type { GrahaId } from '../jyotish/zodiac'

/**
 * Gochara (transits counted from the natal Moon sign) after Phaladeepika ch. 26 and Muhurta
 * Chintamani: the houses in which each graha gives good results, and for each good house the vedha
 * house — a graha there (other than the exempt pairs) obstructs the good result.
 */
const GOOD: Readonly<Record<GrahaId, Readonly<Record<number, number>>>> = {
  // good house → its vedha house
  sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
  moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  mars: { 3: 12, 6: 9, 11: 5 },
  mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 6, 12: 3 },
  saturn: { 3: 12, 6: 9, 11: 5 },
  rahu: { 3: 12, 6: 9, 11: 5 },
  ketu: { 3: 12, 6: 9, 11: 5 },
}

/** Pairs that never obstruct each other (the father–son exemption: Sun–Saturn, Moon–Mercury). */
function exempt(a: GrahaId, b: GrahaId): boolean {
  const pair = [a, b].sort().join('+')
  return pair === 'saturn+sun' || pair === 'mercury+moon'
}

export type GocharaResult = 'good' | 'obstructed' | 'adverse'

/**
 * The transit result of `graha` in `house` (1–12 from the Moon sign), given the houses every other
 * graha occupies: good, good but obstructed by a graha in its vedha house, or adverse.
 */
export function gochara(graha: GrahaId, house: number, housesOf: Readonly<Partial<Record<GrahaId, number>>>): { result: GocharaResult; obstructedBy: GrahaId[] } {
  const vedha = GOOD[graha][house]
  if (vedha === undefined) return { result: 'adverse', obstructedBy: [] }
  const obstructedBy = (Object.entries(housesOf) as Array<[GrahaId, number]>).filter(([other, h]) => other !== graha && h === vedha && !exempt(graha, other)).map(([other]) => other)
  return { result: obstructedBy.length ? 'obstructed' : 'good', obstructedBy }
}
