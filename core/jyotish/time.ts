/**
 * Time scales and angle helpers shared by the jyotish engine.
 *
 * Conventions used throughout core/jyotish:
 * - Instants are Julian Days. `jdUt` is Universal Time (UT1, taken equal to UTC), `jdTt` Terrestrial Time.
 * - Angles are decimal degrees unless a name says otherwise; longitudes are normalised to 0 <= x < 360.
 */

/** Julian Day of the Unix epoch 1970-01-01T00:00:00Z. */
export const JD_UNIX_EPOCH = 2440587.5
/** Julian Day of J2000.0 (2000-01-01T12:00 TT). */
const JD_J2000 = 2451545.0
/** Days in a Julian century. */
const DAYS_PER_JULIAN_CENTURY = 36525
/** Milliseconds in a day. */
export const MS_PER_DAY = 86_400_000

/** Julian Day (UT) of a JavaScript Date (a UTC instant). */
export function julianDayFromDate(date: Date): number {
  const ms = date.getTime()
  if (!Number.isFinite(ms)) throw new RangeError('julianDayFromDate: invalid Date')
  return ms / MS_PER_DAY + JD_UNIX_EPOCH
}

/** The UTC instant of a Julian Day (UT), rounded to the millisecond. */
export function dateFromJulianDay(jdUt: number): Date {
  return new Date(Math.round((jdUt - JD_UNIX_EPOCH) * MS_PER_DAY))
}

/** Julian centuries of TT since J2000.0 for a Julian Day (TT). */
export function julianCenturiesTt(jdTt: number): number {
  return (jdTt - JD_J2000) / DAYS_PER_JULIAN_CENTURY
}

/** An angle in degrees reduced to 0 <= x < 360. */
export function normalizeDegrees(deg: number): number {
  const r = deg % 360
  const v = r < 0 ? r + 360 : r
  // r + 360 rounds to 360 for tiny negative r.
  return v >= 360 ? 0 : v
}

/** The signed difference a - b in degrees, reduced to -180 <= x < 180. */
export function angleDifference(a: number, b: number): number {
  return normalizeDegrees(a - b + 180) - 180
}

/** Degrees to radians. */
export const DEG = Math.PI / 180

/** The pieces of an ISO string, built at the first use: 12,000 strings that a page showing no dates need not build at start-up. */
interface IsoPieces {
  /** "0000"–"9999". */
  years: readonly string[]
  /** "-MM-DDT" by month × 32 + day. */
  monthDay: readonly string[]
  /** "HH:MM:" by minute of the day. */
  hourMinute: readonly string[]
  /** "SSZ" by second. */
  secondZ: readonly string[]
}
let isoPieces: IsoPieces | undefined

function buildIsoPieces(): IsoPieces {
  const pad2 = Array.from({ length: 100 }, (_, i) => (i < 10 ? '0' : '') + i)
  return {
    years: Array.from({ length: 10000 }, (_, i) => String(i).padStart(4, '0')),
    monthDay: Array.from({ length: 13 * 32 }, (_, i) => '-' + pad2[Math.floor(i / 32)] + '-' + pad2[i % 32] + 'T'),
    hourMinute: Array.from({ length: 1440 }, (_, i) => pad2[Math.floor(i / 60)] + ':' + pad2[i % 60] + ':'),
    secondZ: Array.from({ length: 60 }, (_, i) => pad2[i] + 'Z'),
  }
}

/**
 * ISO 8601 UT string of an epoch-millisecond instant rounded to the second, e.g.
 * `1976-02-27T09:13:12Z` (years 0000–9999). Equivalent to `new Date(ms).toISOString()` without the
 * milliseconds; built from tables in four pieces because dasha tables format over eight hundred of
 * these per chart.
 */
export function isoUtcSeconds(epochMs: number): string {
  const totalSeconds = Math.round(epochMs / 1000)
  const days = Math.floor(totalSeconds / 86400)
  const secondOfDay = totalSeconds - days * 86400
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm, proleptic Gregorian). Below the
  // era every quantity is a non-negative integer below 2³¹, so `| 0` is the floor (and much faster).
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36524) | 0) - ((doe / 146096) | 0)) / 365) | 0
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0))
  const mp = ((5 * doy + 2) / 153) | 0
  const day = doy - (((153 * mp + 2) / 5) | 0) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  if (!(year >= 0 && year <= 9999)) throw new RangeError('isoUtcSeconds: year outside 0000–9999')
  const minuteOfDay = (secondOfDay / 60) | 0
  const pieces = (isoPieces ??= buildIsoPieces())
  return pieces.years[year]! + pieces.monthDay[month * 32 + day]! + pieces.hourMinute[minuteOfDay]! + pieces.secondZ[secondOfDay - minuteOfDay * 60]!
}
