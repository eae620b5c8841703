/**
 * India's historical clocks that the tz database does not have (it keeps one zone, Asia/Kolkata, for
 * all of India). Sources and the reasoning behind each boundary: docs/historical-clocks.md.
 *
 * - Bombay Time, +04:51, in Bombay and its surroundings from 1884 until 1955.
 * - Calcutta Time, +05:53:20, in Calcutta and Howrah from 1884 until 1948.
 * - Local mean time from the longitude (4 minutes per degree east) everywhere else in India before
 *   Indian Standard Time began on 1906-01-01, and in both cities before 1884.
 *
 * The exact days on which Bombay (1955) and Calcutta (1948) gave up their own time are not documented
 * in the sources found; the switch is taken at the start of the year named, and births in that year, and
 * in those cities during the war time of 1941–45, are marked uncertain so that the user can confirm or
 * override the offset.
 */

import { formatOffset } from './zone-offset'

export type HistoricalClockId = 'bombay-time' | 'calcutta-time' | 'local-mean-time'

/** A local clock in force at a place and date, with a fixed offset from UTC. */
export interface HistoricalClock {
  id: HistoricalClockId
  name: string
  /** seconds east of UTC */
  offsetSeconds: number
  /** true where the sources leave the clock in doubt at this date: ask the user to confirm */
  uncertain: boolean
  note: string
}

/** A local wall-clock date and time (proleptic Gregorian calendar, no zone). */
export interface LocalDateTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

interface CityClock {
  id: 'bombay-time' | 'calcutta-time'
  name: string
  offsetSeconds: number
  /** centre of the region, degrees */
  latitude: number
  longitude: number
  /** region radius, kilometres */
  radiusKm: number
  /** first local year in which the clock was kept */
  fromYear: number
  /** the clock is kept until the start of this local year */
  untilYear: number
}

/** The table of city clocks (docs/historical-clocks.md gives the sources). */
export const CITY_CLOCKS: readonly CityClock[] = [
  // Bombay (Fort) and the island city with its suburbs, Thane and the harbour towns
  { id: 'bombay-time', name: 'Bombay Time', offsetSeconds: 4 * 3600 + 51 * 60, latitude: 18.9388, longitude: 72.8354, radiusKm: 50, fromYear: 1884, untilYear: 1955 },
  // Calcutta and Howrah across the river
  { id: 'calcutta-time', name: 'Calcutta Time', offsetSeconds: 5 * 3600 + 53 * 60 + 20, latitude: 22.5726, longitude: 88.3639, radiusKm: 30, fromYear: 1884, untilYear: 1948 },
]

/** Indian Standard Time began on this local date everywhere in India except the two cities above. */
const INDIAN_STANDARD_TIME_FROM = { year: 1906, month: 1, day: 1 }

/** The tz database's Indian war time: clocks +06:30 from 1941-10-01 to 1942-05-15 and from 1942-09-01 to 1945-10-15. */
const WAR_TIME: ReadonlyArray<[string, string]> = [
  ['1941-10-01', '1942-05-15'],
  ['1942-09-01', '1945-10-15'],
]

const INDIAN_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta'])

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Local mean time at a longitude: 240 seconds per degree east, to the second. */
export function localMeanTimeOffset(longitude: number): number {
  return Math.round(longitude * 240)
}

const isoDay = (t: LocalDateTime) => `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`

/**
 * The historical Indian clock in force at a local date and time and a place (degrees, north and east
 * positive) whose zone is `zone`, or null where the tz database's offset for the zone applies.
 * Only places in Asia/Kolkata (Asia/Calcutta) have such clocks.
 */
export function indianHistoricalClock(local: LocalDateTime, place: { latitude: number; longitude: number }, zone: string): HistoricalClock | null {
  if (!INDIAN_ZONES.has(zone)) return null
  const day = isoDay(local)
  for (const city of CITY_CLOCKS) {
    if (distanceKm(place.latitude, place.longitude, city.latitude, city.longitude) > city.radiusKm) continue
    if (local.year < city.fromYear) break // local mean time, below
    if (local.year < city.untilYear) {
      const war = WAR_TIME.some(([from, to]) => day >= from && day < to)
      return {
        id: city.id,
        name: city.name,
        offsetSeconds: city.offsetSeconds,
        uncertain: war,
        note: war
          ? `${city.name} was kept until ${city.untilYear}; whether clocks there followed India's war time (+06:30) is not documented`
          : `${city.name} was kept here until ${city.untilYear}`,
      }
    }
    if (local.year === city.untilYear) return null // Indian Standard Time; see cityClockInSwitchYear
    break
  }
  if (day < isoDay({ ...INDIAN_STANDARD_TIME_FROM, hour: 0, minute: 0, second: 0 }))
    return {
      id: 'local-mean-time',
      name: 'Local mean time',
      offsetSeconds: localMeanTimeOffset(place.longitude),
      uncertain: false,
      note: 'Before Indian Standard Time (1906) clocks kept local mean time, 4 minutes per degree of longitude',
    }
  return null
}

/**
 * The city clock that may still have been kept at a place and date where the tz database's offset is
 * used: the year in which Bombay or Calcutta switched to Indian Standard Time, on a day not documented.
 */
export function cityClockInSwitchYear(local: LocalDateTime, place: { latitude: number; longitude: number }, zone: string): HistoricalClock | null {
  if (!INDIAN_ZONES.has(zone)) return null
  for (const city of CITY_CLOCKS) {
    if (local.year !== city.untilYear) continue
    if (distanceKm(place.latitude, place.longitude, city.latitude, city.longitude) > city.radiusKm) continue
    return {
      id: city.id,
      name: city.name,
      offsetSeconds: city.offsetSeconds,
      uncertain: true,
      note: `${city.name} (${formatOffset(city.offsetSeconds)}) was given up during ${city.untilYear} on a day the sources do not give; check which time the record uses`,
    }
  }
  return null
}
