import type { LocationResult } from '../../domain/content'

export interface LocationSearchOptions {
  /** most results to answer (the adapters cap it at 50) */
  limit: number
  /** language of the country names in `display` (BCP 47: en, hi, ta, te ...); English when absent */
  lang?: string
}

/**
 * Finds birth places by typed text (Latin letters, Devanagari, Tamil, Telugu ...), best first.
 * Each result carries coordinates (degrees, north and east positive), the IANA zone when known, the
 * ISO 3166-1 alpha-2 country code, and `display` as 'Town, State, Country'.
 * An adapter answers [] for text it cannot match; it rejects only on its own failure.
 */
export interface LocationSearch {
  search(query: string, options: LocationSearchOptions): Promise<LocationResult[]>
}
export const LocationSearch = Symbol('LocationSearch')
