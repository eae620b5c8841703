/**
 * Kundli matching as facts, before any prose: the Ashtakoota, the ten poruthams, both partners' manglik
 * dosha and what deserves caution. core/matching/present.ts turns these into sentences.
 */
import { ashtakoota, type AshtakootaResult, type GunaBand, type MoonPlacement } from './ashtakoota'
import { coupleManglik, manglikDosha, type ManglikCoupleVerdict, type ManglikInput, type ManglikResult } from './manglik'
import { porutham, type PoruthamResult } from './porutham'

/** What matching needs from one partner's chart. */
export interface PartnerChart {
  moon: MoonPlacement
  manglik: ManglikInput
}

/** Something a reader must weigh beyond the total. */
export type CautionId = 'nadi' | 'bhakoot' | 'gana' | 'manglik' | 'rajju' | 'vedha'
/** The verdict: the guna band, or 'withCaution' when an uncancelled nadi or bhakoot dosha or a one-sided manglik dosha remains. */
export type VerdictKey = GunaBand | 'withCaution'

export interface MatchFacts {
  ashtakoota: AshtakootaResult
  porutham: PoruthamResult
  manglik: { boy: ManglikResult; girl: ManglikResult; couple: ManglikCoupleVerdict }
  cautions: CautionId[]
  verdict: VerdictKey
}

/** Matches two charts (the boy's first). Pure. */
export function matchCharts(boy: PartnerChart, girl: PartnerChart): MatchFacts {
  const koota = ashtakoota(boy.moon, girl.moon)
  const poruthams = porutham(boy.moon, girl.moon)
  const boyManglik = manglikDosha(boy.manglik)
  const girlManglik = manglikDosha(girl.manglik)
  const couple = coupleManglik(boyManglik, girlManglik)

  const cautions: CautionId[] = []
  for (const k of koota.kootas) if (k.dosha && !k.cancelled) cautions.push(k.id as CautionId)
  if (couple === 'boyOnly' || couple === 'girlOnly') cautions.push('manglik')
  for (const p of poruthams.items) if ((p.id === 'rajju' || p.id === 'vedha') && !p.matched) cautions.push(p.id)

  const serious = cautions.some((c) => c === 'nadi' || c === 'bhakoot' || c === 'manglik')
  const verdict: VerdictKey = koota.band === 'notRecommended' ? 'notRecommended' : serious ? 'withCaution' : koota.band
  return { ashtakoota: koota, porutham: poruthams, manglik: { boy: boyManglik, girl: girlManglik, couple }, cautions, verdict }
}
