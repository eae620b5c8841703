import { isoDate } from '../jyotish/panchang/clock'
import { PanchangCalculator } from '../jyotish/panchang/day'
import { BALA_DAYS, DISHA_SHOOL, muhuratDays, MUHURAT_RULES } from '../jyotish/panchang/muhurat'
import { masaName, NAKSHATRA_DISPLAY_NAMES, pakshaOf, tithiName, varaOf, YOGA_NAMES } from '../jyotish/panchang/names'
import { LocalTimes, type IsoInterval } from '../jyotish/panchang/present'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { TimezoneResolver } from '../shared/ports/timezone-resolver'
import type { MuhuratQuery, MuhuratCategoryId } from './request'
import { resolvePanchangPlace } from './panchang-place'

export interface MuhuratAnswer {
  category: MuhuratCategoryId
  year: number
  month: number
  place: { lat: number; lon: number; tz: string }
  /** the rules applied, as names */
  rules: {
    nakshatras: string[]
    tithis: string[]
    weekdays: string[]
    months: string[] | null
    avoid: string[]
    span: 'day-and-night' | 'daytime'
  }
  days: Array<{
    date: string
    weekday: string
    /** the direction not to set out in that day (journey-start only) */
    dishaShool?: string
    windows: Array<IsoInterval & { tithi: string; paksha: string; nakshatra: string; yoga: string }>
  }>
}

const tithiLabel = (t: number) => `${pakshaOf(t) === 'shukla' ? 'Shukla' : 'Krishna'} ${tithiName(t)}`

/** GET /api/muhurat: the good dates and windows of a month for one of six undertakings (docs/panchang.md). */
export class FindMuhurat {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly timezones: TimezoneResolver,
  ) {}

  async execute(q: MuhuratQuery): Promise<MuhuratAnswer> {
    const place = await resolvePanchangPlace(this.timezones, q)
    const calc = new PanchangCalculator(this.ephemeris, place, { rise: q.rise })
    const first = isoDate(q.year, q.month, 1)
    const length = new Date(Date.UTC(q.year, q.month, 0)).getUTCDate()
    const rules = MUHURAT_RULES[q.category]
    const t = new LocalTimes(place.offset)
    const avoid = ['Vishti (Bhadra) karana', 'rahu kaal']
    if (rules.avoidYamaganda) avoid.push('yamaganda')
    avoid.push(`yogas ${rules.yogas.map((y) => YOGA_NAMES[y - 1]).join(', ')}`, 'adhika masa')
    if (rules.avoidGandanta) avoid.push('gandanta (first pada of Ashwini, Magha, Mula)')
    if (rules.avoidKharmas) avoid.push('Kharmas (Sun in sidereal Dhanu or Meena)')
    if (rules.avoidChaturmas) avoid.push('Chaturmas (Devshayani to Devutthana Ekadashi)')
    if (rules.avoidCombustJupiterVenus) avoid.push(`Guru/Shukra asta (Jupiter or Venus set) and their first ${BALA_DAYS} days after rising`)
    return {
      category: q.category,
      year: q.year,
      month: q.month,
      place: { lat: place.lat, lon: place.lon, tz: place.tz },
      rules: {
        nakshatras: rules.nakshatras.map((n) => NAKSHATRA_DISPLAY_NAMES[n - 1]),
        tithis: rules.tithis.map(tithiLabel),
        weekdays: rules.weekdays.map((w) => varaOf(w).english),
        months: rules.months ? rules.months.map(masaName) : null,
        avoid,
        span: rules.span,
      },
      days: muhuratDays(calc, q.category, first, length).map((d) => ({
        date: d.date,
        weekday: varaOf(d.weekday).english,
        ...(q.category === 'journey-start' ? { dishaShool: DISHA_SHOOL[d.weekday] } : {}),
        windows: d.windows.map((w) => ({
          ...t.interval(w),
          tithi: tithiName(w.tithi),
          paksha: pakshaOf(w.tithi),
          nakshatra: NAKSHATRA_DISPLAY_NAMES[w.nakshatra - 1],
          yoga: YOGA_NAMES[w.yoga - 1],
        })),
      })),
    }
  }
}
