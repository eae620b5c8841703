import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LocationResult } from '../../core/domain/content'
import type { LocationSearch, LocationSearchOptions } from '../../core/shared/ports/location-search'
import { NominatimLocationSearch } from '../../adapters/location/nominatim-location-search'
import { GeoTzTimezoneResolver } from '../../adapters/timezone/geo-tz-timezone-resolver'
import { describeLocationSearchContract } from './location-search.contract'
import { NominatimStub } from './location-search-nominatim-stub'

const timezones = new GeoTzTimezoneResolver()

describeLocationSearchContract('Nominatim over HTTP (local stub service, no fallback)', async () => {
  const stub = new NominatimStub()
  const baseUrl = await stub.start()
  return { places: new NominatimLocationSearch({ baseUrl, timezones, cacheSize: 0 }), close: () => stub.stop() }
})

/** Answers one marked result, so a test sees who answered. */
class MarkedFallback implements LocationSearch {
  calls = 0
  async search(query: string, options: LocationSearchOptions): Promise<LocationResult[]> {
    this.calls++
    return [{ name: `fallback:${query}:${options.limit}`, display: 'Fallback', latitude: 0, longitude: 0 }]
  }
}

describe('the Nominatim adapter', () => {
  const stub = new NominatimStub()
  let baseUrl = ''
  beforeAll(async () => {
    baseUrl = await stub.start()
  })
  afterAll(() => stub.stop())
  afterEach(() => {
    stub.mode = 'ok'
    stub.requests = []
    stub.headers = []
  })

  it('asks /search for settlements in jsonv2 with address details, the limit and the language', async () => {
    const places = new NominatimLocationSearch({ baseUrl, userAgent: 'test-agent/1' })
    await places.search(' Chennai ', { limit: 4, lang: 'ta' })
    const [url] = stub.requests
    expect(url.pathname).toBe('/search')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Chennai',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '4',
      featureType: 'settlement',
      'accept-language': 'ta',
    })
    expect(stub.headers[0]['user-agent']).toBe('test-agent/1')
  })

  it('keeps answers for a short while, per language and limit', async () => {
    const places = new NominatimLocationSearch({ baseUrl, cacheTtlMs: 150 })
    const first = await places.search('Mumbai', { limit: 5 })
    first[0].name = 'changed by a caller'
    expect((await places.search('mumbai', { limit: 5 }))[0].name).toBe('Mumbai')
    expect(stub.requests).toHaveLength(1)
    await places.search('Mumbai', { limit: 5, lang: 'hi' })
    await places.search('Mumbai', { limit: 3 })
    expect(stub.requests).toHaveLength(3)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await places.search('Mumbai', { limit: 5 })
    expect(stub.requests).toHaveLength(4)
  })

  it('forgets the oldest answer when the cache is full', async () => {
    const places = new NominatimLocationSearch({ baseUrl, cacheSize: 2 })
    for (const q of ['Mumbai', 'Chennai', 'Delhi', 'Mumbai']) await places.search(q, { limit: 5 })
    expect(stub.requests).toHaveLength(4)
  })

  it.each([
    ['an error status', 'error'],
    ['a body that is not a JSON list', 'garbage'],
    ['a timeout', 'slow'],
  ] as const)('answers from the fallback on %s, and says why', async (_label, mode) => {
    stub.mode = mode
    const fallback = new MarkedFallback()
    const reasons: unknown[] = []
    const places = new NominatimLocationSearch({ baseUrl, fallback, timeoutMs: 300, onFallback: (e) => reasons.push(e) })
    expect(await places.search('Mumbai', { limit: 7 })).toEqual([{ name: 'fallback:Mumbai:7', display: 'Fallback', latitude: 0, longitude: 0 }])
    expect(reasons).toHaveLength(1)
    // a failure is not cached: the service is asked again next time
    stub.mode = 'ok'
    expect((await places.search('Mumbai', { limit: 7 }))[0].name).toBe('Mumbai')
    expect(fallback.calls).toBe(1)
  })

  it('answers from the fallback when the service cannot be reached', async () => {
    const fallback = new MarkedFallback()
    const places = new NominatimLocationSearch({ baseUrl: 'http://127.0.0.1:9/', fallback, timeoutMs: 500 })
    expect((await places.search('Mumbai', { limit: 2 }))[0].name).toBe('fallback:Mumbai:2')
  })

  it('fails without a fallback', async () => {
    stub.mode = 'error'
    await expect(new NominatimLocationSearch({ baseUrl }).search('Mumbai', { limit: 2 })).rejects.toThrow(/503/)
  })

  it('leaves the zone out when no resolver is given', async () => {
    const [mumbai] = await new NominatimLocationSearch({ baseUrl }).search('Mumbai', { limit: 1 })
    expect(mumbai.timezone).toBeUndefined()
    expect(mumbai.display).toBe('Mumbai, Maharashtra, India')
  })
})
