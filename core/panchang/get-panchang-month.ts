import { isoDate } from '../jyotish/panchang/clock'
import { addDays } from '../jyotish/panchang/clock'
import { PanchangCalculator } from '../jyotish/panchang/day'
import { NAKSHATRA_DISPLAY_NAMES, pakshaOf, tithiName, varaOf, YOGA_NAMES } from '../jyotish/panchang/names'
import { LocalTimes } from '../jyotish/panchang/present'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { TimezoneResolver } from '../shared/ports/timezone-resolver'
import type { PanchangMonthQuery } from './request'
import type { ListFestivals } from './list-festivals'
import { resolvePanchangPlace } from './panchang-place'

/** One day of the month view: the essentials a wall calendar prints. */
export interface PanchangMonthDay {
  date: string
  vara: { index: number; name: string; english: string }
  sunrise: string | null
  sunset: string | null
  moonrise: string | null
  moonset: string | null
  paksha: 'shukla' | 'krishna'
  /** every tithi of the day (sunrise to next sunrise); the first is the one at sunrise */
  tithi: Array<{ index: number; name: string; paksha: 'shukla' | 'krishna'; end: string; kshaya: boolean }>
  nakshatra: Array<{ index: number; name: string; end: string }>
  yoga: Array<{ index: number; name: string; end: string }>
  masa: { amanta: string; purnimanta: string; adhika: boolean }
  /** the Tamil solar month (1 = Chithirai), its name and the day of the month (sunset rule, as GET /api/panchang) */
  solar: { month: number; name: string; day: number }
  /** the Tamil year of the 60-year cycle (1 = Prabhava) */
  tamilYear: { index: number; name: string }
  festivals: Array<{ id: string; name: string; category: string }>
}

export interface PanchangMonth {
  year: number
  month: number
  place: { lat: number; lon: number; tz: string }
  rise: 'hindu' | 'apparent'
  samvat: { vikram: number; shaka: number }
  samvatsara: { north: string; south: string }
  days: PanchangMonthDay[]
}

/**
 * GET /api/panchang/month: each day of a Gregorian month at a place (New Delhi by default), with its
 * festivals — the data of a printable wall-calendar month.
 */
export class GetPanchangMonth {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly timezones: TimezoneResolver,
    private readonly festivals: ListFestivals,
  ) {}

  async execute(q: PanchangMonthQuery): Promise<PanchangMonth> {
    const place = await resolvePanchangPlace(this.timezones, q)
    const calc = new PanchangCalculator(this.ephemeris, place, { rise: q.rise })
    const first = isoDate(q.year, q.month, 1)
    const next = isoDate(q.month === 12 ? q.year + 1 : q.year, q.month === 12 ? 1 : q.month + 1, 1)
    const byDate = new Map<string, PanchangMonthDay['festivals']>()
    for (const f of this.festivals.year(q.year, place, q.rise)) {
      if (f.date < first || f.date >= next) continue
      const list = byDate.get(f.date) ?? []
      list.push({ id: f.id, name: f.name, category: f.category })
      byDate.set(f.date, list)
    }
    const t = new LocalTimes(place.offset)
    const days: PanchangMonthDay[] = []
    let head: Pick<PanchangMonth, 'samvat' | 'samvatsara'> | null = null
    for (let date = first; date < next; date = addDays(date, 1)) {
      const d = calc.day(date)
      head ??= { samvat: { vikram: d.samvat.vikram, shaka: d.samvat.shaka }, samvatsara: d.samvatsara }
      const vara = varaOf(d.weekday)
      days.push({
        date,
        vara: { index: vara.index, name: vara.name, english: vara.english },
        sunrise: t.atOrNull(d.sunrise),
        sunset: t.atOrNull(d.sunset),
        moonrise: t.atOrNull(d.moonrise),
        moonset: t.atOrNull(d.moonset),
        paksha: pakshaOf(d.tithi[0].index),
        tithi: d.tithi.map((x) => ({ index: x.index, name: tithiName(x.index), paksha: pakshaOf(x.index), end: t.at(x.end), kshaya: x.kshaya })),
        nakshatra: d.nakshatra.map((x) => ({ index: x.index, name: NAKSHATRA_DISPLAY_NAMES[x.index - 1], end: t.at(x.end) })),
        yoga: d.yoga.map((x) => ({ index: x.index, name: YOGA_NAMES[x.index - 1], end: t.at(x.end) })),
        masa: { amanta: d.masa.amanta, purnimanta: d.masa.purnimanta, adhika: d.masa.adhika },
        solar: { month: d.solar.month, name: d.solar.name, day: d.solar.day },
        tamilYear: d.solar.year,
        festivals: byDate.get(date) ?? [],
      })
    }
    return { year: q.year, month: q.month, place: { lat: place.lat, lon: place.lon, tz: place.tz }, rise: q.rise, ...head!, days }
  }
}
