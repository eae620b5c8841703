/**
 * Shubh muhurat: the good dates and windows of a month for six undertakings, by the classical rules
 * (Muhurta Chintamani as summarised in common panchangs; see docs/panchang.md for the tables).
 *
 * A window is an interval of the panchang day (sunrise → next sunrise, or sunrise → sunset for the
 * daytime undertakings) in which the tithi, nakshatra and yoga are all favourable, the karana is not
 * Vishti (Bhadra), rahu kaal and yamaganda are excluded, and the day itself qualifies (weekday, lunar
 * month, no adhika month, no Kharmas — the Sun in sidereal Dhanu or Meena —, no Chaturmas where the
 * rule says so, Jupiter and Venus not combust for marriage and griha pravesh). Windows shorter than
 * one ghati (24 minutes) are dropped.
 */
import { isCombust } from '../dignity'
import { normalizeDegrees } from '../time'
import { addDays, weekdayOf } from './clock'
import type { PanchangCalculator } from './day'
import type { LimbKind, LimbSpan } from './limbs'
import { isVishti } from './names'
import { dayTimings, type Interval } from './timings'

/** The six undertakings. */
export type MuhuratCategory = 'marriage' | 'griha-pravesh' | 'vehicle-purchase' | 'property-purchase' | 'business-launch' | 'journey-start'

/** The rules of one undertaking. Tithis 1–30, nakshatras 1–27, yogas 1–27, weekdays 0–6 (Sunday 0), amanta months 1–12. */
export interface MuhuratRules {
  nakshatras: readonly number[]
  tithis: readonly number[]
  weekdays: readonly number[]
  /** amanta months allowed (all when absent) */
  months?: readonly number[]
  /** the window: the whole panchang day or daytime only */
  span: 'day-and-night' | 'daytime'
  avoidKharmas: boolean
  avoidChaturmas: boolean
  /** Jupiter (Guru asta) and Venus (Shukra asta) must not be combust */
  avoidCombustJupiterVenus: boolean
}

/** Yogas avoided for every undertaking: Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. */
export const BAD_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 17, 19, 27]

const SHUKLA_GOOD = [2, 3, 5, 7, 10, 11, 12, 13]
/** Every tithi but the rikta ones (4, 9, 14), Ashtami and Amavasya, in both pakshas. */
const NOT_RIKTA = [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25, 26, 27, 28]

export const MUHURAT_RULES: Readonly<Record<MuhuratCategory, MuhuratRules>> = {
  marriage: {
    // Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    tithis: [...SHUKLA_GOOD, 16, 17, 18, 20, 22, 25],
    weekdays: [1, 3, 4, 5],
    span: 'day-and-night',
    avoidKharmas: true,
    avoidChaturmas: true,
    avoidCombustJupiterVenus: true,
  },
  'griha-pravesh': {
    // Rohini, Mrigashira, Uttara Phalguni, Chitra, Anuradha, Uttara Ashadha, Dhanishta, Shatabhisha, Uttara Bhadrapada, Revati
    nakshatras: [4, 5, 12, 14, 17, 21, 23, 24, 26, 27],
    tithis: [...SHUKLA_GOOD, 6, 16, 17, 18, 20],
    weekdays: [1, 3, 4, 5],
    // Vaishakha, Jyeshtha, Magha, Phalguna
    months: [2, 3, 11, 12],
    span: 'day-and-night',
    avoidKharmas: true,
    avoidChaturmas: true,
    avoidCombustJupiterVenus: true,
  },
  'vehicle-purchase': {
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Anuradha, Shravana, Dhanishta, Shatabhisha, Revati
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27],
    tithis: NOT_RIKTA,
    weekdays: [1, 3, 4, 5],
    span: 'daytime',
    avoidKharmas: false,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
  },
  'property-purchase': {
    // Mrigashira, Punarvasu, Ashlesha, Magha, Purva Phalguni, Vishakha, Anuradha, Mula, Purva Ashadha, Purva Bhadrapada, Revati
    nakshatras: [5, 7, 9, 10, 11, 16, 17, 19, 20, 25, 27],
    tithis: NOT_RIKTA,
    weekdays: [1, 4, 5],
    span: 'daytime',
    avoidKharmas: true,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
  },
  'business-launch': {
    // Ashwini, Rohini, Pushya, Uttara Phalguni, Hasta, Chitra, Anuradha, Uttara Ashadha, Shravana, Dhanishta, Uttara Bhadrapada, Revati
    nakshatras: [1, 4, 8, 12, 13, 14, 17, 21, 22, 23, 26, 27],
    tithis: [...SHUKLA_GOOD, 17, 18, 20],
    weekdays: [1, 3, 4, 5],
    span: 'daytime',
    avoidKharmas: true,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
  },
  'journey-start': {
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati
    nakshatras: [1, 5, 7, 8, 13, 17, 22, 23, 27],
    tithis: [2, 3, 5, 7, 10, 11, 13, 17, 18, 20, 22, 25, 26, 28],
    weekdays: [1, 3, 4, 5],
    span: 'daytime',
    avoidKharmas: false,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
  },
}

/** Disha shool: the direction not to set out in, by weekday (Sunday first). */
export const DISHA_SHOOL = ['west', 'east', 'north', 'north', 'south', 'west', 'east'] as const

/** One good window with the limbs in force at its start. */
export interface MuhuratWindow extends Interval {
  tithi: number
  nakshatra: number
  yoga: number
}

/** The good windows of one date. */
export interface MuhuratDay {
  date: string
  weekday: number
  windows: MuhuratWindow[]
}

const GHATI = 24 / 1440

function subtract(intervals: Interval[], cut: Interval): Interval[] {
  const out: Interval[] = []
  for (const i of intervals) {
    if (cut.end <= i.start || cut.start >= i.end) out.push(i)
    else {
      if (cut.start > i.start) out.push({ start: i.start, end: cut.start })
      if (cut.end < i.end) out.push({ start: cut.end, end: i.end })
    }
  }
  return out
}

function keep(spans: LimbSpan[], ok: (index: number) => boolean, from: number, to: number): Interval[] {
  return spans.filter((s) => ok(s.index)).map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) })).filter((i) => i.end > i.start)
}

function intersectAll(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = []
  for (const x of a)
    for (const y of b) {
      const start = Math.max(x.start, y.start)
      const end = Math.min(x.end, y.end)
      if (end > start) out.push({ start, end })
    }
  return out.sort((p, q) => p.start - q.start)
}

/** Whether the Sun/lunar-month conditions of a rule allow the day starting at `sunrise`. */
function dayAllowed(calc: PanchangCalculator, rules: MuhuratRules, sunrise: number, weekday: number): boolean {
  if (!rules.weekdays.includes(weekday)) return false
  const lunation = calc.lunationAt(sunrise)
  if (lunation.adhika) return false
  if (rules.months && !rules.months.includes(lunation.month)) return false
  const sunSign = Math.floor(calc.sky.sunSidereal(sunrise) / 30) + 1
  if (rules.avoidKharmas && (sunSign === 9 || sunSign === 12)) return false
  if (rules.avoidChaturmas) {
    // Devshayani (Ashadha Shukla Ekadashi) to Devutthana (Kartika Shukla Ekadashi).
    const tithi = calc.timeline('tithi').at(sunrise).index
    const m = lunation.month
    if ((m === 4 && tithi >= 11) || m === 5 || m === 6 || m === 7 || (m === 8 && tithi < 11)) return false
  }
  if (rules.avoidCombustJupiterVenus) {
    const eph = calc.sky.ephemeris
    const sun = calc.sky.sunLongitude(sunrise)
    for (const body of ['jupiter', 'venus'] as const) {
      const p = eph.position(body, sunrise)
      if (isCombust(body, normalizeDegrees(p.longitude), sun, p.longitudeSpeed < 0)) return false
    }
  }
  return true
}

/** The good windows for `category` on each of `days` consecutive dates from `firstDate`. */
export function muhuratDays(calc: PanchangCalculator, category: MuhuratCategory, firstDate: string, days: number): MuhuratDay[] {
  const rules = MUHURAT_RULES[category]
  const out: MuhuratDay[] = []
  for (let i = 0; i < days; i++) {
    const date = addDays(firstDate, i)
    const weekday = weekdayOf(date)
    const frame = calc.frame(date)
    const from = frame.sunrise
    const to = rules.span === 'daytime' ? frame.sunset : frame.nextSunrise
    if (!dayAllowed(calc, rules, from, weekday)) continue
    const spans = (kind: LimbKind) => calc.timeline(kind).between(from, to)
    let good = keep(spans('tithi'), (t) => rules.tithis.includes(t), from, to)
    good = intersectAll(good, keep(spans('nakshatra'), (n) => rules.nakshatras.includes(n), from, to))
    good = intersectAll(good, keep(spans('yoga'), (y) => !BAD_YOGAS.includes(y), from, to))
    good = intersectAll(good, keep(spans('karana'), (k) => !isVishti(k), from, to))
    const t = dayTimings(frame)
    good = subtract(subtract(good, t.rahuKaal), t.yamaganda)
    const windows = good
      .filter((w) => w.end - w.start >= GHATI)
      .map((w) => ({
        ...w,
        tithi: calc.timeline('tithi').at(w.start).index,
        nakshatra: calc.timeline('nakshatra').at(w.start).index,
        yoga: calc.timeline('yoga').at(w.start).index,
      }))
    if (windows.length) out.push({ date, weekday, windows })
  }
  return out
}
