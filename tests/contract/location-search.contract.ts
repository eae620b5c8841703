import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocationSearch } from '../../core/shared/ports/location-search'

/** What every LocationSearch must do, whatever answers it (the embedded gazetteer, a Nominatim service). */
export function describeLocationSearchContract(name: string, make: () => Promise<{ places: LocationSearch; close?: () => Promise<void> }>) {
  describe(`LocationSearch contract: ${name}`, () => {
    let places: LocationSearch
    let close: (() => Promise<void>) | undefined
    beforeAll(async () => ({ places, close } = await make()))
    afterAll(async () => close?.())

    it('finds a town by name with coordinates, zone, country and "Town, State, Country"', async () => {
      const [first] = await places.search('Mumbai', { limit: 5 })
      expect(first.name).toBe('Mumbai')
      expect(first.display).toBe('Mumbai, Maharashtra, India')
      expect(first.country).toBe('IN')
      expect(first.timezone).toBe('Asia/Kolkata')
      expect(first.latitude).toBeCloseTo(19.07, 1)
      expect(first.longitude).toBeCloseTo(72.88, 1)
    })

    it('finds towns by their former and alternate names', async () => {
      expect((await places.search('Bombay', { limit: 3 }))[0].name).toBe('Mumbai')
      expect((await places.search('Madras', { limit: 3 }))[0].name).toBe('Chennai')
      expect((await places.search('Benares', { limit: 3 }))[0].name).toBe('Varanasi')
    })

    it('ignores case and accents', async () => {
      expect((await places.search('MUMBAI', { limit: 1 }))[0].name).toBe('Mumbai')
      expect((await places.search('sao paulo', { limit: 1 }))[0].name).toBe('São Paulo')
      expect((await places.search('São Paulo', { limit: 1 }))[0].name).toBe('São Paulo')
    })

    it('finds Devanagari, Tamil and Telugu input', async () => {
      expect((await places.search('मुंबई', { limit: 3 }))[0].name).toBe('Mumbai')
      expect((await places.search('சென்னை', { limit: 3 }))[0].name).toBe('Chennai')
      expect((await places.search('ముంబై', { limit: 3 }))[0].name).toBe('Mumbai')
    })

    it('names the country in the requested language', async () => {
      expect((await places.search('Mumbai', { limit: 1, lang: 'hi' }))[0].display).toBe('Mumbai, Maharashtra, भारत')
      expect((await places.search('Chennai', { limit: 1, lang: 'ta' }))[0].display).toBe('Chennai, Tamil Nadu, இந்தியா')
      expect((await places.search('Mumbai', { limit: 1, lang: 'en' }))[0].display).toBe('Mumbai, Maharashtra, India')
    })

    it('honours the limit', async () => {
      expect(await places.search('pa', { limit: 3 })).toHaveLength(3)
      expect(await places.search('Delhi', { limit: 1 })).toHaveLength(1)
    })

    it('answers well-formed results, and none for text that names no place', async () => {
      const results = await places.search('de', { limit: 10 })
      expect(results.length).toBeGreaterThan(0)
      for (const r of results) {
        expect(r.name.length).toBeGreaterThan(0)
        expect(r.display.startsWith(r.name)).toBe(true)
        expect(Math.abs(r.latitude)).toBeLessThanOrEqual(90)
        expect(Math.abs(r.longitude)).toBeLessThanOrEqual(180)
        expect(r.country).toMatch(/^[A-Z]{2}$/)
      }
      expect(await places.search('Qxzqxzqxz', { limit: 10 })).toEqual([])
    })
  })
}
