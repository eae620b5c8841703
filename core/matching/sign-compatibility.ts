import { grahaMaitriPoints } from './ashtakoota'
import { naturalRelation } from '../jyotish/dignity'
import { SIGN_NAMES, signDistance, signLord, type GrahaId, type SignName } from '../jyotish/zodiac'

/**
 * Sign-by-sign (rashi) compatibility for people who know their Moon signs but not their birth times:
 * the parts of guna milan that depend on the signs alone (bhakoot, 7 points, and graha maitri of the
 * signs' lords, 5 points), with the tattva (element) harmony of the two signs (3 points), on a scale of
 * 100. Bhakoot dosha (2/12, 5/9, 6/8) is cancelled when the lords are the same graha or mutual friends,
 * as Muhurta Chintamani allows, and then scores in full.
 */
export type Element = 'fire' | 'earth' | 'air' | 'water'
export type Modality = 'movable' | 'fixed' | 'dual'
export type ElementHarmony = 'same' | 'complementary' | 'uneasy' | 'opposed'
export type BhakootPosition = '1/1' | '2/12' | '3/11' | '4/10' | '5/9' | '6/8' | '7/7'

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water']
const MODALITIES: readonly Modality[] = ['movable', 'fixed', 'dual']
const DOSHA_POSITIONS: ReadonlySet<BhakootPosition> = new Set(['2/12', '5/9', '6/8'])
const TATTVA_POINTS: Readonly<Record<ElementHarmony, number>> = { same: 3, complementary: 2, uneasy: 1, opposed: 0 }
const MAX_POINTS = 7 + 5 + 3

export const elementOf = (sign: number): Element => ELEMENTS[(sign - 1) % 4]!
export const modalityOf = (sign: number): Modality => MODALITIES[(sign - 1) % 3]!

function harmony(a: Element, b: Element): ElementHarmony {
  if (a === b) return 'same'
  const pair = [a, b].sort().join('+')
  if (pair === 'air+fire' || pair === 'earth+water') return 'complementary'
  if (pair === 'earth+fire' || pair === 'air+water') return 'uneasy'
  return 'opposed'
}

/** The pair's position in bhakoot terms, the smaller count first ('5/9' for signs five apart either way). */
export function bhakootPosition(a: number, b: number): BhakootPosition {
  const there = signDistance(a, b)
  const back = signDistance(b, a)
  return `${Math.min(there, back)}/${Math.max(there, back)}` as BhakootPosition
}

export interface SignCompatibility {
  signs: readonly [SignName, SignName]
  /** the book key of the pair's prose: both signs in zodiac order, e.g. 'aries-leo' */
  pairKey: string
  elements: readonly [Element, Element]
  elementHarmony: ElementHarmony
  modalities: readonly [Modality, Modality]
  lords: readonly [GrahaId, GrahaId]
  /** graha maitri of the lords: 'sameLord', 'friends', 'friendly', 'neutral', 'strained' or 'enemies' */
  lordRelation: string
  bhakoot: { position: BhakootPosition; dosha: boolean; cancelled: boolean; points: number }
  maitriPoints: number
  tattvaPoints: number
  /** 0–100 */
  score: number
  band: 'excellent' | 'good' | 'average' | 'challenging'
}

/**
 * The compatibility of two Moon signs (1–12), the same whichever is given first.
 * @throws RangeError for a sign outside 1–12.
 */
export function signCompatibility(first: number, second: number): SignCompatibility {
  for (const s of [first, second]) if (!Number.isInteger(s) || s < 1 || s > 12) throw new RangeError('signCompatibility: signs are 1–12')
  const [a, b] = first <= second ? [first, second] : [second, first]
  const lords = [signLord(a), signLord(b)] as const
  const maitri = grahaMaitriPoints(lords[0], lords[1])
  const position = bhakootPosition(a, b)
  const dosha = DOSHA_POSITIONS.has(position)
  const friendsBothWays = naturalRelation(lords[0], lords[1]) === 'friend' && naturalRelation(lords[1], lords[0]) === 'friend'
  const cancelled = dosha && (lords[0] === lords[1] || friendsBothWays)
  const bhakootPoints = !dosha || cancelled ? 7 : 0
  const elements = [elementOf(a), elementOf(b)] as const
  const elementHarmony = harmony(elements[0], elements[1])
  const tattvaPoints = TATTVA_POINTS[elementHarmony]
  const score = Math.round(((bhakootPoints + maitri.score + tattvaPoints) / MAX_POINTS) * 100)
  return {
    signs: [SIGN_NAMES[a - 1]!, SIGN_NAMES[b - 1]!],
    pairKey: `${SIGN_NAMES[a - 1]}-${SIGN_NAMES[b - 1]}`,
    elements,
    elementHarmony,
    modalities: [modalityOf(a), modalityOf(b)],
    lords,
    lordRelation: maitri.outcome,
    bhakoot: { position, dosha, cancelled, points: bhakootPoints },
    maitriPoints: maitri.score,
    tattvaPoints,
    score,
    band: score >= 80 ? 'excellent' : score >= 60 ? 'good' : score >= 40 ? 'average' : 'challenging',
  }
}
