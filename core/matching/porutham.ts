/**
 * The ten poruthams of South Indian matching (dasa porutham), from the two Moons. Counts run from the
 * girl's star (or sign) to the boy's, inclusive. Each porutham is matched or not; rajju and vedha are the
 * ones that tradition treats as essential. The rules chosen are stated in docs/matching.md.
 */
import { naturalRelation } from '../jyotish/dignity'
import type { GrahaId } from '../jyotish/zodiac'
import { NAKSHATRA_NAMES, SIGN_NAMES, signDistance, signLord } from '../jyotish/zodiac'
import type { MoonPlacement } from './ashtakoota'
import { ganaOf, isVedha, nakshatraCount, rajjuOf, yoniOf, yoniPoints } from './tables'

export const PORUTHAM_IDS = ['dina', 'gana', 'mahendra', 'streeDeergha', 'yoni', 'rasi', 'rasiAdhipati', 'vasya', 'rajju', 'vedha'] as const
export type PoruthamId = (typeof PORUTHAM_IDS)[number]
/** Poruthams whose failure tradition does not overlook. */
export const ESSENTIAL_PORUTHAMS: readonly PoruthamId[] = ['rajju', 'vedha']

export interface PoruthamItem {
  id: PoruthamId
  matched: boolean
  /** the boy's attribute (nakshatra, sign, gana, yoni, lord or rajju id) */
  boy: string
  girl: string
  /** which sentence describes it (a key under matching.porutham.<id>) */
  outcome: string
  detail?: Record<string, string | number>
}

export interface PoruthamResult {
  items: PoruthamItem[]
  total: number
  max: 10
}

/** Dina: these counts from the girl's star to the boy's agree. */
const DINA_GOOD_COUNTS = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26])
/** Dina with one star for both: agreeable for these (first choice) … */
const SAME_STAR_GOOD = new Set([4, 6, 10, 13, 16, 21, 22, 27]) // Rohini, Ardra, Magha, Hasta, Vishakha, Uttarashadha, Shravana, Revati
/** … acceptable as a second choice for these; every other shared star does not agree. */
const SAME_STAR_MIDDLING = new Set([1, 3, 5, 7, 8, 12, 14, 20]) // Ashwini, Krittika, Mrigashira, Punarvasu, Pushya, Uttara Phalguni, Chitra, Purvashadha
const MAHENDRA_COUNTS = new Set([4, 7, 10, 13, 16, 19, 22, 25])
/** Sign vasya (Muhurta Chintamani's list): the signs each sign holds in its sway, index 0 = Aries. */
const VASYA_SIGNS: readonly (readonly number[])[] = [[5, 8], [4, 7], [6], [8, 9], [7], [3, 12], [10, 6], [4], [12], [1, 11], [1], [10]]

/**
 * Rasi adhipati: fails when either lord counts the other an enemy. Natural relations are not
 * symmetric (the Moon is friendly to Mercury, Mercury hostile to the Moon), so a failure says whether
 * the enmity is mutual or runs one way, and then which lord holds it and how the other regards it:
 * outcome 'matched', 'mutualEnemies', 'oneWayFriend' or 'oneWayNeutral', with `detail.hostile` (the lord
 * that counts the other an enemy) and `detail.other` for the one-way cases.
 */
export function rasiAdhipati(boyLord: GrahaId, girlLord: GrahaId): PoruthamItem {
  const base = { id: 'rasiAdhipati' as const, boy: boyLord, girl: girlLord }
  if (boyLord === girlLord) return { ...base, matched: true, outcome: 'matched' }
  const boyView = naturalRelation(boyLord, girlLord)
  const girlView = naturalRelation(girlLord, boyLord)
  if (boyView !== 'enemy' && girlView !== 'enemy') return { ...base, matched: true, outcome: 'matched' }
  if (boyView === 'enemy' && girlView === 'enemy') return { ...base, matched: false, outcome: 'mutualEnemies' }
  const [hostile, other, otherView] = boyView === 'enemy' ? [boyLord, girlLord, girlView] : [girlLord, boyLord, boyView]
  return { ...base, matched: false, outcome: otherView === 'friend' ? 'oneWayFriend' : 'oneWayNeutral', detail: { hostile, other } }
}

/**
 * The ten poruthams for a boy's and a girl's Moon.
 * @throws RangeError when a placement is out of range (via the tables' lookups it would be undefined).
 */
export function porutham(boy: MoonPlacement, girl: MoonPlacement): PoruthamResult {
  const star = (p: MoonPlacement) => NAKSHATRA_NAMES[p.nakshatra - 1]!
  const sign = (p: MoonPlacement) => SIGN_NAMES[p.sign - 1]!
  const count = nakshatraCount(girl.nakshatra, boy.nakshatra)
  const items: PoruthamItem[] = []

  let dina: string
  if (count === 1) dina = SAME_STAR_GOOD.has(boy.nakshatra) ? 'sameStarGood' : SAME_STAR_MIDDLING.has(boy.nakshatra) ? 'sameStarMiddling' : 'notMatched'
  else dina = DINA_GOOD_COUNTS.has(count) ? 'matched' : 'notMatched'
  items.push({ id: 'dina', matched: dina !== 'notMatched', boy: star(boy), girl: star(girl), outcome: dina, detail: { count } })

  const bg = ganaOf(boy.nakshatra)
  const gg = ganaOf(girl.nakshatra)
  const ganaOk = bg === gg || (bg !== 'rakshasa' && gg !== 'rakshasa')
  items.push({ id: 'gana', matched: ganaOk, boy: bg, girl: gg, outcome: ganaOk ? 'matched' : 'notMatched' })

  const mahendra = MAHENDRA_COUNTS.has(count)
  items.push({ id: 'mahendra', matched: mahendra, boy: star(boy), girl: star(girl), outcome: mahendra ? 'matched' : 'notMatched', detail: { count } })

  const deergha = count > 13
  items.push({ id: 'streeDeergha', matched: deergha, boy: star(boy), girl: star(girl), outcome: deergha ? 'matched' : 'notMatched', detail: { count } })

  const by = yoniOf(boy.nakshatra).yoni
  const gy = yoniOf(girl.nakshatra).yoni
  const yoniOk = yoniPoints(by, gy) > 0
  items.push({ id: 'yoni', matched: yoniOk, boy: by, girl: gy, outcome: yoniOk ? 'matched' : 'notMatched' })

  const signCount = signDistance(girl.sign, boy.sign)
  const rasiOk = signCount === 1 || signCount >= 7
  items.push({ id: 'rasi', matched: rasiOk, boy: sign(boy), girl: sign(girl), outcome: rasiOk ? 'matched' : 'notMatched', detail: { count: signCount } })

  const bl = signLord(boy.sign)
  const gl = signLord(girl.sign)
  items.push(rasiAdhipati(bl, gl))

  const vasya = boy.sign === girl.sign || VASYA_SIGNS[boy.sign - 1]!.includes(girl.sign) || VASYA_SIGNS[girl.sign - 1]!.includes(boy.sign)
  items.push({ id: 'vasya', matched: vasya, boy: sign(boy), girl: sign(girl), outcome: vasya ? 'matched' : 'notMatched' })

  const br = rajjuOf(boy.nakshatra)
  const gr = rajjuOf(girl.nakshatra)
  items.push({ id: 'rajju', matched: br !== gr, boy: br, girl: gr, outcome: br !== gr ? 'matched' : 'notMatched' })

  const vedha = isVedha(boy.nakshatra, girl.nakshatra)
  items.push({ id: 'vedha', matched: !vedha, boy: star(boy), girl: star(girl), outcome: vedha ? 'notMatched' : 'matched' })

  return { items, total: items.filter((i) => i.matched).length, max: 10 }
}
