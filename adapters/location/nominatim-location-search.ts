import type { LocationResult } from '../../core/domain/content'
import { placeDisplay } from '../../core/places/place-display'
import type { LocationSearch, LocationSearchOptions } from '../../core/shared/ports/location-search'
import type { TimezoneResolver } from '../../core/shared/ports/timezone-resolver'

interface NominatimLocationSearchOptions {
  /** the service root, e.g. https://nominatim.example.org/ (its /search endpoint is called) */
  baseUrl: string
  /** answers when the service fails (network error, timeout, non-2xx, unreadable body) */
  fallback?: LocationSearch
  /** gives each result its IANA zone (Nominatim answers none) */
  timezones?: Pick<TimezoneResolver, 'zoneAt'>
  /** per request, milliseconds (default 2,500) */
  timeoutMs?: number
  /** how long an answer is reused, milliseconds (default 5 minutes) */
  cacheTtlMs?: number
  /** most answers kept (default 1,000; the oldest goes first) */
  cacheSize?: number
  /** sent as User-Agent, as the Nominatim usage policy asks */
  userAgent?: string
  /** called when the fallback answers instead, with the reason (for the log) */
  onFallback?: (error: unknown) => void
  fetch?: typeof fetch
}

/** The fields of a Nominatim /search?format=jsonv2&addressdetails=1 result that are read. */
interface NominatimPlace {
  lat: string
  lon: string
  name?: string
  display_name?: string
  address?: Record<string, string | undefined>
}

/**
 * LocationSearch through a Nominatim-compatible geocoder (LOCATION_PROVIDER=nominatim, NOMINATIM_URL),
 * for operators who prefer a hosted one. Answers are cached for a short while; on any failure of the
 * service the fallback (the embedded gazetteer) answers instead.
 */
export class NominatimLocationSearch implements LocationSearch {
  readonly attribution = 'Place data © OpenStreetMap contributors, ODbL'
  private readonly cache = new Map<string, { expires: number; results: LocationResult[] }>()
  private readonly searchUrl: URL
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: NominatimLocationSearchOptions) {
    this.searchUrl = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
    this.fetchImpl = options.fetch ?? fetch
  }

  async search(query: string, options: LocationSearchOptions): Promise<LocationResult[]> {
    const limit = Math.max(1, Math.min(50, Math.floor(options.limit) || 1))
    const lang = options.lang || 'en'
    const key = `${lang}|${limit}|${query.trim().normalize('NFC').toLowerCase()}`
    const now = Date.now()
    const cached = this.cache.get(key)
    if (cached && cached.expires > now) return cached.results.map((r) => ({ ...r }))
    if (cached) this.cache.delete(key)
    try {
      const results = await this.fetchResults(query.trim(), limit, lang)
      this.remember(key, results, now)
      return results.map((r) => ({ ...r }))
    } catch (error) {
      this.options.onFallback?.(error)
      if (!this.options.fallback) throw error
      return this.options.fallback.search(query, { ...options, limit })
    }
  }

  private async fetchResults(query: string, limit: number, lang: string): Promise<LocationResult[]> {
    const url = new URL(this.searchUrl)
    url.searchParams.set('q', query)
    url.searchParams.set('format', 'jsonv2')
    url.searchParams.set('addressdetails', '1')
    url.searchParams.set('limit', String(limit))
    url.searchParams.set('featureType', 'settlement')
    url.searchParams.set('accept-language', lang)
    const response = await this.fetchImpl(url, {
      headers: { accept: 'application/json', 'user-agent': this.options.userAgent ?? 'jyotish-platform/0.1 (birth-place search)' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 2500),
    })
    if (!response.ok) throw new Error(`Nominatim answered ${response.status}`)
    const body = (await response.json()) as unknown
    if (!Array.isArray(body)) throw new Error('Nominatim answered something other than a list')
    const results: LocationResult[] = []
    for (const place of body as NominatimPlace[]) {
      const result = await this.toResult(place, lang)
      if (result) results.push(result)
    }
    return results.slice(0, limit)
  }

  private async toResult(place: NominatimPlace, lang: string): Promise<LocationResult | null> {
    const latitude = Number(place?.lat)
    const longitude = Number(place?.lon)
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
    const address = place.address ?? {}
    const name =
      place.name || address.city || address.town || address.village || address.hamlet || address.municipality || place.display_name?.split(',')[0]?.trim()
    if (!name) return null
    const country = address.country_code ? address.country_code.toUpperCase() : undefined
    const state = address.state || address.state_district || address.region || address.province
    let timezone: string | undefined
    try {
      timezone = await this.options.timezones?.zoneAt(latitude, longitude)
    } catch {
      timezone = undefined
    }
    return { name, display: placeDisplay(name, state, country, lang), latitude, longitude, timezone, country }
  }

  private remember(key: string, results: LocationResult[], now: number): void {
    const size = this.options.cacheSize ?? 1000
    if (size <= 0) return
    while (this.cache.size >= size) this.cache.delete(this.cache.keys().next().value as string)
    this.cache.set(key, { expires: now + (this.options.cacheTtlMs ?? 5 * 60_000), results })
  }
}
