/**
 * Yogini dasha: eight yoginis, 1 to 8 years each, 36 in a round, from the Moon's nakshatra.
 *
 * Conventions (as the Vimshottari's, so the two read side by side):
 * - The yogini at birth: the Moon's nakshatra number (Ashwini 1) plus 3, divided by 8; the remainder counts
 *   the yoginis from Mangala (a remainder of 0 is the eighth, Sankata).
 * - Its balance is the unelapsed part of the nakshatra times that yogini's years; the first period's
 *   `start` is its true start, before birth.
 * - A year is 365.25 days of UT; dates are ISO 8601 UT to the second, each period ending where the next
 *   begins. An antardasha lasts mahadasha years × its yogini's years / 36, in order from the mahadasha's own.
 */
import { NAKSHATRA_SPAN, type GrahaId } from './zodiac'
import { isoUtcSeconds, normalizeDegrees } from './time'
import { DASHA_YEAR_DAYS, yearsMonthsDays } from './vimshottari'

/** The eight yoginis in their order, each with its planet and years. */
export const YOGINIS = [
  { yogini: 'mangala', planet: 'moon', years: 1 },
  { yogini: 'pingala', planet: 'sun', years: 2 },
  { yogini: 'dhanya', planet: 'jupiter', years: 3 },
  { yogini: 'bhramari', planet: 'mars', years: 4 },
  { yogini: 'bhadrika', planet: 'mercury', years: 5 },
  { yogini: 'ulka', planet: 'saturn', years: 6 },
  { yogini: 'siddha', planet: 'venus', years: 7 },
  { yogini: 'sankata', planet: 'rahu', years: 8 },
] as const satisfies ReadonlyArray<{ yogini: string; planet: GrahaId; years: number }>

export type YoginiName = (typeof YOGINIS)[number]['yogini']
const ROUND_YEARS = 36
const MS_PER_YEAR = DASHA_YEAR_DAYS * 86_400_000

export interface YoginiPeriod {
  yogini: YoginiName
  planet: GrahaId
  /** ISO 8601 UT */
  start: string
  end: string
}
export interface YoginiMahadasha extends YoginiPeriod {
  years: number
  antardashas: YoginiPeriod[]
}
export interface YoginiDasha {
  balanceAtBirth: { yogini: YoginiName; years: number; months: number; days: number }
  periods: YoginiMahadasha[]
}

/** The index (0–7) of the yogini that rules a birth in nakshatra `nakshatra` (1–27). */
export function yoginiOfNakshatra(nakshatra: number): number {
  return (nakshatra + 3 - 1) % 8
}

/**
 * The yogini dasha of a birth from the Moon's sidereal longitude: the mahadashas from the one running at
 * birth until they cover `spanYears` after it (120 by default, as the Vimshottari), with their antardashas.
 */
export function yoginiDasha(moonLongitude: number, birth: Date, spanYears = 120): YoginiDasha {
  const position = normalizeDegrees(moonLongitude) / NAKSHATRA_SPAN
  const nakshatra = Math.floor(position) + 1
  const first = yoginiOfNakshatra(nakshatra)
  const balanceYears = (1 - (position - Math.floor(position))) * YOGINIS[first]!.years
  const birthMs = birth.getTime()
  let startMs = birthMs - (YOGINIS[first]!.years - balanceYears) * MS_PER_YEAR
  let start = isoUtcSeconds(startMs)
  const periods: YoginiMahadasha[] = []
  for (let k = 0; startMs < birthMs + spanYears * MS_PER_YEAR; k++) {
    const { yogini, planet, years } = YOGINIS[(first + k) % 8]!
    const endMs = startMs + years * MS_PER_YEAR
    const end = isoUtcSeconds(endMs)
    periods.push({ yogini, planet, years, start, end, antardashas: antardashas((first + k) % 8, years, startMs, endMs, start, end) })
    startMs = endMs
    start = end
  }
  return { balanceAtBirth: { yogini: YOGINIS[first]!.yogini, ...yearsMonthsDays(balanceYears) }, periods }
}

/** The eight antardashas of a mahadasha, from its own yogini, the last ending exactly where it does. */
function antardashas(lord: number, mahaYears: number, startMs: number, endMs: number, start: string, end: string): YoginiPeriod[] {
  const out: YoginiPeriod[] = []
  let t = startMs
  let tIso = start
  for (let k = 0; k < 8; k++) {
    const { yogini, planet, years } = YOGINIS[(lord + k) % 8]!
    const next = k === 7 ? endMs : t + (mahaYears * years * MS_PER_YEAR) / ROUND_YEARS
    const nextIso = k === 7 ? end : isoUtcSeconds(next)
    out.push({ yogini, planet, start: tIso, end: nextIso })
    t = next
    tIso = nextIso
  }
  return out
}
