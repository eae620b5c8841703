import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

// The server's clock: Sunday 22 November 2026, 06:45 IST in Chennai (after sunrise).
const NOW = new Date('2026-11-22T01:15:00Z')
let platform: Platform
beforeAll(async () => {
  platform = await testPlatform({}, { clock: { now: () => NOW } })
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

describe('GET /api/kundli with=kp', () => {
  it('adds the KP block when asked, and only then: Placidus cusps and the grahas with their lords, significators and ruling planets', async () => {
    const birth = { date: '1972-06-01', time: '04:16', lat: 16.25, lon: 81.2 }
    const plain = await api().get('/api/kundli').query(birth)
    expect(plain.body.kp).toBeUndefined()
    const res = await api().get('/api/kundli').query({ ...birth, with: 'kp' })
    expect(res.status).toBe(200)
    const { kp } = res.body
    expect(kp.ayanamsa.name).toBe('krishnamurti')
    // Krishnamurti's ayanamsa is about 6′ less than Lahiri's.
    expect((res.body.ayanamsa.degrees - kp.ayanamsa.degrees) * 60).toBeCloseTo(5.8, 0)
    expect(kp.houseSystem).toBe('placidus')
    expect(kp.cusps.map((c: { house: number }) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(Object.keys(kp.cusps[0])).toEqual(['house', 'longitude', 'signLord', 'starLord', 'subLord', 'subSubLord'])
    expect(kp.planets.map((p: { id: string }) => p.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'])
    expect(kp.planets[1]).toMatchObject({ id: 'moon', signLord: expect.any(String), starLord: res.body.planets[1].nakshatraLord, subLord: expect.any(String), subSubLord: expect.any(String) })
    expect(kp.significators).toHaveLength(12)
    expect(Object.keys(kp.significators[0])).toEqual(['house', 'inStarOfOccupants', 'occupants', 'inStarOfLord', 'lords'])
    // Thursday 1 June 1972, 04:16 IST: before the sunrise (about 05:25 there), so Wednesday's lord still rules.
    expect(kp.rulingPlanets.dayLord).toBe('mercury')
    // The chart itself is the same with or without the block.
    expect({ ...res.body, kp: undefined }).toEqual({ ...plain.body, kp: undefined })
  })
})

describe('GET /api/kp/ruling-planets', () => {
  it('answers the ruling planets of the moment asked, kept a day', async () => {
    const res = await api().get('/api/kp/ruling-planets').query({ lat: 13.0827, lon: 80.2707, at: '2026-11-22T05:40:00+05:30' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.body).toMatchObject({ at: '2026-11-22T00:10:00Z', lat: 13.0827, lon: 80.2707, ayanamsa: 'krishnamurti', dayLord: 'saturn' })
    expect(Object.keys(res.body.lagna)).toEqual(['longitude', 'signLord', 'starLord', 'subLord', 'subSubLord'])
    expect(res.body.planets[0]).toBe(res.body.lagna.starLord)
    expect(res.body.planets).toContain('saturn')
  })

  it('without `at` answers for now (the server’s clock), never kept', async () => {
    const res = await api().get('/api/kp/ruling-planets').query({ lat: 13.0827, lon: 80.2707 })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toMatchObject({ at: '2026-11-22T01:15:00Z', dayLord: 'sun' })
  })

  it('refuses a bad place or moment with the field named', async () => {
    const res = await api().get('/api/kp/ruling-planets').query({ lat: 91, lon: 0, at: 'yesterday' })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['at', 'lat'])
    const early = await api().get('/api/kp/ruling-planets').query({ lat: 10, lon: 0, at: '1750-01-01T00:00:00Z' })
    expect(early.status).toBe(400)
    expect(early.body.issues).toEqual([{ path: 'at', message: 'At must be between 1800 and 2399' }])
  })
})
