import { find } from 'geo-tz/dist/find-all'
import { zoneOffsetSeconds } from '../../core/places/zone-offset'
import type { TimezoneResolver } from '../../core/shared/ports/timezone-resolver'

/**
 * Zones from coordinates with geo-tz's comprehensive product (one zone per distinct history, so right
 * before 1970 too; exact on India's borders), offsets from the runtime's Intl. geo-tz reads its boundary
 * data from node_modules lazily and caches what it read (a few MB per region looked up).
 */
export class GeoTzTimezoneResolver implements TimezoneResolver {
  async zoneAt(latitude: number, longitude: number): Promise<string> {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
      throw new RangeError(`Not a coordinate: ${latitude}, ${longitude}`)
    const zones = find(latitude, longitude)
    return zones[0] ?? 'Etc/UTC'
  }

  offsetAt(zone: string, instant: Date): number {
    return zoneOffsetSeconds(zone, instant.getTime())
  }
}
