/**
 * Manglik (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house counted from the
 * lagna, from the Moon and from Venus, with the commonly listed cancellations, and the verdict for a
 * couple (two manglik charts balance each other). Signs are 1–12 (1 = Aries). See docs/matching.md.
 * The one rule set of the engine: the dosha detector (core/kundli/doshas/manglik.ts) reads it too, so
 * a chart is manglik on /dosham-detector exactly when it is in kundli matching.
 */
import { signDistance } from '../jyotish/zodiac'

/** The houses from a reference in which Mars makes the dosha (the 2nd included, as in the South). */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12]
export const MANGLIK_REFERENCES = ['lagna', 'moon', 'venus'] as const
type ManglikReference = (typeof MANGLIK_REFERENCES)[number]

/** A rule that cancels the dosha. */
export type ManglikCancellation = 'ownOrExaltedSign' | 'leoOrAquarius' | 'houseSignException' | 'jupiterAssociation' | 'moonConjunction' | 'beneficInLagna'

/** The signs of the chart that the dosha depends on (1–12). */
export interface ManglikInput {
  lagnaSign: number
  moonSign: number
  venusSign: number
  marsSign: number
  jupiterSign: number
}

/** Mars's house from one reference, when it is one of MANGLIK_HOUSES. */
export interface ManglikPlacement {
  from: ManglikReference
  house: number
  /** Mars's sign excuses this house (e.g. the 7th in Cancer or Capricorn) */
  excepted: boolean
}

export interface ManglikResult {
  /** Mars is in a manglik house from at least one reference */
  present: boolean
  /** present, and a cancellation removes it */
  cancelled: boolean
  /** present and not cancelled: the dosha counts */
  effective: boolean
  placements: ManglikPlacement[]
  /** the cancellations that apply (only when present) */
  cancellations: ManglikCancellation[]
  marsSign: number
}

/** Per house, the signs of Mars that excuse it (the widely reproduced list; the 1st is covered by own sign). */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = { 2: [3, 6], 4: [1, 8], 7: [4, 10], 8: [9, 12], 12: [2, 7] }

/**
 * Manglik dosha of one chart.
 * @throws RangeError for a sign outside 1–12.
 */
export function manglikDosha(input: ManglikInput): ManglikResult {
  for (const v of Object.values(input)) if (!Number.isInteger(v) || v < 1 || v > 12) throw new RangeError('manglikDosha: signs must be 1–12')
  const reference: Record<ManglikReference, number> = { lagna: input.lagnaSign, moon: input.moonSign, venus: input.venusSign }
  const placements: ManglikPlacement[] = []
  for (const from of MANGLIK_REFERENCES) {
    const house = signDistance(reference[from], input.marsSign)
    if (MANGLIK_HOUSES.includes(house)) placements.push({ from, house, excepted: (HOUSE_SIGN_EXCEPTIONS[house] ?? []).includes(input.marsSign) })
  }
  const present = placements.length > 0
  const global: ManglikCancellation[] = []
  const mars = input.marsSign
  if (mars === 1 || mars === 8 || mars === 10) global.push('ownOrExaltedSign')
  if (mars === 5 || mars === 11) global.push('leoOrAquarius')
  // Jupiter with Mars or casting one of its full aspects (5th, 7th, 9th) on it.
  const fromJupiter = signDistance(input.jupiterSign, mars)
  if (fromJupiter === 1 || fromJupiter === 5 || fromJupiter === 7 || fromJupiter === 9) global.push('jupiterAssociation')
  if (input.moonSign === mars) global.push('moonConjunction')
  if (input.jupiterSign === input.lagnaSign || input.venusSign === input.lagnaSign) global.push('beneficInLagna')
  // The house-and-sign exception removes the dosha only when it excuses every house Mars makes manglik.
  const excepted = present && placements.every((p) => p.excepted)
  const cancellations: ManglikCancellation[] = present ? [...global, ...(excepted ? (['houseSignException'] as const) : [])] : []
  const cancelled = cancellations.length > 0
  return { present, cancelled, effective: present && !cancelled, placements, cancellations, marsSign: mars }
}

/** The couple's manglik verdict. */
export type ManglikCoupleVerdict = 'none' | 'cancelled' | 'balanced' | 'boyOnly' | 'girlOnly'

/**
 * Neither chart manglik: 'none'; present but cancelled in both: 'cancelled'; both effective: 'balanced'
 * (the doshas are held to offset each other); one effective: 'boyOnly' or 'girlOnly'.
 */
export function coupleManglik(boy: ManglikResult, girl: ManglikResult): ManglikCoupleVerdict {
  if (boy.effective && girl.effective) return 'balanced'
  if (boy.effective) return 'boyOnly'
  if (girl.effective) return 'girlOnly'
  return boy.present || girl.present ? 'cancelled' : 'none'
}
