/**
 * The solar (sauramana) calendar as Tamil Nadu keeps it: a month for each sidereal sign of the Sun,
 * beginning with the Sun's ingress (sankranti), the day numbered from the month's first civil day,
 * and the year of the 60-year cycle changing on Chithirai 1.
 *
 * Conventions (docs/panchang.md, "Solar months"):
 * - The Sun's longitude is sidereal (λ☉ − ayanamsa, the calculator's ayanamsa; true Lahiri by default).
 * - Tamil rule: a sankranti before the day's sunset begins the month on that civil date; one at or
 *   after sunset begins it on the next date. Equivalently, the month of a civil date is the sign the
 *   Sun occupies at that date's sunset. (Where the Sun does not set, 18:00 local stands for sunset.)
 * - Tamil year: (Gregorian year of its Chithirai 1 − 1987) mod 60 in the list Prabhava … Akshaya
 *   (1987 began Prabhava; 2026 begins Parabhava). Before Chithirai 1 (Margazhi–Panguni days of
 *   January–April) a date belongs to the previous year's name.
 */
import { addDays, localDateOf, parseIsoDate } from './clock'
import type { PanchangCalculator } from './day'
import { SAMVATSARA_NAMES, TAMIL_MONTH_NAMES } from './names'
import { findAngle, MEAN_RATE } from './sky'

/** A civil date in the Tamil solar calendar. */
export interface SolarDate {
  /** solar month 1–12, 1 = Chithirai (the Sun in sidereal Mesha) … 12 = Panguni (Meena) */
  month: number
  /** the month's Tamil name, e.g. 'Karthigai' */
  name: string
  /** day of the month, 1 on the month's first civil date */
  day: number
  /** the month's first civil date, 'YYYY-MM-DD' */
  firstDay: string
  /** the sankranti that began the month, Julian Day (UT) */
  sankranti: number
  /** the year of the 60-year cycle, counted from Chithirai 1 */
  year: { index: number; name: string }
}

/** The sign 1–12 the Sun occupies (sidereal) at `jd`. */
function sunSign(calc: PanchangCalculator, jd: number): number {
  return Math.min(Math.floor(calc.sky.sunSidereal(jd) / 30), 11) + 1
}

/** The instant the Sun entered sidereal sign `sign` (1–12), the last such entry at or before `jd`. */
export function sankrantiBefore(calc: PanchangCalculator, sign: number, jd: number): number {
  const target = (sign - 1) * 30
  const past = (((calc.sky.sunSidereal(jd) - target) % 360) + 360) % 360
  return findAngle((x) => calc.sky.sunSidereal(x), target, jd - past / MEAN_RATE.sun, MEAN_RATE.sun)
}

/** The civil date at the place on which a sankranti at `jd` begins its month under the Tamil (sunset) rule. */
export function tamilMonthStart(calc: PanchangCalculator, jd: number): string {
  const date = localDateOf(jd, calc.place.offset)
  return jd < calc.solarDay(date).anchorSet ? date : addDays(date, 1)
}

/** The Tamil year (1–60 index into Prabhava … Akshaya) of a civil date in solar month `month`. */
export function tamilYearOf(date: string, month: number): { index: number; name: string } {
  const [year, gregorianMonth] = parseIsoDate(date)
  // Margazhi, Thai, Maasi and Panguni days of January–April still belong to the year begun last April.
  const startYear = gregorianMonth <= 4 && month >= 9 ? year - 1 : year
  const i = (((startYear - 1987) % 60) + 60) % 60
  return { index: i + 1, name: SAMVATSARA_NAMES[i] }
}

/** The Tamil solar date of a civil date at the calculator's place. */
export function solarDateOf(calc: PanchangCalculator, date: string): SolarDate {
  const sunset = calc.solarDay(date).anchorSet
  const month = sunSign(calc, sunset)
  const sankranti = sankrantiBefore(calc, month, sunset)
  const firstDay = tamilMonthStart(calc, sankranti)
  const day = Math.round((Date.parse(date) - Date.parse(firstDay)) / 86_400_000) + 1
  return { month, name: TAMIL_MONTH_NAMES[month - 1], day, firstDay, sankranti, year: tamilYearOf(date, month) }
}
