import { describe, expect, it } from 'vitest'
import type { LocationResult } from '../../../core/domain/content'
import { ValidationError } from '../../../core/errors'
import type { LocationSearch, LocationSearchOptions } from '../../../core/shared/ports/location-search'
import { SearchLocations } from '../../../core/shared/search-locations'

class RecordingLocationSearch implements LocationSearch {
  calls: Array<{ query: string; options: LocationSearchOptions }> = []
  async search(query: string, options: LocationSearchOptions): Promise<LocationResult[]> {
    this.calls.push({ query, options })
    return [{ name: 'Pune', display: 'Pune, Maharashtra, India', latitude: 18.5, longitude: 73.8, timezone: 'Asia/Kolkata', country: 'IN' }]
  }
}

describe('SearchLocations', () => {
  it('answers an empty list under 2 characters without searching', async () => {
    const places = new RecordingLocationSearch()
    const search = new SearchLocations(places)
    expect(await search.execute({ query: '' })).toEqual([])
    expect(await search.execute({ query: 'p' })).toEqual([])
    expect(await search.execute({ query: '  p  ' })).toEqual([])
    expect(await search.execute({ query: 'म' })).toEqual([])
    expect(places.calls).toEqual([])
  })

  it('searches trimmed text with 10 results by default, or the limit and language asked', async () => {
    const places = new RecordingLocationSearch()
    const search = new SearchLocations(places)
    expect(await search.execute({ query: ' pu ' })).toHaveLength(1)
    await search.execute({ query: 'मु', limit: 5, lang: 'hi' })
    expect(places.calls).toEqual([
      { query: 'pu', options: { limit: 10, lang: undefined } },
      { query: 'मु', options: { limit: 5, lang: 'hi' } },
    ])
  })

  it('refuses over 100 characters, control characters, bad limits and languages', async () => {
    const search = new SearchLocations(new RecordingLocationSearch())
    await expect(search.execute({ query: 'a'.repeat(100) })).resolves.toHaveLength(1)
    await expect(search.execute({ query: 'a'.repeat(101) })).rejects.toBeInstanceOf(ValidationError)
    await expect(search.execute({ query: 'pu\u0000ne' })).rejects.toBeInstanceOf(ValidationError)
    await expect(search.execute({ query: 'pune\n' })).rejects.toBeInstanceOf(ValidationError)
    await expect(search.execute({ query: 'pune\u202e' })).rejects.toBeInstanceOf(ValidationError)
    await expect(search.execute({ query: 'pune', limit: 0 })).rejects.toBeInstanceOf(ValidationError)
    await expect(search.execute({ query: 'pune', limit: 51 })).rejects.toBeInstanceOf(ValidationError)
    await expect(search.execute({ query: 'pune', lang: '<script>' })).rejects.toBeInstanceOf(ValidationError)
    const error = await search.execute({ query: 'a'.repeat(101) }).catch((e: ValidationError) => e)
    expect(error).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', issues: [{ path: 'query', message: 'Search text must be at most 100 characters' }] })
  })
})
