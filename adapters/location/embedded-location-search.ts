import type { LocationResult } from '../../core/domain/content'
import type { LocationSearch, LocationSearchOptions } from '../../core/shared/ports/location-search'
import { PlaceIndex } from './place-index'
import { defaultPlacesFile, GEONAMES_ATTRIBUTION, readPlacesFile } from './places-file'

/**
 * The default LocationSearch: the GeoNames gazetteer built by `npm run build:places`, loaded into memory
 * (about 31,000 places: every Indian place of the sources, elsewhere 15,000 people or more and capitals).
 * No network. Loading takes well under a second and some 20 MB; a search, microseconds.
 */
export class EmbeddedLocationSearch implements LocationSearch {
  readonly attribution = GEONAMES_ATTRIBUTION

  constructor(readonly index: PlaceIndex) {}

  /** Loads the place index (default: adapters/location/generated/places.json.gz); throws when it is missing or stale. */
  static fromFile(file: string = defaultPlacesFile()): EmbeddedLocationSearch {
    return new EmbeddedLocationSearch(new PlaceIndex(readPlacesFile(file)))
  }

  async search(query: string, options: LocationSearchOptions): Promise<LocationResult[]> {
    return this.index.search(query, options)
  }
}
