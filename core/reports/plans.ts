import type { ReportType } from '../domain/report'
import { GRAHAS } from '../jyotish/zodiac'
import type { ReportContext } from './context'
import { BASICS } from './sections/basics'
import { AREA_SECTIONS, monthSection, quarterSection, TRANSITS } from './sections/areas-forecast'
import { MARRIAGE } from './sections/marriage'
import { HOUSES, PLANETS } from './sections/planets-houses'
import { REMEDIES } from './sections/remedies-timing'
import type { SectionPlan } from './sections/section'
import { DASHAS, VARGAS } from './sections/vargas-dashas'
import { DOSHAS, YOGAS } from './sections/yogas-doshas'
import { SOLAR_YEAR } from './sections/solar-year'

const ALL: Record<string, SectionPlan> = { ...BASICS, ...PLANETS, ...HOUSES, ...YOGAS, ...DOSHAS, ...VARGAS, ...DASHAS, ...AREA_SECTIONS, ...TRANSITS, ...REMEDIES, ...MARRIAGE, ...SOLAR_YEAR }

function pick(ids: readonly string[]): SectionPlan[] {
  return ids.map((id) => {
    const plan = ALL[id]
    if (!plan) throw new Error(`No report section '${id}'`)
    return plan
  })
}

/** The mahadasha sections in the order this life runs through them. */
function mahadashasInOrder(ctx: ReportContext): string[] {
  const seen = new Set(ctx.person.kundli.dasha.periods.map((p) => p.planet))
  return [...seen].map((g) => `mahadasha-${g}`)
}

const basics = ['overview', 'ascendant', 'ascendantLord', 'moonSign', 'nakshatra', 'sunSign', 'elements', 'karakas', 'motion', 'aspects', 'chalit']
const planets = GRAHAS.map((g) => `planet-${g}`)
const houses = Array.from({ length: 12 }, (_, i) => `house-${i + 1}`)
const yogas = ['yogas-raja', 'yogas-dhana', 'yogas-mahapurusha', 'yogas-lunar', 'yogas-intellect']
const doshas = ['dosha-manglik', 'dosha-kaalSarp', 'dosha-others', 'sadeSati']
const areas = Object.keys(AREA_SECTIONS)
const remedies = ['remedy-gemstone', 'remedy-dasha', 'remedy-weakest', 'remedy-lagnaLord', 'lucky', 'summary']

/**
 * The sections of each report type, in order. The life report has the spec's 82 sections: 11 on the
 * chart's frame, 9 grahas, 12 houses, 5 yoga families, 4 doshas, 3 vargas, 2 ashtakavarga, 12 dasha
 * sections (overview, now, next and the 9 mahadashas), 12 life areas, 6 on transits and timing, 6 remedies.
 */
export function reportPlan(type: ReportType, ctx: ReportContext): SectionPlan[] {
  switch (type) {
    case 'life':
      return pick([
        ...basics, ...planets, ...houses, ...yogas, ...doshas, 'navamsha', 'dashamsha', 'saptamsha', 'sav-overview', 'sav-extremes',
        'dasha-overview', 'dasha-current', 'dasha-upcoming', ...mahadashasInOrder(ctx), ...areas,
        'transit-saturn', 'transit-jupiter', 'transit-rahu', 'year-ahead', 'timing-career', 'timing-children', ...remedies,
      ])
    case 'super-horoscope':
      return pick([
        ...basics, ...planets, ...yogas, ...doshas, 'navamsha', 'dashamsha', 'sav-overview', 'sav-extremes',
        'dasha-overview', 'dasha-current', 'dasha-upcoming', 'transit-saturn', 'transit-jupiter', 'transit-rahu', 'year-ahead', ...remedies,
      ])
    case 'yearly':
      return [
        ...pick(['overview', 'solar-year', 'dasha-current', 'dasha-upcoming', 'transit-saturn', 'transit-jupiter', 'transit-rahu', 'year-ahead']),
        ...Array.from({ length: 12 }, (_, i) => monthSection(i)),
        ...pick(['remedy-dasha', 'summary']),
      ]
    case 'premium':
      return [
        ...pick(['overview', 'ascendant', 'moonSign', 'nakshatra', 'dasha-current', 'transit-saturn', 'transit-jupiter', 'area-marriage', 'area-career', 'area-health', 'area-wealth']),
        ...Array.from({ length: 4 }, (_, q) => quarterSection(q)),
        ...pick(['remedy-dasha', 'remedy-gemstone', 'summary']),
      ]
    case 'career':
      return pick([
        'overview', 'ascendant', 'house-10', 'house-6', 'house-2', 'house-11', 'planet-sun', 'planet-saturn', 'planet-mercury', 'dashamsha',
        'area-career', 'area-wealth', 'area-education', 'yogas-raja', 'yogas-dhana', 'dasha-current', 'timing-career', 'transit-saturn', 'transit-jupiter', 'remedy-dasha', 'summary',
      ])
    case 'marriage':
      return pick([
        'overview', 'partner-overview', 'match-total', 'koota-1', 'koota-2', 'koota-3', 'koota-4', 'koota-5', 'koota-6', 'koota-7', 'koota-8',
        'manglik-couple', 'house-7', 'partner-house-7', 'planet-venus', 'partner-venus', 'navamsha', 'partner-navamsha', 'area-marriage', 'timing-marriage', 'remedy-dasha', 'summary',
      ])
    case 'child':
      return pick(['overview', 'house-5', 'planet-jupiter', 'saptamsha', 'area-children', 'house-9', 'dasha-current', 'timing-children', 'transit-jupiter', 'remedy-weakest', 'summary'])
  }
}

/** Section counts for the catalog (the life report's mahadashas are always nine). */
export const SECTION_COUNTS: Readonly<Record<ReportType, number>> = {
  life: 82,
  'super-horoscope': 46,
  yearly: 22,
  premium: 18,
  career: 21,
  marriage: 22,
  child: 11,
}

/** Report types that need a second chart. */
export const NEEDS_PARTNER: readonly ReportType[] = ['marriage']
