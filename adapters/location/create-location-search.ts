import type { LocationSearch } from '../../core/shared/ports/location-search'
import type { TimezoneResolver } from '../../core/shared/ports/timezone-resolver'
import { EmbeddedLocationSearch } from './embedded-location-search'
import { NominatimLocationSearch } from './nominatim-location-search'

interface LocationSearchSettings {
  provider: 'embedded' | 'nominatim'
  /** required for nominatim */
  nominatimUrl?: string
  /** the place index file; default adapters/location/generated/places.json.gz */
  placesFile?: string
  /** gives Nominatim results a zone */
  timezones?: Pick<TimezoneResolver, 'zoneAt'>
  /** told when Nominatim failed and the embedded index answered */
  onFallback?: (error: unknown) => void
}

/**
 * The LocationSearch chosen by configuration (LOCATION_PROVIDER, NOMINATIM_URL). The embedded index is
 * loaded either way: it answers, or it is Nominatim's fallback.
 */
export function createLocationSearch(settings: LocationSearchSettings): LocationSearch & { attribution: string } {
  const embedded = EmbeddedLocationSearch.fromFile(settings.placesFile)
  if (settings.provider === 'embedded') return embedded
  if (!settings.nominatimUrl) throw new Error('NOMINATIM_URL is required when LOCATION_PROVIDER=nominatim')
  return new NominatimLocationSearch({
    baseUrl: settings.nominatimUrl,
    fallback: embedded,
    timezones: settings.timezones,
    onFallback: settings.onFallback,
  })
}
