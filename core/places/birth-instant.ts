import { z } from 'zod'
import { cityClockInSwitchYear, indianHistoricalClock, type HistoricalClock, type HistoricalClockId, type LocalDateTime } from './historical-clocks'
import { formatOffset, zoneOffsetSeconds } from './zone-offset'

/**
 * From a local birth date and time at a place to a UTC instant, without ever shifting a time silently:
 * a local time that did not exist (clocks jumped forward) or happened twice (clocks went back) is
 * reported with both readings for the caller to choose.
 */

/** Which clock a reading used. */
export type ClockKind = 'tz' | HistoricalClockId | 'override'

/** One way to read the local time: the UTC instant and the offset that gives it. */
export interface ClockReading {
  /** the UTC instant */
  utc: Date
  /** seconds east of UTC used for this reading */
  offsetSeconds: number
  clock: ClockKind
  /** e.g. 'Asia/Kolkata +06:30', 'Bombay Time +04:51', 'Local mean time +05:09:12', 'Given offset +05:30' */
  label: string
}

export type BirthInstantResolution =
  | {
      status: 'ok'
      reading: ClockReading
      /** true when the sources leave the clock in doubt: show `note` and let the user confirm or override */
      uncertain: boolean
      note?: string
      /** other plausible readings (the tz database's when a historical clock was used, and the reverse) */
      alternatives: ClockReading[]
    }
  | {
      /** the local time did not exist: clocks jumped over it. Candidates: read with the offset before the jump, and after */
      status: 'nonexistent'
      candidates: [ClockReading, ClockReading]
      note: string
    }
  | {
      /** the local time happened twice: clocks went back over it. Candidates in UTC order: first and second occurrence */
      status: 'ambiguous'
      candidates: [ClockReading, ClockReading]
      note: string
    }

export interface BirthInstantRequest {
  /** local calendar date, YYYY-MM-DD */
  date: string
  /** local wall-clock time, HH:MM or HH:MM:SS (24-hour) */
  time: string
  /** degrees, north positive */
  latitude: number
  /** degrees, east positive */
  longitude: number
  /** IANA zone of the place */
  zone: string
  /** a UTC offset the user states (minutes east, may be fractional); wins over everything else */
  offsetOverrideMinutes?: number
  /** apply India's historical clocks (Bombay Time, Calcutta Time, local mean time); default true */
  historicalClocks?: boolean
}

/** Seconds east of UTC in a zone at a UTC instant (epoch ms). */
type OffsetAt = (zone: string, utcMs: number) => number

const MAX_OFFSET_MINUTES = 14 * 60

/** The shared schema of a birth date/time/place input (the HTTP adapter and forms parse with it). */
export const birthInstantInputSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .refine((d) => parseDate(d) !== null, 'Date is not a valid calendar date'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Time must be HH:MM or HH:MM:SS (24-hour)'),
  // At a pole the ascendant is undefined: the poles themselves are refused.
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .gt(-90, 'Latitude must be between -90 and 90 (exclusive)')
    .lt(90, 'Latitude must be between -90 and 90 (exclusive)'),
  longitude: z.number({ error: 'Longitude must be a number' }).min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'),
  timezone: z.string().min(1).max(64).optional(),
  offsetMinutes: z
    .number({ error: 'Offset must be a number of minutes' })
    .min(-MAX_OFFSET_MINUTES, 'Offset must be within ±14 hours')
    .max(MAX_OFFSET_MINUTES, 'Offset must be within ±14 hours')
    .optional(),
  historicalClocks: z.boolean().optional(),
  disambiguation: z.enum(['earlier', 'later']).optional(),
})
export type BirthInstantInput = z.infer<typeof birthInstantInputSchema>

function parseDate(date: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate() // days in month, leap-year February below
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  if (day > (month === 2 ? (leap ? 29 : 28) : days)) return null
  return { year, month, day }
}

/** Parses 'YYYY-MM-DD' and 'HH:MM[:SS]'; throws a RangeError for anything else. */
export function parseLocalDateTime(date: string, time: string): LocalDateTime {
  const d = parseDate(date)
  const t = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time)
  if (!d || !t) throw new RangeError(`Not a local date and time: ${date} ${time}`)
  return { ...d, hour: Number(t[1]), minute: Number(t[2]), second: Number(t[3] ?? 0) }
}

/** The local wall time as if it were UTC, in epoch ms (years below 100 included). */
function wallMs(t: LocalDateTime): number {
  const date = new Date(0)
  date.setUTCFullYear(t.year, t.month - 1, t.day)
  date.setUTCHours(t.hour, t.minute, t.second, 0)
  return date.getTime()
}

const HOURS_36 = 36 * 3600 * 1000

function tzReading(zone: string, wall: number, offsetSeconds: number): ClockReading {
  return { utc: new Date(wall - offsetSeconds * 1000), offsetSeconds, clock: 'tz', label: `${zone} ${formatOffset(offsetSeconds)}` }
}

/**
 * The readings of a local wall time in an IANA zone: one (normal), none with the offsets on either
 * side of the jump (non-existent), or two (ambiguous). Offsets are probed 36 hours either side, so two
 * transitions closer than that are not told apart (none is known in the tz database since 1850).
 */
export function readZoneWallTime(zone: string, local: LocalDateTime, offsetAt: OffsetAt = zoneOffsetSeconds): BirthInstantResolution {
  const wall = wallMs(local)
  const before = offsetAt(zone, wall - HOURS_36)
  const after = offsetAt(zone, wall + HOURS_36)
  const around = [...new Set([before, offsetAt(zone, wall), after])]
  const valid = around.filter((offset) => offsetAt(zone, wall - offset * 1000) === offset).map((offset) => tzReading(zone, wall, offset))
  valid.sort((a, b) => a.utc.getTime() - b.utc.getTime())
  const shown = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`
  if (valid.length === 1) return { status: 'ok', reading: valid[0], uncertain: false, alternatives: [] }
  if (valid.length >= 2)
    return {
      status: 'ambiguous',
      candidates: [valid[0], valid[valid.length - 1]],
      note: `${shown} happened twice in ${zone} that day (clocks went back from ${formatOffset(valid[0].offsetSeconds)} to ${formatOffset(valid[valid.length - 1].offsetSeconds)}): choose the first or the second`,
    }
  const candidates = [tzReading(zone, wall, before), tzReading(zone, wall, after)].sort((a, b) => a.utc.getTime() - b.utc.getTime()) as [ClockReading, ClockReading]
  return {
    status: 'nonexistent',
    candidates,
    note: `${shown} did not exist in ${zone} that day (clocks jumped from ${formatOffset(before)} to ${formatOffset(after)}): choose the reading with either offset`,
  }
}

/**
 * The UTC instant of a local birth time at a place: a user-stated offset if given, else India's
 * historical clock where one applied (Bombay Time, Calcutta Time, local mean time before 1906), else the
 * zone's offset at that date from the tz database — reporting non-existent and repeated local times.
 * Pure; `offsetAt` defaults to the runtime's Intl.
 */
export function resolveBirthInstant(request: BirthInstantRequest, offsetAt: OffsetAt = zoneOffsetSeconds): BirthInstantResolution {
  const local = parseLocalDateTime(request.date, request.time)
  const wall = wallMs(local)
  if (request.offsetOverrideMinutes !== undefined) {
    const offsetSeconds = Math.round(request.offsetOverrideMinutes * 60)
    return {
      status: 'ok',
      reading: { utc: new Date(wall - offsetSeconds * 1000), offsetSeconds, clock: 'override', label: `Given offset ${formatOffset(offsetSeconds)}` },
      uncertain: false,
      alternatives: [],
    }
  }
  const fromZone = readZoneWallTime(request.zone, local, offsetAt)
  if (request.historicalClocks === false) return fromZone
  const clockReading = (clock: HistoricalClock): ClockReading => ({
    utc: new Date(wall - clock.offsetSeconds * 1000),
    offsetSeconds: clock.offsetSeconds,
    clock: clock.id,
    label: `${clock.name} ${formatOffset(clock.offsetSeconds)}`,
  })
  const clock = indianHistoricalClock(local, request, request.zone)
  if (clock) {
    const alternatives = fromZone.status === 'ok' ? [fromZone.reading] : fromZone.candidates
    return { status: 'ok', reading: clockReading(clock), uncertain: clock.uncertain, note: clock.note, alternatives }
  }
  const switching = cityClockInSwitchYear(local, request, request.zone)
  if (switching && fromZone.status === 'ok') return { ...fromZone, uncertain: true, note: switching.note, alternatives: [clockReading(switching)] }
  return fromZone
}
