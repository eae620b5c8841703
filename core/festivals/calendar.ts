/**
 * The festival calendar of a Gregorian year at a place: the rules of core/festivals/rules.ts applied
 * to the year's tithis, sankrantis, nakshatras and eclipses. Pure; instants are Julian Days (UT) and
 * civil dates 'YYYY-MM-DD' at the place. See docs/festivals.md for the rules and their sources.
 */
import type { EclipseCalendar } from '../shared/ports/eclipse-calendar'
import type { Ephemeris } from '../shared/ports/ephemeris'
import { addDays, localDateOf, localMidnight, weekdayOf } from '../jyotish/panchang/clock'
import { PanchangCalculator, type PanchangPlace } from '../jyotish/panchang/day'
import { lagnaOfSign } from '../jyotish/panchang/lagna'
import type { LimbSpan } from '../jyotish/panchang/limbs'
import { lunationBetween, masaOf, type Lunation } from '../jyotish/panchang/lunar-calendar'
import { tithiName } from '../jyotish/panchang/names'
import type { RiseConvention } from '../jyotish/panchang/rise-set'
import { findAngle, MEAN_RATE } from '../jyotish/panchang/sky'
import type { Interval } from '../jyotish/panchang/timings'
import {
  ADHIKA_EKADASHI_NAMES,
  EKADASHI_NAMES,
  FESTIVALS,
  RECURRING,
  SANKRANTI_NAMES,
  type FestivalCategory,
  type FestivalDefinition,
  type Kala,
  type NakshatraRule,
  type TithiRule,
} from './rules'

/** A named window of a festival (pradosh, Vrishabha kaal, Bhadra, moonrise …). */
export interface FestivalWindow extends Interval {
  name: string
}

/** One entry of the calendar. */
export interface FestivalEntry {
  id: string
  name: string
  category: FestivalCategory
  /** civil date at the place */
  date: string
  /** the tithi that decides the date (null for solar and eclipse entries) */
  tithi: { index: number; name: string; paksha: 'shukla' | 'krishna'; start: number; end: number } | null
  /** the lunar month of the tithi (null for solar and eclipse entries) */
  masa: { amanta: string; purnimanta: string; adhika: boolean } | null
  /** the main window for the puja or observance, when the tradition gives one */
  muhurat: Interval | null
  /** further named windows */
  windows: FestivalWindow[]
  /** the rule in one line */
  note?: string
  /** eclipse details (category 'eclipse') */
  eclipse?: {
    body: 'sun' | 'moon'
    kind: string
    peak: number
    visible: boolean
    obscuration: number
  }
}

/** Input of {@link festivalCalendar}. */
interface FestivalYearInput {
  year: number
  place: PanchangPlace
  rise?: RiseConvention
}

/** Minutes as a fraction of a day. */
const MIN = 1 / 1440

/** A tithi span labelled with its lunation. */
interface LabelledTithi extends LimbSpan {
  lunation: Lunation
}

/** The year's festival calendar, sorted by date. */
export function festivalCalendar(ephemeris: Ephemeris, eclipses: EclipseCalendar | null, input: FestivalYearInput): FestivalEntry[] {
  return new FestivalYear(ephemeris, eclipses, input).compute()
}

class FestivalYear {
  private readonly calc: PanchangCalculator
  private readonly from: number
  private readonly to: number
  private readonly first: string
  private readonly last: string
  private tithis: LabelledTithi[] = []

  constructor(
    ephemeris: Ephemeris,
    private readonly eclipses: EclipseCalendar | null,
    private readonly input: FestivalYearInput,
  ) {
    this.calc = new PanchangCalculator(ephemeris, input.place, { rise: input.rise ?? 'hindu' })
    this.first = `${input.year}-01-01`
    this.last = `${input.year}-12-31`
    this.from = localMidnight(addDays(this.first, -50), input.place.offset)
    this.to = localMidnight(addDays(this.last, 50), input.place.offset)
  }

  compute(): FestivalEntry[] {
    this.labelTithis()
    const out: FestivalEntry[] = []
    const byId = new Map<string, FestivalEntry>()
    for (const def of FESTIVALS) {
      for (const entry of this.resolveFestival(def, byId)) {
        if (entry.date < this.first || entry.date > this.last) continue
        if (byId.has(entry.id)) entry.id = `${entry.id}-${entry.date}`
        else byId.set(entry.id, entry)
        out.push(entry)
      }
    }
    out.push(...this.recurring().filter((e) => e.date >= this.first && e.date <= this.last))
    out.push(...this.sankrantis().filter((e) => e.date >= this.first && e.date <= this.last && e.id !== 'makar-sankranti'))
    out.push(...this.eclipseEntries())
    return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : categoryOrder(a) - categoryOrder(b)))
  }

  // ---- tithis and lunations -------------------------------------------------------------

  private labelTithis(): void {
    const spans = this.calc.timeline('tithi').between(this.from, this.to)
    // New moons are the ends of the Amavasya spans; the lunation before the first one is looked up.
    const newMoons = spans.filter((s) => s.index === 30).map((s) => s.end)
    const lunations: Lunation[] = [this.calc.lunationAt(spans[0].start + 1e-6)]
    for (let i = 0; i + 1 < newMoons.length; i++) {
      if (newMoons[i] < lunations[lunations.length - 1].end - 1e-6) continue
      lunations.push(lunationBetween(this.calc.sky, newMoons[i], newMoons[i + 1]))
    }
    this.tithis = spans.map((s) => {
      const mid = (s.start + s.end) / 2
      const lunation = lunations.find((l) => mid >= l.start && mid < l.end) ?? this.calc.lunationAt(mid)
      return { ...s, lunation }
    })
  }

  private occurrences(month: number, paksha: 'shukla' | 'krishna', tithi: number): LabelledTithi[] {
    const index = paksha === 'shukla' ? tithi : 15 + tithi
    return this.tithis.filter((t) => t.index === index && !t.lunation.adhika && (t.lunation.month === month || t.lunation.kshaya === month))
  }

  // ---- kala windows ---------------------------------------------------------------------

  private kalaWindow(date: string, kala: Kala): Interval | null {
    const f = this.calc.frame(date)
    const day = f.sunset - f.sunrise
    const night = f.nextSunrise - f.sunset
    switch (kala) {
      case 'sunrise':
        return { start: f.sunrise, end: f.sunrise }
      case 'sunset':
        return { start: f.sunset, end: f.sunset }
      case 'arunodaya':
        return { start: f.sunrise - (2 * (f.sunrise - f.prevSunset)) / 15, end: f.sunrise }
      case 'purvahna':
        return { start: f.sunrise, end: f.sunrise + day / 2 }
      case 'madhyahna':
        return { start: f.sunrise + (2 * day) / 5, end: f.sunrise + (3 * day) / 5 }
      case 'aparahna':
        return { start: f.sunrise + (3 * day) / 5, end: f.sunrise + (4 * day) / 5 }
      case 'pradosh':
        return { start: f.sunset, end: f.sunset + night / 5 }
      case 'nishita':
        return { start: f.sunset + (7 * night) / 15, end: f.sunset + (8 * night) / 15 }
      case 'moonrise': {
        const t = this.calc.moonriseAfter(f.sunrise - 0.25)
        return t === null ? null : { start: t, end: t }
      }
    }
  }

  // ---- resolution ---------------------------------------------------------------------

  private candidateDates(span: LimbSpan): string[] {
    const offset = this.input.place.offset
    const first = addDays(localDateOf(span.start, offset), -1)
    const last = addDays(localDateOf(span.end, offset), 1)
    const out: string[] = []
    for (let d = first; d <= last; d = addDays(d, 1)) out.push(d)
    return out
  }

  /** The udaya rule: the day whose sunrise falls in the tithi (the first of two); a kshaya tithi goes to the day it begins in. */
  private udaya(span: LimbSpan): string {
    const dates = this.candidateDates(span)
    for (const d of dates) {
      const r = this.calc.frame(d).sunrise
      if (r >= span.start && r < span.end) return d
    }
    for (const d of dates) {
      const f = this.calc.frame(d)
      if (span.start >= f.sunrise && span.start < f.nextSunrise) return d
    }
    return localDateOf(span.start, this.input.place.offset)
  }

  private resolveTithi(rule: Pick<TithiRule, 'kala' | 'tie' | 'partial' | 'special'>, span: LimbSpan): string {
    if (rule.special === 'diwali') return this.diwali(span)
    if (rule.special === 'holika') return this.holika(span).date
    if (rule.special === 'rakhi') return this.rakhi(span)
    if (rule.special === 'vijayadashami') return this.vijayadashami(span)
    if (rule.special === 'ekadashi') return this.ekadashi(span)
    const dates = this.candidateDates(span)
    const windows = dates.map((d) => ({ d, w: this.kalaWindow(d, rule.kala) }))
    const point = rule.kala === 'sunrise' || rule.kala === 'sunset' || rule.kala === 'moonrise'
    if (point) {
      const inside = windows.filter((x) => x.w && x.w.start >= span.start && x.w.start < span.end)
      if (inside.length === 1) return inside[0].d
      if (inside.length > 1) return rule.tie === 'second' ? inside[inside.length - 1].d : inside[0].d
      if (rule.special === 'moonrise') {
        // No moonrise inside the tithi: the evening (sunset to moonrise) it covers more.
        let best: string | null = null
        let bestOverlap = 0
        for (const d of dates) {
          const f = this.calc.frame(d)
          const rise = this.calc.moonriseAfter(f.sunset)
          const evening = { start: f.sunset, end: rise !== null && rise - f.sunset < 0.5 ? rise : f.sunset + 0.125 }
          const o = overlap(evening, span)
          if (o > bestOverlap) {
            bestOverlap = o
            best = d
          }
        }
        if (best) return best
      }
      return this.udaya(span)
    }
    const scored = windows
      .filter((x): x is { d: string; w: Interval } => x.w !== null)
      .map((x) => ({ d: x.d, o: overlap(x.w, span), full: x.w.start >= span.start && x.w.end <= span.end }))
    const full = scored.filter((x) => x.full)
    if (full.length === 1) return full[0].d
    if (full.length > 1) return rule.tie === 'second' ? full[full.length - 1].d : full[0].d
    const partial = scored.filter((x) => x.o > 0)
    if (partial.length === 1) return partial[0].d
    if (partial.length > 1) {
      if (rule.partial === 'first') return partial[0].d
      if (rule.partial === 'second') return partial[partial.length - 1].d
      return partial.reduce((a, b) => (b.o > a.o ? b : a)).d
    }
    return this.udaya(span)
  }

  /** Diwali: Amavasya at pradosh; on two evenings, the second only if Amavasya lasts ≥ 1 ghati after its sunset. */
  private diwali(span: LimbSpan): string {
    const touched = this.candidateDates(span).filter((d) => {
      const w = this.kalaWindow(d, 'pradosh')!
      return overlap(w, span) > 0
    })
    if (touched.length === 0) return this.udaya(span)
    if (touched.length === 1) return touched[0]
    const second = touched[touched.length - 1]
    return span.end - this.calc.frame(second).sunset >= 24 * MIN ? second : touched[0]
  }

  /**
   * Holika Dahan: the evening with Purnima at pradosh. When Bhadra (the Vishti half of Purnima)
   * lasts past midnight that night, the next evening is taken if Purnima lasts three and a half
   * prahars after its sunrise (Dharmasindhu); otherwise the first evening (in Bhadra puchha).
   */
  private holika(span: LimbSpan): { date: string; bhadra: Interval; muhurat: Interval | null } {
    const bhadra = this.bhadraOf(span)
    const touched = this.candidateDates(span).filter((d) => overlap(this.kalaWindow(d, 'pradosh')!, span) > 0)
    if (touched.length === 0) return { date: this.udaya(span), bhadra, muhurat: null }
    const d1 = touched[0]
    const f1 = this.calc.frame(d1)
    const midnight1 = (f1.sunset + f1.nextSunrise) / 2
    const pradosh1 = this.kalaWindow(d1, 'pradosh')!
    if (bhadra.end <= midnight1) {
      const start = Math.max(pradosh1.start, span.start, bhadra.end)
      const end = bhadra.end <= pradosh1.end ? pradosh1.end : midnight1
      return { date: d1, bhadra, muhurat: { start, end: Math.max(start, end) } }
    }
    const d2 = addDays(d1, 1)
    const f2 = this.calc.frame(d2)
    // "Sārdha-yāma-trayam": Purnima for three and a half prahars (7/8 of the day) after the second sunrise.
    if (span.end - f2.sunrise >= (7 * (f2.sunset - f2.sunrise)) / 8) return { date: d2, bhadra, muhurat: this.kalaWindow(d2, 'pradosh') }
    return { date: d1, bhadra, muhurat: null }
  }

  /**
   * Raksha Bandhan: Purnima at aparahna, outside Bhadra. When Bhadra lasts beyond that aparahna, the
   * next day if Purnima lasts three muhurtas after its sunrise, else the first day after Bhadra ends.
   */
  private rakhi(span: LimbSpan): string {
    const d1 = this.resolveTithi({ kala: 'aparahna' }, span)
    const bhadra = this.bhadraOf(span)
    const aparahna = this.kalaWindow(d1, 'aparahna')!
    if (bhadra.end <= aparahna.end) return d1
    const d2 = addDays(d1, 1)
    const f2 = this.calc.frame(d2)
    return span.end - f2.sunrise >= (3 * (f2.sunset - f2.sunrise)) / 15 ? d2 : d1
  }

  /**
   * Vijayadashami: Dashami at aparahna. When no aparahna is wholly in Dashami and Dashami only begins
   * during the first day's aparahna, the second day is taken if Dashami lasts three muhurtas after its
   * sunrise; otherwise the day of the larger overlap.
   */
  private vijayadashami(span: LimbSpan): string {
    const generic = this.resolveTithi({ kala: 'aparahna' }, span)
    const w = this.kalaWindow(generic, 'aparahna')!
    const full = w.start >= span.start && w.end <= span.end
    if (full || span.start <= w.start) return generic
    const d2 = addDays(generic, 1)
    const f2 = this.calc.frame(d2)
    return span.end - f2.sunrise >= (3 * (f2.sunset - f2.sunrise)) / 15 ? d2 : generic
  }

  /** The tithi that follows a span (Dwadashi after Ekadashi …). */
  private nextTithi(span: LimbSpan): LimbSpan {
    return this.calc.timeline('tithi').at(span.end + 1e-6)
  }

  /**
   * Smarta Ekadashi: the day whose sunrise is in Ekadashi; when Dwadashi then ends before the next
   * sunrise (no Dwadashi to break the fast in), the day before, on which Ekadashi already runs.
   */
  private ekadashi(span: LimbSpan): string {
    const date = this.udaya(span)
    const dwadashi = this.nextTithi(span)
    const f = this.calc.frame(date)
    if (f.sunrise >= span.start && dwadashi.end < f.nextSunrise && span.start < this.calc.frame(addDays(date, -1)).sunset) return addDays(date, -1)
    return date
  }

  /**
   * Ekadashi parana (breaking the fast) on the day after the fast: from sunrise, or the end of Hari
   * Vasara (the first quarter of Dwadashi) if later, within Dwadashi, until the end of the pratah kaal;
   * when Hari Vasara outlasts the pratah kaal, after the madhyahna until the end of the aparahna.
   */
  private parana(span: LimbSpan, fastDate: string): Interval | null {
    const dwadashi = this.nextTithi(span)
    const f = this.calc.frame(addDays(fastDate, 1))
    const day = f.sunset - f.sunrise
    const hariVasaraEnd = dwadashi.start + (dwadashi.end - dwadashi.start) / 4
    const pratahEnd = f.sunrise + day / 5
    let start = Math.max(f.sunrise, hariVasaraEnd)
    let end = pratahEnd
    if (start >= pratahEnd) {
      // Missed the pratah kaal: not in the madhyahna, then until the end of the aparahna.
      start = Math.max(start, f.sunrise + (3 * day) / 5)
      end = f.sunrise + (4 * day) / 5
    }
    end = Math.min(end, dwadashi.end > f.sunrise ? dwadashi.end : end)
    return end > start ? { start, end } : null
  }

  /** The Vishti (Bhadra) karana inside a tithi span, if any. */
  private bhadraOf(span: LimbSpan): Interval {
    const k = this.calc.timeline('karana').between(span.start + 1e-6, span.end - 1e-6)
    const v = k.find((x) => x.index >= 2 && x.index <= 57 && (x.index - 2) % 7 === 6)
    return v ? { start: v.start, end: v.end } : { start: span.start, end: span.start }
  }

  private tithiInfo(t: LabelledTithi): Pick<FestivalEntry, 'tithi' | 'masa'> {
    const m = masaOf(t.lunation, t.index)
    return {
      tithi: { index: t.index, name: tithiName(t.index), paksha: t.index <= 15 ? 'shukla' : 'krishna', start: t.start, end: t.end },
      masa: { amanta: m.amanta, purnimanta: m.purnimanta, adhika: m.adhika },
    }
  }

  private resolveFestival(def: FestivalDefinition, resolved: Map<string, FestivalEntry>): FestivalEntry[] {
    const rule = def.rule
    const base = { id: def.id, name: def.name, category: def.category, note: def.note }
    switch (rule.kind) {
      case 'relative': {
        const ref = resolved.get(rule.to)
        if (!ref) return []
        return [{ ...base, date: addDays(ref.date, rule.days), tithi: null, masa: ref.masa, muhurat: null, windows: [] }]
      }
      case 'sankranti':
        return this.sankrantis(rule.sign).map((e) => ({ ...e, ...base }))
      case 'nakshatra':
        return this.nakshatraFestival(def, rule)
      case 'tithi':
        return this.occurrences(rule.month, rule.paksha, rule.tithi).map((t) => {
          const date = this.resolveTithi(rule, t)
          return { ...base, date, ...this.tithiInfo(t), ...this.muhurat(def, rule, t, date) }
        })
    }
  }

  private muhurat(def: FestivalDefinition, rule: TithiRule, span: LimbSpan, date: string): Pick<FestivalEntry, 'muhurat' | 'windows'> {
    const windows: FestivalWindow[] = []
    const f = this.calc.frame(date)
    switch (def.muhurat) {
      case 'kala': {
        const w = this.kalaWindow(date, rule.kala)
        if (!w) return { muhurat: null, windows }
        windows.push({ name: rule.kala, ...w })
        if (w.end === w.start) return { muhurat: null, windows }
        return { muhurat: intersect(w, span), windows }
      }
      case 'nishita': {
        const w = this.kalaWindow(date, 'nishita')!
        windows.push({ name: 'nishita', ...w })
        return { muhurat: w, windows }
      }
      case 'lakshmi-puja': {
        const pradosh = this.kalaWindow(date, 'pradosh')!
        windows.push({ name: 'pradosh', ...pradosh })
        const vrishabha = lagnaOfSign(this.calc.sky, 2, pradosh.start - 0.1, pradosh.end + 0.1, this.input.place.lat, this.input.place.lon)
        const taurus = vrishabha.find((w) => w.end > pradosh.start - 0.05) ?? vrishabha[0]
        if (taurus) windows.push({ name: 'vrishabha', start: taurus.start, end: taurus.end })
        const nishita = this.kalaWindow(date, 'nishita')!
        windows.push({ name: 'nishita', ...nishita })
        const inPradosh = intersect(pradosh, span)
        const withLagna = inPradosh && taurus ? intersect(inPradosh, taurus) : null
        return { muhurat: withLagna ?? inPradosh, windows }
      }
      case 'abhyanga': {
        const rise = this.calc.moonriseAfter(f.prevSunset)
        const start = rise !== null && rise < f.sunrise && rise > f.sunrise - 0.25 ? rise : this.kalaWindow(date, 'arunodaya')!.start
        return { muhurat: { start: Math.max(start, span.start), end: f.sunrise }, windows }
      }
      case 'day-no-bhadra': {
        const bhadra = this.bhadraOf(span)
        if (bhadra.end > bhadra.start) windows.push({ name: 'bhadra', ...bhadra })
        const aparahna = this.kalaWindow(date, 'aparahna')!
        windows.push({ name: 'aparahna', ...aparahna })
        const start = Math.max(f.sunrise, span.start, bhadra.end)
        // After a Bhadra that ends in the evening the thread is tied until midnight.
        const end = Math.min(span.end, start >= f.sunset ? (f.sunset + f.nextSunrise) / 2 : f.sunset)
        return { muhurat: end > start ? { start, end } : null, windows }
      }
      case 'holika': {
        const h = this.holika(span)
        if (h.bhadra.end > h.bhadra.start) windows.push({ name: 'bhadra', ...h.bhadra })
        windows.push({ name: 'pradosh', ...this.kalaWindow(date, 'pradosh')! })
        return { muhurat: h.muhurat, windows }
      }
      default:
        return { muhurat: null, windows }
    }
  }

  // ---- recurring vrats ----------------------------------------------------------------

  private recurring(): FestivalEntry[] {
    const out: FestivalEntry[] = []
    for (const r of RECURRING) {
      const index = r.paksha === 'shukla' ? r.tithi : 15 + r.tithi
      for (const t of this.tithis) {
        if (t.index !== index) continue
        // Maha Shivaratri is listed by name; skip its masik entry.
        if (r.category === 'shivaratri' && t.lunation.month === 11 && !t.lunation.adhika) continue
        const rule = { kala: r.kala, special: r.special }
        const date = this.resolveTithi(rule, t)
        if (date < this.first || date > this.last) continue
        const m = masaOf(t.lunation, t.index)
        const name = this.recurringName(r.category, r.paksha, t, m.purnimanta, m.amanta, date)
        const kala = this.kalaWindow(date, r.kala)
        const windows: FestivalWindow[] = kala && (kala.end > kala.start || r.kala === 'moonrise') ? [{ name: r.kala, ...kala }] : []
        if (r.category === 'ekadashi') {
          const parana = this.parana(t, date)
          if (parana) windows.push({ name: 'parana', ...parana })
        }
        out.push({
          id: `${slug(name)}-${date}`,
          name,
          category: r.category,
          date,
          ...this.tithiInfo(t),
          muhurat: kala && kala.end > kala.start ? intersect(kala, t) : null,
          windows,
        })
      }
    }
    return out
  }

  private recurringName(category: FestivalCategory, paksha: 'shukla' | 'krishna', t: LabelledTithi, purnimanta: string, amanta: string, date: string): string {
    const adhika = t.lunation.adhika ? 'Adhika ' : ''
    const weekday = weekdayOf(date)
    switch (category) {
      case 'ekadashi':
        return `${t.lunation.adhika ? ADHIKA_EKADASHI_NAMES[paksha === 'shukla' ? 0 : 1] : EKADASHI_NAMES[t.lunation.month - 1][paksha === 'shukla' ? 0 : 1]} Ekadashi`
      case 'purnima':
        return `${adhika}${purnimanta} Purnima`
      case 'amavasya':
        return `${adhika}${amanta} Amavasya${weekday === 1 ? ' (Somvati)' : weekday === 6 ? ' (Shani)' : ''}`
      case 'sankashti':
        return weekday === 2 ? 'Angaraki Sankashti Chaturthi' : 'Sankashti Chaturthi'
      case 'pradosh':
        return weekday === 1 ? 'Soma Pradosh Vrat' : weekday === 2 ? 'Bhauma Pradosh Vrat' : weekday === 6 ? 'Shani Pradosh Vrat' : 'Pradosh Vrat'
      case 'shivaratri':
        return 'Masik Shivaratri'
      default:
        return category
    }
  }

  // ---- solar and nakshatra festivals -------------------------------------------------

  private sankrantiCache: { sign: number; at: number }[] | null = null

  private sankrantiInstants(): { sign: number; at: number }[] {
    if (this.sankrantiCache) return this.sankrantiCache
    const sky = this.calc.sky
    const out: { sign: number; at: number }[] = []
    let t = this.from
    let lon = sky.sunSidereal(t)
    for (let i = 0; i < 20; i++) {
      const sign = (Math.floor(lon / 30) + 1) % 12 + 1
      const target = (sign - 1) * 30
      const at = findAngle((x) => sky.sunSidereal(x), target, t + (((target - lon + 360) % 360) || 30) / MEAN_RATE.sun, MEAN_RATE.sun)
      if (at > this.to) break
      out.push({ sign, at })
      t = at + 1
      lon = sky.sunSidereal(t)
    }
    this.sankrantiCache = out
    return out
  }

  /** Sankranti entries (all, or one sign): the day of the first sunset after the ingress; punya kaal to that sunset. */
  private sankrantis(sign?: number): FestivalEntry[] {
    const offset = this.input.place.offset
    return this.sankrantiInstants()
      .filter((s) => sign === undefined || s.sign === sign)
      .map((s) => {
        let date = localDateOf(s.at, offset)
        if (s.at >= this.calc.frame(date).sunset) date = addDays(date, 1)
        const f = this.calc.frame(date)
        const start = Math.max(s.at, f.sunrise)
        const name = SANKRANTI_NAMES[s.sign - 1]
        return {
          id: s.sign === 10 ? 'makar-sankranti' : slug(name),
          name,
          category: 'sankranti' as const,
          date,
          tithi: null,
          masa: null,
          muhurat: start < f.sunset ? { start, end: f.sunset } : null,
          windows: [{ name: 'sankranti', start: s.at, end: s.at }],
        }
      })
  }

  /** The day a nakshatra span "belongs" to: its sunrise day, or the day before when it lasts too briefly after that sunrise. */
  private nakshatraDay(span: LimbSpan, minAfterSunrise: number): string {
    for (const d of this.candidateDates(span)) {
      const r = this.calc.frame(d).sunrise
      if (r >= span.start && r < span.end) return span.end - r >= minAfterSunrise ? d : addDays(d, -1)
    }
    return localDateOf(span.start, this.input.place.offset)
  }

  private inSolarMonth(date: string, sign: number): boolean {
    return Math.floor(this.calc.sky.sunSidereal(this.calc.frame(date).sunrise) / 30) + 1 === sign
  }

  private nakshatraFestival(def: FestivalDefinition, rule: NakshatraRule): FestivalEntry[] {
    const found: FestivalEntry[] = []
    for (const span of this.calc.timeline('nakshatra').between(this.from, this.to)) {
      if (span.index !== rule.nakshatra) continue
      const date = this.nakshatraDay(span, rule.minGhatisAfterSunrise * 24 * MIN)
      if (!this.inSolarMonth(date, rule.solarSign)) continue
      found.push({ id: def.id, name: def.name, category: def.category, date, tithi: null, masa: null, muhurat: null, windows: [{ name: 'nakshatra', start: span.start, end: span.end }], note: def.note })
    }
    // One per solar month (a year has one Chingam in range, but the range spans ~14 months).
    const bySolarYear = new Map<string, FestivalEntry[]>()
    for (const f of found) {
      const key = f.date.slice(0, 4)
      bySolarYear.set(key, [...(bySolarYear.get(key) ?? []), f])
    }
    return [...bySolarYear.values()].map((list) => (rule.repeat === 'last' ? list[list.length - 1] : list[0]))
  }

  // ---- eclipses ---------------------------------------------------------------------

  private eclipseEntries(): FestivalEntry[] {
    if (!this.eclipses) return []
    const offset = this.input.place.offset
    const place = { lat: this.input.place.lat, lon: this.input.place.lon }
    const from = localMidnight(this.first, offset) - 1
    const to = localMidnight(addDays(this.last, 1), offset) + 1
    const out: FestivalEntry[] = []
    for (const e of this.eclipses.lunarEclipses(from, to, place)) {
      const date = localDateOf(e.peak, offset)
      if (date < this.first || date > this.last) continue
      const phase = e.partial ?? e.penumbral
      const kind = e.kind === 'total' ? 'Total' : e.kind === 'partial' ? 'Partial' : 'Penumbral'
      const windows: FestivalWindow[] = [{ name: 'penumbral', ...e.penumbral }]
      if (e.partial) windows.push({ name: 'partial', ...e.partial })
      if (e.total) windows.push({ name: 'total', ...e.total })
      if (e.visible) windows.push({ name: 'sutak', start: phase.start - 9 / 24, end: phase.end })
      out.push({
        id: `lunar-eclipse-${date}`,
        name: `${kind} Lunar Eclipse (Chandra Grahan)`,
        category: 'eclipse',
        date,
        tithi: null,
        masa: null,
        muhurat: phase,
        windows,
        eclipse: { body: 'moon', kind: e.kind, peak: e.peak, visible: e.visible, obscuration: e.obscuration },
      })
    }
    for (const e of this.eclipses.solarEclipses(from, to, place)) {
      const local = e.local
      const date = localDateOf(local?.peak ?? e.peak, offset)
      if (date < this.first || date > this.last) continue
      const kind = { partial: 'Partial', annular: 'Annular', total: 'Total', hybrid: 'Hybrid' }[e.kind]
      const windows: FestivalWindow[] = []
      if (local?.visible) windows.push({ name: 'sutak', start: local.start - 12 / 24, end: local.end })
      out.push({
        id: `solar-eclipse-${date}`,
        name: `${kind} Solar Eclipse (Surya Grahan)`,
        category: 'eclipse',
        date,
        tithi: null,
        masa: null,
        muhurat: local ? { start: local.start, end: local.end } : null,
        windows,
        eclipse: { body: 'sun', kind: local?.kind ?? e.kind, peak: local?.peak ?? e.peak, visible: local?.visible ?? false, obscuration: local?.obscuration ?? 0 },
      })
    }
    return out
  }
}

function overlap(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start))
}

function intersect(a: Interval, b: Interval): Interval | null {
  const start = Math.max(a.start, b.start)
  const end = Math.min(a.end, b.end)
  return end > start ? { start, end } : null
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const CATEGORY_ORDER: Record<FestivalCategory, number> = { festival: 0, sankranti: 1, eclipse: 2, ekadashi: 3, purnima: 4, amavasya: 5, sankashti: 6, pradosh: 7, shivaratri: 8 }
function categoryOrder(e: FestivalEntry): number {
  return CATEGORY_ORDER[e.category]
}
