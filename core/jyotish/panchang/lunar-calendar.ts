/**
 * The lunisolar calendar: lunar months (amanta and purnimanta) with adhika and kshaya months, the
 * Vikram and Shaka years, the 60-year samvatsara, ritu and ayana.
 *
 * Conventions (documented in docs/panchang.md):
 * - An amanta month runs from one new moon (the instant the apparent elongation λ☾ − λ☉ is 0) to the
 *   next. It is named by the sidereal (Lahiri) sign the Sun occupies at the new moon that begins it:
 *   Sun in Meena → Chaitra, Mesha → Vaishakha, … Kumbha → Phalguna (equivalently: Chaitra is the
 *   month in which the Sun enters Mesha).
 * - Adhika (leap) month: no sankranti between its new moons (the Sun is in the same sign at both); it
 *   takes the name of the month that follows it. Kshaya (lost) month: two sankrantis in one lunation;
 *   the lunation keeps the first name and the second name is skipped (`kshaya` gives it).
 * - A civil day belongs to the lunar month in force at its sunrise.
 * - Purnimanta: a month runs from full moon to full moon; its krishna paksha comes first, so in the
 *   krishna paksha the purnimanta month is the amanta month + 1; in the shukla paksha they agree. An
 *   adhika month keeps the amanta span in both systems (as Drik Panchang prints it).
 * - Shaka year = Gregorian year − 78 from Chaitra Shukla Pratipada (−79 before it); Vikram (Chaitradi,
 *   North India) = Shaka + 135.
 */
import { normalizeDegrees } from '../time'
import { masaName, RITU_NAMES, SAMVATSARA_NAMES } from './names'
import { findAngle, MEAN_RATE, type Sky } from './sky'

/** The mean synodic month, days. */
const SYNODIC_MONTH = 29.530588853

/** The new moon (apparent conjunction) at or before `jd`, Julian Day (UT). */
export function newMoonBefore(sky: Sky, jd: number): number {
  const e = sky.elongation(jd)
  let t = findAngle((x) => sky.elongation(x), 0, jd - e / MEAN_RATE.elongation, MEAN_RATE.elongation)
  if (t > jd) t = findAngle((x) => sky.elongation(x), 0, t - SYNODIC_MONTH, MEAN_RATE.elongation)
  return t
}

/** The new moon after the one at `newMoon` (≈ 29.5 days later). */
export function nextNewMoon(sky: Sky, newMoon: number): number {
  return findAngle((x) => sky.elongation(x), 0, newMoon + SYNODIC_MONTH, MEAN_RATE.elongation)
}

/** Sidereal sign 1–12 (1 = Mesha) of the Sun at `jd`. */
function sunSignAt(sky: Sky, jd: number): number {
  return Math.min(Math.floor(sky.sunSidereal(jd) / 30), 11) + 1
}

/** One lunation, named in the amanta system. */
export interface Lunation {
  /** the new moon that begins it, Julian Day (UT) */
  start: number
  /** the new moon that ends it */
  end: number
  /** amanta month 1–12 (1 = Chaitra) */
  month: number
  /** no sankranti in it: a leap month, named like the month that follows */
  adhika: boolean
  /** two sankrantis in it: the month 1–12 whose name is skipped, else null */
  kshaya: number | null
}

/** Names the lunation between two new moons from the Sun's sidereal signs at them. */
export function lunationBetween(sky: Sky, start: number, end: number): Lunation {
  const s1 = sunSignAt(sky, start)
  const s2 = sunSignAt(sky, end)
  const month = (s1 % 12) + 1
  const gap = (s2 - s1 + 12) % 12
  return { start, end, month, adhika: gap === 0, kshaya: gap === 2 ? (month % 12) + 1 : null }
}

/** The lunation in force at `jd`. */
export function lunationAt(sky: Sky, jd: number): Lunation {
  const start = newMoonBefore(sky, jd)
  return lunationBetween(sky, start, nextNewMoon(sky, start))
}

/** The lunar month of a day in both systems. */
export interface Masa {
  /** amanta month name, e.g. 'Ashvin' */
  amanta: string
  /** purnimanta month name, e.g. 'Kartika' */
  purnimanta: string
  /** a leap (adhika) month */
  adhika: boolean
  /** the name skipped in a kshaya lunation, else null */
  kshaya: string | null
  /** amanta month 1–12 (1 = Chaitra) */
  amantaIndex: number
  /** purnimanta month 1–12 */
  purnimantaIndex: number
}

/** The masa of a day whose sunrise tithi is `tithi` (1–30) in lunation `lunation`. */
export function masaOf(lunation: Lunation, tithi: number): Masa {
  const purnimantaIndex = lunation.adhika || tithi <= 15 ? lunation.month : (lunation.month % 12) + 1
  return {
    amanta: masaName(lunation.month),
    purnimanta: masaName(purnimantaIndex),
    adhika: lunation.adhika,
    kshaya: lunation.kshaya === null ? null : masaName(lunation.kshaya),
    amantaIndex: lunation.month,
    purnimantaIndex,
  }
}

/** The eras of a day. */
export interface Samvat {
  /** Vikram Samvat (Chaitradi, as North Indian panchangs count it) */
  vikram: number
  /** Shaka Samvat (Shalivahana) */
  shaka: number
}

/**
 * Shaka and Vikram years of a civil date in amanta month `month` (1–12). The year begins at Chaitra
 * Shukla Pratipada, so Margashirsha–Phalguna days in January–April still belong to the previous year.
 */
export function samvatOf(gregorianYear: number, gregorianMonth: number, month: number): Samvat {
  const shaka = gregorianYear - 78 - (gregorianMonth <= 4 && month >= 9 ? 1 : 0)
  return { shaka, vikram: shaka + 135 }
}

/** The samvatsara (year of the 60-year cycle) in the two conventions in use. */
export interface Samvatsara {
  /** North Indian convention, counted with the Vikram year: (Vikram + 9) mod 60 (2082 = Kalayukta) */
  north: string
  /** South Indian convention, counted with the Shaka year from Ugadi: (Shaka + 11) mod 60 (1947 = Vishvavasu) */
  south: string
}

/** Samvatsara names for the eras of a day. */
export function samvatsaraOf(samvat: Samvat): Samvatsara {
  return {
    north: SAMVATSARA_NAMES[(((samvat.vikram + 9) % 60) + 60) % 60],
    south: SAMVATSARA_NAMES[(((samvat.shaka + 11) % 60) + 60) % 60],
  }
}

/** Ritu (season) by the lunar month (Chaitra and Vaishakha are Vasanta …), as panchangs name it. */
export function lunarRitu(amantaMonth: number): string {
  return RITU_NAMES[Math.floor((amantaMonth - 1) / 2)]
}

/**
 * Drik ritu: by the tropical Sun, Shishira beginning at the winter solstice (270°), Vasanta at 330°,
 * Grishma at 30°, Varsha at 90°, Sharad at 150°, Hemanta at 210°.
 */
export function drikRitu(sunTropical: number): string {
  return RITU_NAMES[Math.floor(normalizeDegrees(sunTropical - 330) / 60)]
}

/** Uttarayana while the Sun's longitude is between 270° and 90° (tropical: solstices; sidereal: Makara to Karka). */
export function ayanaOf(sunLongitude: number): 'uttarayana' | 'dakshinayana' {
  const l = normalizeDegrees(sunLongitude)
  return l >= 270 || l < 90 ? 'uttarayana' : 'dakshinayana'
}
