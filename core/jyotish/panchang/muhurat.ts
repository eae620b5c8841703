/**
 * Shubh muhurat: the good dates and windows of a month for six undertakings, by the classical rules
 * (Muhurta Chintamani as the popular panchangs apply it; the tables, their sources and the match
 * against the published lists are in docs/panchang.md).
 *
 * A window is an interval of the panchang day (sunrise → next sunrise, or sunrise → sunset for the
 * daytime undertakings) in which
 * - the lunar month is allowed and not adhika, and the tithi, the nakshatra and the yoga are among
 *   the undertaking's (Vyatipata and Vaidhriti are avoided by all);
 * - the karana is not Vishti (Bhadra), rahu kaal is excluded (and yamaganda for the daytime
 *   undertakings), and for marriage the Moon is not in the first pada of Ashwini, Magha or Mula;
 * - where the rule says so, Jupiter and Venus are visible: not set (asta) and risen at least
 *   {@link BALA_DAYS} days before (not bala);
 * on a day that qualifies: weekday, and where the rule says so no Kharmas (the Sun in sidereal Dhanu
 * or Meena at sunrise or at the next sunrise) and no Chaturmas (Devshayani to Devutthana Ekadashi).
 * Windows shorter than one ghati (24 minutes) are dropped. A window belongs to the date whose sunrise
 * begins its panchang day, as the panchangs print it ("6 Nov, 03:28 AM to 06:37 AM, Nov 07").
 */
import { angleDifference } from '../time'
import { addDays, weekdayOf } from './clock'
import type { PanchangCalculator } from './day'
import type { LimbKind, LimbSpan } from './limbs'
import { isVishti } from './names'
import { findAngle, MEAN_RATE } from './sky'
import { dayTimings, type Interval } from './timings'

/** The six undertakings. */
export type MuhuratCategory = 'marriage' | 'griha-pravesh' | 'vehicle-purchase' | 'property-purchase' | 'business-launch' | 'journey-start'

/** The rules of one undertaking. Tithis 1–30, nakshatras 1–27, yogas 1–27, weekdays 0–6 (Sunday 0), amanta months 1–12. */
interface MuhuratRules {
  nakshatras: readonly number[]
  tithis: readonly number[]
  weekdays: readonly number[]
  /** amanta months allowed (all when absent) */
  months?: readonly number[]
  /** yogas avoided (always includes {@link BAD_YOGAS}) */
  yogas: readonly number[]
  /** the window: the whole panchang day or daytime only */
  span: 'day-and-night' | 'daytime'
  avoidKharmas: boolean
  avoidChaturmas: boolean
  /** Jupiter (Guru asta) and Venus (Shukra asta) must be visible, and past their bala days */
  avoidCombustJupiterVenus: boolean
  /** yamaganda is excluded as well as rahu kaal */
  avoidYamaganda: boolean
  /** the first pada of Ashwini, Magha and Mula (gandanta, "abhukta mula") is excluded */
  avoidGandanta: boolean
}

/** Yogas avoided for every undertaking: Vyatipata and Vaidhriti (the two mahapatas). */
export const BAD_YOGAS: readonly number[] = [17, 27]

/** The nine inauspicious yogas: Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. */
const INAUSPICIOUS_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 17, 19, 27]

/**
 * Guru and Shukra asta as the panchangs publish it: a planet is set (asta) while, at its rising
 * before the Sun (morning star) or its setting after it (evening star), the Sun would be less than
 * this many degrees below the horizon (the arcus visionis of heliacal rising and setting; the
 * places of the Sun and the planet at the instant, no refraction). Calibrated at New Delhi on the
 * asta and udaya published for 2025–26: Jupiter 9.5° (set 9 Jun 2025 09:36), 9.2° (rose 9 Jul 2025
 * 08:14), 9.6° between the last date the July 2026 marriage lists keep and the next; Venus 6.0°
 * (set 11 Dec 2025 06:35) and 5.8° (rose 1 Feb 2026 18:27). The kundli's combustion orbs (isCombust:
 * 11° and 10° of longitude) are the textbook ones for charts; the muhurat lists follow visibility,
 * which for Venus near superior conjunction comes at only about 6° of elongation.
 */
const ARCUS_VISIONIS = { jupiter: 9.6, venus: 6 } as const
/** Days after its rising (udaya) in which Jupiter or Venus is still a child (bala) and unfit. */
export const BALA_DAYS = 3

const SHUKLA_GOOD = [2, 3, 5, 7, 10, 11, 12, 13]
/** Every tithi but the rikta ones (4, 9, 14), Ashtami and Amavasya, in both pakshas. */
const NOT_RIKTA = [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, 16, 17, 18, 20, 21, 22, 25, 26, 27, 28]
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6]

export const MUHURAT_RULES: Readonly<Record<MuhuratCategory, MuhuratRules>> = {
  marriage: {
    // Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    // every tithi but Krishna Chaturdashi and Amavasya: the published lists include the rikta tithis
    tithis: Array.from({ length: 28 }, (_, i) => i + 1),
    weekdays: ALL_DAYS,
    yogas: INAUSPICIOUS_YOGAS,
    span: 'day-and-night',
    avoidKharmas: true,
    avoidChaturmas: true,
    avoidCombustJupiterVenus: true,
    avoidYamaganda: false,
    avoidGandanta: true,
  },
  'griha-pravesh': {
    // Rohini, Mrigashira, Uttara Phalguni, Chitra, Anuradha, Uttara Ashadha, Uttara Bhadrapada, Revati
    nakshatras: [4, 5, 12, 14, 17, 21, 26, 27],
    // Shukla 2 3 5 7 10 11 12 13; Krishna 1 2 3 5 7 10 11
    tithis: [...SHUKLA_GOOD, 16, 17, 18, 20, 22, 25, 26],
    weekdays: [1, 3, 4, 5, 6],
    // Vaishakha, Jyeshtha, Kartika, Margashirsha, Magha, Phalguna
    months: [2, 3, 8, 9, 11, 12],
    yogas: BAD_YOGAS,
    span: 'day-and-night',
    avoidKharmas: false,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: true,
    avoidYamaganda: false,
    avoidGandanta: false,
  },
  'vehicle-purchase': {
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Anuradha, Shravana, Dhanishta, Shatabhisha, Revati
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27],
    tithis: NOT_RIKTA,
    weekdays: [1, 3, 4, 5],
    yogas: INAUSPICIOUS_YOGAS,
    span: 'daytime',
    avoidKharmas: false,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
    avoidYamaganda: true,
    avoidGandanta: false,
  },
  'property-purchase': {
    // Mrigashira, Punarvasu, Ashlesha, Magha, Purva Phalguni, Vishakha, Anuradha, Mula, Purva Ashadha, Purva Bhadrapada, Revati
    nakshatras: [5, 7, 9, 10, 11, 16, 17, 19, 20, 25, 27],
    tithis: NOT_RIKTA,
    weekdays: [1, 4, 5],
    yogas: BAD_YOGAS,
    span: 'day-and-night',
    avoidKharmas: true,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
    avoidYamaganda: false,
    avoidGandanta: false,
  },
  'business-launch': {
    // Ashwini, Rohini, Pushya, Uttara Phalguni, Hasta, Chitra, Anuradha, Uttara Ashadha, Shravana, Dhanishta, Uttara Bhadrapada, Revati
    nakshatras: [1, 4, 8, 12, 13, 14, 17, 21, 22, 23, 26, 27],
    tithis: [...SHUKLA_GOOD, 17, 18, 20],
    weekdays: [1, 3, 4, 5],
    yogas: INAUSPICIOUS_YOGAS,
    span: 'daytime',
    avoidKharmas: true,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
    avoidYamaganda: true,
    avoidGandanta: false,
  },
  'journey-start': {
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati
    nakshatras: [1, 5, 7, 8, 13, 17, 22, 23, 27],
    tithis: [2, 3, 5, 7, 10, 11, 13, 17, 18, 20, 22, 25, 26, 28],
    weekdays: [1, 3, 4, 5],
    yogas: INAUSPICIOUS_YOGAS,
    span: 'daytime',
    avoidKharmas: false,
    avoidChaturmas: false,
    avoidCombustJupiterVenus: false,
    avoidYamaganda: true,
    avoidGandanta: false,
  },
}

/** Disha shool: the direction not to set out in, by weekday (Sunday first). */
export const DISHA_SHOOL = ['west', 'east', 'north', 'north', 'south', 'west', 'east'] as const

/** One good window with the limbs in force at its start. */
interface MuhuratWindow extends Interval {
  tithi: number
  nakshatra: number
  yoga: number
}

/** The good windows of one date. */
interface MuhuratDay {
  date: string
  weekday: number
  windows: MuhuratWindow[]
}

const GHATI = 24 / 1440
/** Bisection stops at about 20 seconds. */
const INSTANT = 0.25 / 1440
const NAKSHATRA_SPAN = 360 / 27
const PADA = NAKSHATRA_SPAN / 4
/** Nakshatras whose first pada is gandanta: Ashwini, Magha, Mula. */
const GANDANTA = [1, 10, 19]

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

/** Sidereal sign 1–12 of the Sun. */
const sunSign = (calc: PanchangCalculator, jd: number) => Math.floor(calc.sky.sunSidereal(jd) / 30) + 1
const isKharmas = (sign: number) => sign === 9 || sign === 12

/** Whether the Sun/lunar-month conditions of a rule allow the panchang day from `sunrise` to `nextSunrise`. */
function dayAllowed(calc: PanchangCalculator, rules: MuhuratRules, sunrise: number, nextSunrise: number, weekday: number): boolean {
  if (!rules.weekdays.includes(weekday)) return false
  const lunation = calc.lunationAt(sunrise)
  // the day of the sankranti that begins or ends Kharmas is excluded with it
  if (rules.avoidKharmas && (isKharmas(sunSign(calc, sunrise)) || isKharmas(sunSign(calc, nextSunrise)))) return false
  if (rules.avoidChaturmas) {
    // Devshayani (Ashadha Shukla Ekadashi) to Devutthana (Kartika Shukla Ekadashi).
    const tithi = calc.timeline('tithi').at(sunrise).index
    const m = lunation.month
    if ((m === 4 && tithi >= 11) || m === 5 || m === 6 || m === 7 || (m === 8 && tithi < 11)) return false
  }
  return true
}

const RAD = Math.PI / 180

/** Right ascension and declination (radians) of an ecliptic place. */
function equatorial(longitude: number, latitude: number, obliquity: number): { ra: number; dec: number } {
  const [l, b, e] = [longitude * RAD, latitude * RAD, obliquity * RAD]
  return {
    ra: Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l)),
    dec: Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l)),
  }
}

/**
 * How far (degrees) the Sun is below the horizon when `body` rises before it (west of the Sun) or
 * sets after it (east of the Sun); Infinity when the body never rises or sets at the place.
 */
function sunDepressionAtHeliacal(calc: PanchangCalculator, body: 'jupiter' | 'venus', jd: number, obliquity = calc.sky.ephemeris.orientation(jd).trueObliquity): number {
  const p = calc.sky.ephemeris.position(body, jd)
  const sunLongitude = calc.sky.sunLongitude(jd)
  const planet = equatorial(p.longitude, p.latitude, obliquity)
  const sun = equatorial(sunLongitude, 0, obliquity)
  const phi = calc.place.lat * RAD
  const cosH = -Math.tan(phi) * Math.tan(planet.dec)
  if (Math.abs(cosH) >= 1) return Infinity
  const h = Math.acos(cosH)
  const morning = angleDifference(p.longitude, sunLongitude) < 0
  const sunHourAngle = planet.ra + (morning ? -h : h) - sun.ra
  return -Math.asin(Math.sin(phi) * Math.sin(sun.dec) + Math.cos(phi) * Math.cos(sun.dec) * Math.cos(sunHourAngle)) / RAD
}

/** Whether Jupiter or Venus is set (asta) at `jd` (`obliquity`: the month's; it changes by less than 0.001° in a month). */
function astaAt(calc: PanchangCalculator, jd: number, obliquity: number): boolean {
  for (const body of ['jupiter', 'venus'] as const) if (sunDepressionAtHeliacal(calc, body, jd, obliquity) < ARCUS_VISIONIS[body]) return true
  return false
}

/** Jupiter and Venus both visible at `jd` and risen at least {@link BALA_DAYS} days before. */
const gurusVisible = (calc: PanchangCalculator, jd: number, obliquity: number) => !astaAt(calc, jd, obliquity) && !astaAt(calc, jd - BALA_DAYS, obliquity)

/**
 * The part of a window in which Jupiter and Venus are visible: a window lasts less than a day, so
 * it holds at most one rising or setting, found by bisection.
 */
function visiblePart(calc: PanchangCalculator, w: Interval, obliquity: number): Interval | null {
  const atStart = gurusVisible(calc, w.start, obliquity)
  const atEnd = gurusVisible(calc, w.end, obliquity)
  if (atStart && atEnd) return w
  if (!atStart && !atEnd) return null
  let [lo, hi] = [w.start, w.end]
  while (hi - lo > INSTANT) {
    const mid = (lo + hi) / 2
    if (gurusVisible(calc, mid, obliquity) === atStart) lo = mid
    else hi = mid
  }
  return atStart ? { start: w.start, end: lo } : { start: hi, end: w.end }
}

/** The first padas of Ashwini, Magha and Mula among `spans`. */
function gandantaPadas(calc: PanchangCalculator, spans: LimbSpan[]): Interval[] {
  const moon = (jd: number) => calc.sky.moonSidereal(jd)
  return spans
    .filter((s) => GANDANTA.includes(s.index))
    .map((s) => ({ start: s.start, end: findAngle(moon, (s.index - 1) * NAKSHATRA_SPAN + PADA, s.start + (s.end - s.start) / 4, MEAN_RATE.moon) }))
}

/** Joins intervals that touch. */
function merge(intervals: Interval[]): Interval[] {
  const out: Interval[] = []
  for (const i of intervals) {
    const last = out[out.length - 1]
    if (last && i.start - last.end < 1e-9) last.end = Math.max(last.end, i.end)
    else out.push({ ...i })
  }
  return out
}

/** The parts of [from, to) in lunar months the rule allows (no adhika month; the new moon may fall within the day). */
function allowedMonths(calc: PanchangCalculator, rules: MuhuratRules, from: number, to: number): Interval[] {
  const first = calc.lunationAt(from)
  const lunations = first.end < to ? [first, calc.lunationAt(first.end + 1e-6)] : [first]
  return lunations
    .filter((l) => !l.adhika && (!rules.months || rules.months.includes(l.month)))
    .map((l) => ({ start: Math.max(l.start, from), end: Math.min(l.end, to) }))
    .filter((i) => i.end > i.start)
}

/** The good windows for `category` on each of `days` consecutive dates from `firstDate`. */
export function muhuratDays(calc: PanchangCalculator, category: MuhuratCategory, firstDate: string, days: number): MuhuratDay[] {
  const rules = MUHURAT_RULES[category]
  const out: MuhuratDay[] = []
  const obliquity = calc.sky.ephemeris.orientation(calc.frame(firstDate).sunrise).trueObliquity
  for (let i = 0; i < days; i++) {
    const date = addDays(firstDate, i)
    const weekday = weekdayOf(date)
    const frame = calc.frame(date)
    const from = frame.sunrise
    const to = rules.span === 'daytime' ? frame.sunset : frame.nextSunrise
    if (!dayAllowed(calc, rules, from, frame.nextSunrise, weekday)) continue
    const spans = (kind: LimbKind) => calc.timeline(kind).between(from, to)
    let good = allowedMonths(calc, rules, from, to)
    if (!good.length) continue
    good = intersectAll(good, keep(spans('tithi'), (t) => rules.tithis.includes(t), from, to))
    if (!good.length) continue
    const nakshatras = spans('nakshatra')
    good = intersectAll(good, keep(nakshatras, (n) => rules.nakshatras.includes(n), from, to))
    if (!good.length) continue
    good = intersectAll(good, keep(spans('yoga'), (y) => !rules.yogas.includes(y) && !BAD_YOGAS.includes(y), from, to))
    good = intersectAll(good, keep(spans('karana'), (k) => !isVishti(k), from, to))
    if (rules.avoidGandanta) for (const g of gandantaPadas(calc, nakshatras)) good = subtract(good, g)
    const t = dayTimings(frame)
    good = subtract(good, t.rahuKaal)
    if (rules.avoidYamaganda) good = subtract(good, t.yamaganda)
    good = merge(good).filter((w) => w.end - w.start >= GHATI)
    if (rules.avoidCombustJupiterVenus && good.length && !(gurusVisible(calc, from, obliquity) && gurusVisible(calc, to, obliquity)))
      good = good.map((w) => visiblePart(calc, w, obliquity)).filter((w): w is Interval => w !== null && w.end - w.start >= GHATI)
    const windows = good.map((w) => ({
      ...w,
      tithi: calc.timeline('tithi').at(w.start).index,
      nakshatra: calc.timeline('nakshatra').at(w.start).index,
      yoga: calc.timeline('yoga').at(w.start).index,
    }))
    if (windows.length) out.push({ date, weekday, windows })
  }
  return out
}
