import type { LocationResult } from '../domain/content'
import { LOCATION_QUERY_MIN_LENGTH, LOCATION_RESULTS_DEFAULT, locationSearchInputSchema, queryLength } from '../places/location-query'
import type { LocationSearch } from './ports/location-search'
import { validate } from './validate'

/**
 * Birth-place search (GET /api/locations/search): fewer than 2 characters answer [];
 * over 100 characters or control characters throw a ValidationError; otherwise the port's best
 * `limit` results (10 by default) with country names in `lang`.
 */
export class SearchLocations {
  constructor(private readonly places: LocationSearch) {}

  async execute(input: { query: string; limit?: number; lang?: string }): Promise<LocationResult[]> {
    const { query, limit, lang } = validate(locationSearchInputSchema, input)
    if (queryLength(query) < LOCATION_QUERY_MIN_LENGTH) return []
    return this.places.search(query.trim(), { limit: limit ?? LOCATION_RESULTS_DEFAULT, lang })
  }
}
