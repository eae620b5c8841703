import express from 'express'
import pino from 'pino'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { SearchLocations } from '../../core/shared/search-locations'
import { errorMiddleware } from '../../adapters/http/error-mapper'
import { locationRoutes } from '../../adapters/http/routes/location-routes'
import { EmbeddedLocationSearch } from '../../adapters/location/embedded-location-search'

const places = EmbeddedLocationSearch.fromFile()
const app = express()
app.use(locationRoutes({ searchLocations: new SearchLocations(places), attribution: places.attribution }))
app.use(errorMiddleware(pino({ level: 'silent' })))
const search = (query: Record<string, string>) => request(app).get('/api/locations/search').query(query)

describe('GET /api/locations/search', () => {
  it('answers {success, locations} with name, display, coordinates, zone and country, cached', async () => {
    const res = await search({ query: 'Mumbai' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.body.success).toBe(true)
    expect(res.body.attribution).toMatch(/GeoNames/)
    expect(res.body.locations[0]).toEqual({
      name: 'Mumbai',
      display: 'Mumbai, Maharashtra, India',
      latitude: expect.closeTo(19.07, 1),
      longitude: expect.closeTo(72.88, 1),
      timezone: 'Asia/Kolkata',
      country: 'IN',
    })
    expect(res.body.locations.length).toBeLessThanOrEqual(10)
  })

  it('answers an empty list under 2 characters or without a query', async () => {
    for (const query of [{ query: 'M' }, { query: ' ' }, {}] as Array<Record<string, string>>) {
      const res = await search(query)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: true, locations: [], attribution: places.attribution })
    }
  })

  it('refuses over 100 characters and control characters with 400', async () => {
    for (const query of ['x'.repeat(101), 'Mum\u0000bai', 'Mumbai\n', 'Pu\u0007ne']) {
      const res = await search({ query })
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', issues: [{ path: 'query' }] })
      expect(res.body.message).toEqual(expect.any(String))
    }
    expect((await search({ query: 'x'.repeat(100) })).status).toBe(200)
  })

  it('reads Devanagari, Tamil and Telugu text', async () => {
    for (const query of ['मुंबई', 'மும்பை', 'ముంబై']) expect((await search({ query })).body.locations[0].name).toBe('Mumbai')
    expect((await search({ query: 'சென்னை' })).body.locations[0].name).toBe('Chennai')
  })

  it('takes a limit and a language for the country names', async () => {
    expect((await search({ query: 'pa', limit: '3' })).body.locations).toHaveLength(3)
    expect((await search({ query: 'Mumbai', lang: 'hi' })).body.locations[0].display).toBe('Mumbai, Maharashtra, भारत')
    expect((await search({ query: 'pa', limit: 'many' })).status).toBe(400)
    expect((await search({ query: 'pa', limit: '500' })).status).toBe(400)
  })

  it('reads the first of repeated query parameters', async () => {
    const res = await request(app).get('/api/locations/search?query=Pune&query=Delhi')
    expect(res.status).toBe(200)
    expect(res.body.locations[0].name).toBe('Pune')
  })
})
