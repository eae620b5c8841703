/**
 * Vimshottari dasha (120-year cycle of nine lords) from the Moon's sidereal longitude.
 *
 * Conventions:
 * - A dasha year is 365.25 days (Julian year) of UT; periods are computed in milliseconds of UT and
 *   returned as ISO 8601 UT strings to the second (e.g. `1976-02-27T09:13:12Z`). Each period ends
 *   exactly where the next begins (the same string).
 * - The balance at birth is the unelapsed fraction of the birth nakshatra times its lord's years;
 *   the cycle therefore starts before birth (the first mahadasha's `start` is its true start,
 *   before the birth instant).
 * - Antardasha length = mahadasha years × antardasha lord's years / 120, in the dasha order starting
 *   with the mahadasha lord; pratyantardashas subdivide an antardasha the same way.
 * - The balance is also expressed as years, months and days the way almanacs and books print it:
 *   whole years, then the remainder × 12 as whole months, then the remainder × 30 as days (rounded).
 */
import { NAKSHATRA_SPAN, VIMSHOTTARI_ORDER, type GrahaId } from './zodiac'
import { isoUtcSeconds, normalizeDegrees } from './time'

/** Mahadasha lengths in years. */
export const VIMSHOTTARI_YEARS: Readonly<Record<GrahaId, number>> = {
  ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17,
}
/** Total length of the cycle, years. */
const VIMSHOTTARI_CYCLE_YEARS = 120
/** Length of a dasha year, days. */
export const DASHA_YEAR_DAYS = 365.25
const MS_PER_YEAR = DASHA_YEAR_DAYS * 86_400_000

/** A period at the third level. */
export interface Pratyantardasha {
  planet: GrahaId
  /** ISO 8601 UT. */
  start: string
  /** ISO 8601 UT. */
  end: string
}
/** A period at the second level. */
export interface Antardasha extends Pratyantardasha {
  pratyantardashas: Pratyantardasha[]
}
/** A mahadasha. */
export interface Mahadasha extends Pratyantardasha {
  antardashas: Antardasha[]
}

/** The dasha balance at birth. */
export interface DashaBalance {
  /** Lord of the running mahadasha at birth (lord of the Moon's nakshatra). */
  planet: GrahaId
  /** Whole years, months (30-day) and days remaining, the way books print it. */
  years: number
  months: number
  days: number
  /** The same balance in decimal years (of 365.25 days). */
  totalYears: number
}

/** Result of {@link vimshottariDasha}. */
export interface VimshottariDasha {
  system: 'vimshottari'
  balanceAtBirth: DashaBalance
  periods: Mahadasha[]
}

/** Options of {@link vimshottariDasha}. */
interface VimshottariOptions {
  /** Levels to compute: 1 mahadashas, 2 + antardashas, 3 + pratyantardashas (default 3). */
  levels?: 1 | 2 | 3
  /** Years after birth the mahadashas must cover (default 120). */
  spanYears?: number
}

function sequenceFrom(lord: GrahaId): GrahaId[] {
  const i = VIMSHOTTARI_ORDER.indexOf(lord)
  return [...VIMSHOTTARI_ORDER.slice(i), ...VIMSHOTTARI_ORDER.slice(0, i)]
}

const SEQUENCES = new Map<GrahaId, readonly GrahaId[]>(VIMSHOTTARI_ORDER.map((g) => [g, sequenceFrom(g)]))

/** The nine lords' years in dasha order from each lord. */
const SEQUENCE_YEARS = new Map<GrahaId, readonly number[]>(VIMSHOTTARI_ORDER.map((g) => [g, SEQUENCES.get(g)!.map((p) => VIMSHOTTARI_YEARS[p])]))

/**
 * Splits a period among the nine lords from `lord`, proportionally to their years, building each part
 * with `make`. The first start and the last end are the parent's own strings; inner boundaries are
 * formatted once each.
 */
function subdivide<T>(
  lord: GrahaId,
  startMs: number,
  endMs: number,
  start: string,
  end: string,
  make: (planet: GrahaId, start: string, end: string, startMs: number, endMs: number) => T,
): T[] {
  const out: T[] = new Array(9)
  const lengthMs = endMs - startMs
  const sequence = SEQUENCES.get(lord)!
  const years = SEQUENCE_YEARS.get(lord)!
  let t = startMs
  let tIso = start
  for (let k = 0; k < 9; k++) {
    const next = k === 8 ? endMs : t + (lengthMs * years[k]) / VIMSHOTTARI_CYCLE_YEARS
    const nextIso = k === 8 ? end : isoUtcSeconds(next)
    out[k] = make(sequence[k], tIso, nextIso, t, next)
    t = next
    tIso = nextIso
  }
  return out
}

const pratyantardasha = (planet: GrahaId, start: string, end: string): Pratyantardasha => ({ planet, start, end })

/** The antardashas of a mahadasha, each with its pratyantardashas when `levels` is 3. */
function antardashas(lord: GrahaId, startMs: number, endMs: number, start: string, end: string, levels: number): Antardasha[] {
  return subdivide(lord, startMs, endMs, start, end, (planet, aStart, aEnd, aStartMs, aEndMs) => ({
    planet,
    start: aStart,
    end: aEnd,
    pratyantardashas: levels < 3 ? [] : subdivide(planet, aStartMs, aEndMs, aStart, aEnd, pratyantardasha),
  }))
}

/** Splits decimal years into whole years, 30-day months and days (rounded), carrying overflow. */
export function yearsMonthsDays(decimalYears: number): { years: number; months: number; days: number } {
  let years = Math.floor(decimalYears)
  const monthsExact = (decimalYears - years) * 12
  let months = Math.floor(monthsExact)
  let days = Math.round((monthsExact - months) * 30)
  if (days === 30) {
    days = 0
    months += 1
  }
  if (months === 12) {
    months = 0
    years += 1
  }
  return { years, months, days }
}

/**
 * Vimshottari dasha periods for a birth.
 * @param moonLongitude the Moon's sidereal longitude at birth, degrees.
 * @param birth the birth instant (UT).
 */
export function vimshottariDasha(moonLongitude: number, birth: Date, options: VimshottariOptions = {}): VimshottariDasha {
  if (!Number.isFinite(moonLongitude)) throw new RangeError('vimshottariDasha: moonLongitude must be finite')
  const birthMs = birth.getTime()
  if (!Number.isFinite(birthMs)) throw new RangeError('vimshottariDasha: invalid birth date')
  const levels = options.levels ?? 3
  const spanYears = options.spanYears ?? VIMSHOTTARI_CYCLE_YEARS

  const lon = normalizeDegrees(moonLongitude)
  const index = Math.min(Math.floor(lon / NAKSHATRA_SPAN), 26)
  const elapsedFraction = (lon - index * NAKSHATRA_SPAN) / NAKSHATRA_SPAN
  const lord = VIMSHOTTARI_ORDER[index % 9]
  const balanceYears = (1 - elapsedFraction) * VIMSHOTTARI_YEARS[lord]
  const cycleStart = birthMs - elapsedFraction * VIMSHOTTARI_YEARS[lord] * MS_PER_YEAR
  const coverUntil = birthMs + spanYears * MS_PER_YEAR

  const periods: Mahadasha[] = []
  let start = cycleStart
  let startIso = isoUtcSeconds(start)
  let i = VIMSHOTTARI_ORDER.indexOf(lord)
  while (start < coverUntil) {
    const planet = VIMSHOTTARI_ORDER[i % 9]
    const end = start + VIMSHOTTARI_YEARS[planet] * MS_PER_YEAR
    const endIso = isoUtcSeconds(end)
    periods.push({ planet, start: startIso, end: endIso, antardashas: levels < 2 ? [] : antardashas(planet, start, end, startIso, endIso, levels) })
    start = end
    startIso = endIso
    i += 1
  }

  return {
    system: 'vimshottari',
    balanceAtBirth: { planet: lord, ...yearsMonthsDays(balanceYears), totalYears: balanceYears },
    periods,
  }
}
