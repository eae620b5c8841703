/**
 * The matching answer in a language: every koota and porutham with both partners' attributes (id and
 * label), points, a sentence on the result and one on what the koota means; the doshas with the
 * exceptions named; manglik for each partner and the couple; the verdict and the tradition notes.
 * All prose comes from the phrase book `matching` (adapters/content/phrases/<lang>/matching.json).
 */
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'
import { NAKSHATRA_NAMES, SIGN_NAMES } from '../jyotish/zodiac'
import type { KootaId } from './ashtakoota'
import type { MatchFacts } from './match'
import type { PoruthamId } from './porutham'
import { ESSENTIAL_PORUTHAMS } from './porutham'
import { MATCHING_TRADITION, TRADITION_NOTES } from './tradition'

/** The kind of attribute each koota and porutham compares (a section of matching.attr). */
const KOOTA_ATTR: Readonly<Record<KootaId, string>> = {
  varna: 'varna', vashya: 'vashya', tara: 'tara', yoni: 'yoni', grahaMaitri: 'graha', gana: 'gana', bhakoot: 'sign', nadi: 'nadi',
}
const PORUTHAM_ATTR: Readonly<Record<PoruthamId, string>> = {
  dina: 'nakshatra', gana: 'gana', mahendra: 'nakshatra', streeDeergha: 'nakshatra', yoni: 'yoni', rasi: 'sign',
  rasiAdhipati: 'graha', vasya: 'sign', rajju: 'rajju', vedha: 'nakshatra',
}

/** A value with its label in the answer's language. */
interface Labelled {
  id: string
  label: string
}

/** One partner as the answer describes them (moon sign and nakshatra exactly as GET /api/kundli gives them). */
export interface PartnerEcho {
  name?: string
  moonSign: number
  moonSignName: string
  moonLongitude: number
  nakshatra: number
  nakshatraName: string
  pada: number
  lagnaSign: number
  /** the birth as resolved (date, time, zone, UT …), as in GET /api/kundli's `input` */
  input: Record<string, unknown>
}

export function presentMatch(book: Phrasebook, lang: LanguageCode, facts: MatchFacts, partners: { boy: PartnerEcho; girl: PartnerEcho }) {
  const p = (key: string, vars?: Record<string, string | number>) => book.phrase(lang, `matching.${key}`, vars)
  const label = (kind: string, id: string): Labelled => ({ id, label: p(`attr.${kind}.${id}`) })
  const points = (n: number) => formatPoints(n)

  const kootas = facts.ashtakoota.kootas.map((k) => {
    const boy = label(KOOTA_ATTR[k.id], k.boy)
    const girl = label(KOOTA_ATTR[k.id], k.girl)
    const vars = { boy: boy.label, girl: girl.label, score: points(k.score), max: k.max, ...(k.detail ?? {}) }
    return {
      id: k.id,
      name: p(`koota.${k.id}.name`),
      max: k.max,
      score: k.score,
      boy: boy.id,
      girl: girl.id,
      boyLabel: boy.label,
      girlLabel: girl.label,
      note: p(`koota.${k.id}.result.${k.outcome}`, vars),
      meaning: p(`koota.${k.id}.meaning`),
      dosha: k.dosha,
      cancelled: k.cancelled,
      exceptions: k.exceptions.map((id) => ({ id, text: p(`parihara.${id}`) })),
      ...(k.detail ? { detail: k.detail } : {}),
    }
  })

  const poruthamItems = facts.porutham.items.map((i) => {
    const boy = label(PORUTHAM_ATTR[i.id], i.boy)
    const girl = label(PORUTHAM_ATTR[i.id], i.girl)
    // Dina and rasi adhipati have more than two sentences; the others are matched or not.
    const outcome = (i.id === 'dina' && i.outcome.startsWith('sameStar')) || i.id === 'rasiAdhipati' ? i.outcome : i.matched ? 'matched' : 'notMatched'
    // A one-way enmity names the hostile lord and the other in the reader's language.
    const lords: Record<string, string> = i.id === 'rasiAdhipati' && i.detail ? { hostile: label('graha', String(i.detail.hostile)).label, other: label('graha', String(i.detail.other)).label } : {}
    return {
      id: i.id,
      name: p(`porutham.${i.id}.name`),
      matched: i.matched,
      essential: ESSENTIAL_PORUTHAMS.includes(i.id),
      boy: boy.id,
      girl: girl.id,
      boyLabel: boy.label,
      girlLabel: girl.label,
      note: p(`porutham.${i.id}.${outcome}`, { boy: boy.label, girl: girl.label, ...(i.detail ?? {}), ...lords }),
      meaning: p(`porutham.${i.id}.meaning`),
      ...(i.detail ? { detail: i.detail } : {}),
    }
  })

  const manglikOf = (m: MatchFacts['manglik']['boy']) => ({
    present: m.present,
    cancelled: m.cancelled,
    effective: m.effective,
    marsSign: m.marsSign,
    reasons: m.placements.map((pl) => ({ from: pl.from, house: pl.house, excepted: pl.excepted, text: p(`manglik.placement.${pl.from}`, { house: pl.house }) })),
    cancellations: m.cancellations.map((id) => ({ id, text: p(`manglik.cancel.${id}`) })),
    summary: p(`manglik.status.${m.effective ? 'present' : m.present ? 'cancelled' : 'none'}`),
  })

  const total = facts.ashtakoota.total
  return {
    lang,
    total,
    max: 36 as const,
    band: facts.ashtakoota.band,
    bandLabel: p(`band.${facts.ashtakoota.band}`),
    kootas,
    porutham: { total: facts.porutham.total, max: 10 as const, items: poruthamItems },
    manglik: {
      boy: manglikOf(facts.manglik.boy),
      girl: manglikOf(facts.manglik.girl),
      couple: { verdict: facts.manglik.couple, text: p(`manglik.couple.${facts.manglik.couple}`) },
    },
    boy: partnerOut(partners.boy, label),
    girl: partnerOut(partners.girl, label),
    verdict: p(`verdict.${facts.verdict}`, { total: points(total) }),
    verdictKey: facts.verdict,
    cautions: facts.cautions.map((id) => ({ id, text: p(`caution.${id}`) })),
    tradition: MATCHING_TRADITION,
    notes: TRADITION_NOTES.map((id) => ({ id, text: p(`tradition.${id}`) })),
  }
}

export type MatchAnswer = ReturnType<typeof presentMatch>

function partnerOut(echo: PartnerEcho, label: (kind: string, id: string) => Labelled) {
  return {
    ...(echo.name ? { name: echo.name } : {}),
    moonSign: echo.moonSign,
    moonSignName: echo.moonSignName,
    moonSignLabel: label('sign', SIGN_NAMES[echo.moonSign - 1]!).label,
    nakshatra: echo.nakshatra,
    nakshatraName: echo.nakshatraName,
    nakshatraLabel: label('nakshatra', NAKSHATRA_NAMES[echo.nakshatra - 1]!).label,
    pada: echo.pada,
    moonLongitude: echo.moonLongitude,
    lagnaSign: echo.lagnaSign,
    input: echo.input,
  }
}

/** 1.5 → "1.5", 27 → "27". */
function formatPoints(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1)
}
