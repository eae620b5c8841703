/**
 * Ashtakoota (guna milan): the eight kootas of North Indian matching, 36 points in all, from the two
 * Moons. Scores follow the tables in ./tables.ts; the three doshas (nadi, bhakoot, gana) are flagged and
 * the classical exceptions (parihara) that apply are named. A cancelled dosha keeps its points as counted
 * (the guna total is the plain sum); the verdict weighs the cancellation. See docs/matching.md.
 */
import { naturalRelation, type NaturalRelation } from '../jyotish/dignity'
import { SIGN_NAMES, signDistance, signLord, type GrahaId } from '../jyotish/zodiac'
import { ganaOf, ganaPoints, nadiOf, taraOf, vashyaOf, vashyaPoints, varnaOf, VARNA_RANK, yoniOf, yoniPoints } from './tables'

/** Where a partner's Moon is: sidereal longitude (degrees), sign 1–12, nakshatra 1–27, pada 1–4. */
export interface MoonPlacement {
  longitude: number
  sign: number
  nakshatra: number
  pada: number
}

export const KOOTA_IDS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const
export type KootaId = (typeof KOOTA_IDS)[number]
/** Maximum points of each koota (1 … 8). */
export const KOOTA_MAX: Readonly<Record<KootaId, number>> = { varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 }
/** The kootas whose points do not depend on which partner is the boy. */
export const SYMMETRIC_KOOTAS: readonly KootaId[] = ['vashya', 'tara', 'yoni', 'grahaMaitri', 'bhakoot', 'nadi']

/** A classical exception (parihara) that cancels a dosha. */
type PariharaId =
  | 'sameSignDifferentNakshatra'
  | 'sameNakshatraDifferentSign'
  | 'sameNakshatraDifferentPada'
  | 'sameSignLord'
  | 'friendlySignLords'

/** One koota, before any prose: attribute ids, points and dosha. */
export interface KootaScore {
  id: KootaId
  max: number
  score: number
  /** the boy's attribute for this koota (an id: 'brahmin', 'horse', 'mars', 'sampat' …) */
  boy: string
  /** the girl's attribute */
  girl: string
  /** which sentence describes the result (a key under matching.koota.<id>.result) */
  outcome: string
  /** nadi, bhakoot and gana only: the classical dosha is present */
  dosha: boolean
  /** the dosha is present and at least one exception applies */
  cancelled: boolean
  /** the exceptions that apply (only when dosha) */
  exceptions: PariharaId[]
  /** extra facts for the sentence, e.g. the bhakoot relation '6/8' */
  detail?: Record<string, string | number>
}

/** The bands of the guna total used by the verdict. */
export type GunaBand = 'notRecommended' | 'average' | 'good' | 'excellent'
/** Below 18 not recommended; 18 to under 25 average; 25 to under 33 good; 33 and above excellent. */
export function gunaBand(total: number): GunaBand {
  if (total < 18) return 'notRecommended'
  if (total < 25) return 'average'
  if (total < 33) return 'good'
  return 'excellent'
}

export interface AshtakootaResult {
  kootas: KootaScore[]
  total: number
  max: 36
  band: GunaBand
}

function lordsRelation(a: GrahaId, b: GrahaId): { same: boolean; ab: NaturalRelation; ba: NaturalRelation } {
  return { same: a === b, ab: naturalRelation(a, b), ba: naturalRelation(b, a) }
}

/** Graha maitri points from the two lords' natural relations (same lord 5). */
export function grahaMaitriPoints(boyLord: GrahaId, girlLord: GrahaId): { score: number; outcome: string } {
  const r = lordsRelation(boyLord, girlLord)
  if (r.same) return { score: 5, outcome: 'sameLord' }
  const pair = [r.ab, r.ba].sort().join('+')
  switch (pair) {
    case 'friend+friend': return { score: 5, outcome: 'friends' }
    case 'friend+neutral': return { score: 4, outcome: 'friendly' }
    case 'neutral+neutral': return { score: 3, outcome: 'neutral' }
    case 'enemy+friend': return { score: 1, outcome: 'strained' }
    case 'enemy+neutral': return { score: 0.5, outcome: 'strained' }
    default: return { score: 0, outcome: 'enemies' }
  }
}

/** The Muhurta Chintamani exceptions on the Moons themselves (nadi and gana dosha). */
function moonExceptions(boy: MoonPlacement, girl: MoonPlacement): PariharaId[] {
  if (boy.nakshatra === girl.nakshatra) {
    if (boy.sign !== girl.sign) return ['sameNakshatraDifferentSign']
    return boy.pada !== girl.pada ? ['sameNakshatraDifferentPada'] : []
  }
  return boy.sign === girl.sign ? ['sameSignDifferentNakshatra'] : []
}

/** The exceptions from the Moon signs' lords (bhakoot and gana dosha). */
function lordExceptions(boyLord: GrahaId, girlLord: GrahaId): PariharaId[] {
  const r = lordsRelation(boyLord, girlLord)
  if (r.same) return ['sameSignLord']
  return r.ab === 'friend' && r.ba === 'friend' ? ['friendlySignLords'] : []
}

function withDosha(base: Omit<KootaScore, 'dosha' | 'cancelled' | 'exceptions'>, dosha: boolean, exceptions: PariharaId[]): KootaScore {
  const applied = dosha ? exceptions : []
  return { ...base, dosha, cancelled: dosha && applied.length > 0, exceptions: applied }
}

const plain = (base: Omit<KootaScore, 'dosha' | 'cancelled' | 'exceptions'>): KootaScore => ({ ...base, dosha: false, cancelled: false, exceptions: [] })

/**
 * The eight kootas for a boy's and a girl's Moon. Pure: the same Moons always give the same answer.
 * @throws RangeError when a placement is out of range.
 */
export function ashtakoota(boy: MoonPlacement, girl: MoonPlacement): AshtakootaResult {
  check(boy)
  check(girl)
  const boyLord = signLord(boy.sign)
  const girlLord = signLord(girl.sign)
  const kootas: KootaScore[] = []

  const bv = varnaOf(boy.sign)
  const gv = varnaOf(girl.sign)
  const varna = VARNA_RANK[bv] >= VARNA_RANK[gv] ? 1 : 0
  kootas.push(plain({ id: 'varna', max: 1, score: varna, boy: bv, girl: gv, outcome: varna ? 'full' : 'none' }))

  const bva = vashyaOf(boy.longitude)
  const gva = vashyaOf(girl.longitude)
  const vashya = vashyaPoints(bva, gva)
  kootas.push(plain({ id: 'vashya', max: 2, score: vashya, boy: bva, girl: gva, outcome: vashya === 2 ? 'full' : vashya > 0 ? 'partial' : 'none' }))

  // Each partner's tara is counted from the other's star.
  const boyTara = taraOf(girl.nakshatra, boy.nakshatra)
  const girlTara = taraOf(boy.nakshatra, girl.nakshatra)
  const good = Number(boyTara.favourable) + Number(girlTara.favourable)
  const tara = good * 1.5
  kootas.push(plain({ id: 'tara', max: 3, score: tara, boy: boyTara.tara, girl: girlTara.tara, outcome: good === 2 ? 'full' : good === 1 ? 'half' : 'none' }))

  const by = yoniOf(boy.nakshatra)
  const gy = yoniOf(girl.nakshatra)
  const yoni = yoniPoints(by.yoni, gy.yoni)
  kootas.push(plain({ id: 'yoni', max: 4, score: yoni, boy: by.yoni, girl: gy.yoni, outcome: ['enemy', 'unfriendly', 'neutral', 'friendly', 'same'][yoni]!, detail: { boySex: by.sex, girlSex: gy.sex } }))

  const maitri = grahaMaitriPoints(boyLord, girlLord)
  kootas.push(plain({ id: 'grahaMaitri', max: 5, score: maitri.score, boy: boyLord, girl: girlLord, outcome: maitri.outcome }))

  const bg = ganaOf(boy.nakshatra)
  const gg = ganaOf(girl.nakshatra)
  const gana = ganaPoints(bg, gg)
  const ganaDosha = (bg === 'rakshasa') !== (gg === 'rakshasa')
  kootas.push(
    withDosha({ id: 'gana', max: 6, score: gana, boy: bg, girl: gg, outcome: bg === gg ? 'same' : ganaDosha ? 'dosha' : 'compatible' }, ganaDosha, [
      ...moonExceptions(boy, girl),
      ...lordExceptions(boyLord, girlLord),
    ]),
  )

  const fromGirl = signDistance(girl.sign, boy.sign)
  const fromBoy = signDistance(boy.sign, girl.sign)
  const relation = `${Math.min(fromGirl, fromBoy)}/${Math.max(fromGirl, fromBoy)}`
  const bhakootDosha = relation === '2/12' || relation === '5/9' || relation === '6/8'
  kootas.push(
    withDosha(
      { id: 'bhakoot', max: 7, score: bhakootDosha ? 0 : 7, boy: SIGN_NAMES[boy.sign - 1]!, girl: SIGN_NAMES[girl.sign - 1]!, outcome: bhakootDosha ? 'dosha' : 'good', detail: { relation } },
      bhakootDosha,
      lordExceptions(boyLord, girlLord),
    ),
  )

  const bn = nadiOf(boy.nakshatra)
  const gn = nadiOf(girl.nakshatra)
  const nadiDosha = bn === gn
  kootas.push(withDosha({ id: 'nadi', max: 8, score: nadiDosha ? 0 : 8, boy: bn, girl: gn, outcome: nadiDosha ? 'dosha' : 'different' }, nadiDosha, moonExceptions(boy, girl)))

  const total = kootas.reduce((sum, k) => sum + k.score, 0)
  return { kootas, total, max: 36, band: gunaBand(total) }
}

function check(p: MoonPlacement): void {
  const ok =
    Number.isFinite(p.longitude) && p.longitude >= 0 && p.longitude < 360 &&
    Number.isInteger(p.sign) && p.sign >= 1 && p.sign <= 12 &&
    Number.isInteger(p.nakshatra) && p.nakshatra >= 1 && p.nakshatra <= 27 &&
    Number.isInteger(p.pada) && p.pada >= 1 && p.pada <= 4
  if (!ok) throw new RangeError('ashtakoota: a Moon placement is out of range')
}
