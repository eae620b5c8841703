/**
 * Marriage factors of a chart, as Parashari astrologers read them: the 7th house (its sign, lord and
 * occupants, the grahas aspecting it), Venus (karaka of marriage for all; for a woman's chart many also
 * read Jupiter as the husband's karaka), Jupiter, and the navamsha (D9) — its ascendant, its 7th sign and
 * lord, and where Venus falls in it. Dasha windows: Vimshottari antardashas whose mahadasha or antardasha
 * lord is a significator of marriage (the 7th lord, grahas in the 7th, Venus, Jupiter, Rahu and the D9
 * 7th lord), within an age range, scored higher when both lords are significators and when Jupiter's
 * transit touches the natal 7th house (in it or aspecting it: Jupiter in the 1st, 3rd, 7th or 11th).
 * Houses and signs 1–12; dates as the dasha gives them (ISO UT).
 */
import type { Chart } from '../../jyotish/chart'
import { signDistance, signLord, type GrahaId } from '../../jyotish/zodiac'
import { ChartFacts } from './chart-facts'

/** Where a graha stands, with its dignity by sign. */
export interface GrahaStanding {
  sign: number
  house: number
  dignity: string
  retrograde: boolean
  combust: boolean
}

/** The chart's marriage factors. */
export interface MarriageFactors {
  seventh: { sign: number; lord: GrahaId; lordStanding: GrahaStanding; occupants: GrahaId[]; aspectedBy: GrahaId[] }
  venus: GrahaStanding
  jupiter: GrahaStanding
  navamsha: { ascendant: number; seventhSign: number; seventhLord: GrahaId; venusSign: number; venusVargottama: boolean; occupantsOfSeventh: GrahaId[] }
  /** grahas whose periods favour marriage, each with why */
  significators: Array<{ planet: GrahaId; reasons: string[] }>
  /** quick keys for the prose: which conditions hold */
  flags: string[]
}

function standing(f: ChartFacts, g: GrahaId): GrahaStanding {
  const p = f.planet(g)
  return { sign: p.sign, house: p.house, dignity: p.dignity, retrograde: p.retrograde, combust: p.combust }
}

/** The marriage factors of a chart. */
export function marriageFactors(chart: Pick<Chart, 'ascendant' | 'planets' | 'vargas'>): MarriageFactors {
  const f = new ChartFacts(chart)
  const seventhSign = f.signOfHouse(7)
  const lord = signLord(seventhSign)
  const occupants = f.inHouse(7)
  const aspectedBy = chart.planets.map((p) => p.id).filter((g) => !occupants.includes(g) && f.aspectsSign(g, seventhSign))
  const d9 = chart.vargas.D9
  const d9Seventh = ((d9.ascendant + 5) % 12) + 1
  const d9Lord = signLord(d9Seventh)
  const d9Occupants = (Object.keys(d9.planets) as GrahaId[]).filter((g) => d9.planets[g] === d9Seventh)

  const reasons = new Map<GrahaId, string[]>()
  const add = (g: GrahaId, why: string) => reasons.set(g, [...(reasons.get(g) ?? []), why])
  add(lord, 'seventhLord')
  for (const g of occupants) add(g, 'inSeventh')
  add('venus', 'venusKaraka')
  add('jupiter', 'jupiterKaraka')
  add('rahu', 'rahuDesire')
  add(d9Lord, 'navamshaSeventhLord')

  const flags: string[] = []
  const lordStanding = standing(f, lord)
  if (['exalted', 'own', 'moolatrikona'].includes(lordStanding.dignity)) flags.push('lordStrong')
  if (lordStanding.dignity === 'debilitated') flags.push('lordWeak')
  if ([6, 8, 12].includes(lordStanding.house)) flags.push('lordDusthana')
  if ([1, 4, 7, 10, 5, 9].includes(lordStanding.house)) flags.push('lordKendraTrikona')
  const benefics: GrahaId[] = ['jupiter', 'venus', 'mercury', 'moon']
  const malefics: GrahaId[] = ['saturn', 'mars', 'rahu', 'ketu', 'sun']
  if (occupants.some((g) => benefics.includes(g)) || aspectedBy.includes('jupiter')) flags.push('beneficOnSeventh')
  if (occupants.some((g) => malefics.includes(g))) flags.push('maleficInSeventh')
  if (occupants.length === 0) flags.push('seventhEmpty')
  const venus = standing(f, 'venus')
  if (['exalted', 'own', 'moolatrikona'].includes(venus.dignity)) flags.push('venusStrong')
  if (venus.dignity === 'debilitated') flags.push('venusWeak')
  if (venus.combust) flags.push('venusCombust')
  if (f.together('venus', 'saturn') || f.together('venus', 'rahu') || f.together('venus', 'ketu')) flags.push('venusAfflicted')
  if (d9.planets.venus === f.sign('venus')) flags.push('venusVargottama')
  if ([12, 7, 2].includes(d9.planets.venus)) flags.push('venusStrongInNavamsha')
  if (d9.planets.venus === 6) flags.push('venusWeakInNavamsha')
  if (f.planet('saturn').house === 7 || f.aspectsSign('saturn', seventhSign)) flags.push('saturnOnSeventh')

  return {
    seventh: { sign: seventhSign, lord, lordStanding, occupants, aspectedBy },
    venus,
    jupiter: standing(f, 'jupiter'),
    navamsha: {
      ascendant: d9.ascendant,
      seventhSign: d9Seventh,
      seventhLord: d9Lord,
      venusSign: d9.planets.venus,
      venusVargottama: d9.planets.venus === f.sign('venus'),
      occupantsOfSeventh: d9Occupants,
    },
    significators: [...reasons].map(([planet, why]) => ({ planet, reasons: why })),
    flags,
  }
}

/** A Jupiter stay in one sign (from a transit search), instants in epoch ms. */
interface JupiterStay {
  sign: number
  startMs: number
  endMs: number
}

/** A dasha window that favours marriage. */
export interface MarriageWindow {
  mahadasha: GrahaId
  antardasha: GrahaId
  start: string
  end: string
  /** age in years at the start and end, one decimal */
  ageFrom: number
  ageTo: number
  /** 1–3: significator lords (1 or 2) plus 1 when Jupiter's transit touches the 7th house during it */
  score: number
  jupiterOnSeventh: boolean
}

/**
 * The antardashas between `minAge` and `maxAge` whose lords are marriage significators, in time order.
 * @param jupiterStays Jupiter's sidereal sign stays covering the range (for the transit check).
 */
export function marriageWindows(
  chart: Pick<Chart, 'dasha' | 'ascendant'>,
  birth: Date,
  significators: readonly GrahaId[],
  jupiterStays: readonly JupiterStay[],
  minAge = 18,
  maxAge = 45,
): MarriageWindow[] {
  const yearMs = 365.25 * 86_400_000
  const from = birth.getTime() + minAge * yearMs
  const to = birth.getTime() + maxAge * yearMs
  const seventh = ((chart.ascendant.sign + 5) % 12) + 1
  // Jupiter in the 7th, or casting its 5th, 7th or 9th aspect on it.
  const touches = (sign: number) => [1, 5, 7, 9].includes(signDistance(sign, seventh))
  const out: MarriageWindow[] = []
  for (const md of chart.dasha.periods) {
    for (const ad of md.antardashas) {
      const s = Date.parse(ad.start)
      const e = Date.parse(ad.end)
      if (e <= from || s >= to) continue
      const lords = Number(significators.includes(md.planet)) + Number(significators.includes(ad.planet))
      if (!significators.includes(ad.planet)) continue
      const jupiterOnSeventh = jupiterStays.some((j) => j.endMs > s && j.startMs < e && touches(j.sign))
      out.push({
        mahadasha: md.planet,
        antardasha: ad.planet,
        start: ad.start,
        end: ad.end,
        ageFrom: Math.round(((s - birth.getTime()) / yearMs) * 10) / 10,
        ageTo: Math.round(((e - birth.getTime()) / yearMs) * 10) / 10,
        score: lords + Number(jupiterOnSeventh),
        jupiterOnSeventh,
      })
    }
  }
  return out
}
