import { ValidationError } from '../errors'
import { zoneOffsetFn, type OffsetFn } from '../jyotish/panchang/clock'
import { isKnownZone } from '../places/zone-offset'
import type { TimezoneResolver } from '../shared/ports/timezone-resolver'
import { NEW_DELHI } from './request'

/** A place of a panchang request with its zone and offsets. */
export interface PanchangPlaceResolved {
  lat: number
  lon: number
  tz: string
  offset: OffsetFn
}

/**
 * The place of a panchang request: the given coordinates (New Delhi when both are absent) and the
 * given IANA zone, or the zone at the coordinates. An unknown zone is a ValidationError on `tz`.
 */
export async function resolvePanchangPlace(timezones: TimezoneResolver, q: { lat?: number; lon?: number; tz?: string }): Promise<PanchangPlaceResolved> {
  const lat = q.lat ?? NEW_DELHI.lat
  const lon = q.lon ?? NEW_DELHI.lon
  const tz = q.tz ?? (q.lat === undefined ? NEW_DELHI.tz : await timezones.zoneAt(lat, lon))
  if (!isKnownZone(tz)) throw new ValidationError(`Unknown time zone: ${tz}`, [{ path: 'tz', message: 'Unknown time zone' }])
  return { lat, lon, tz, offset: zoneOffsetFn(tz) }
}
