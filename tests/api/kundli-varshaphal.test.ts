import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  // A fixed clock: "this year" is 2031 when no year is asked for.
  platform = await testPlatform({}, { clock: { now: () => new Date('2031-06-01T00:00:00Z') } })
})
afterAll(async () => platform.close())
const api = () => request(platform.app)
const birth = { date: '1985-03-14', time: '09:20', lat: 19.076, lon: 72.8777 }

describe('GET /api/kundli with=varshaphal', () => {
  it('adds the annual chart of the year asked for: the Sun’s return, muntha, year lord, sahams and mudda dasha', async () => {
    const res = await api().get('/api/kundli').query({ ...birth, with: 'varshaphal', year: 2020 })
    expect(res.status).toBe(200)
    const v = res.body.varshaphal
    expect(v).toMatchObject({ year: 2020, age: 35 })
    // The return falls on or about the birthday; its Sun stands where the natal Sun stood (to the arcsecond, shown to 1e-3°).
    expect(Math.abs(Date.parse(v.returnAt) - Date.parse('2020-03-14T03:50:00Z')) / 86_400_000).toBeLessThan(2)
    const sun = (planets: Array<{ id: string; longitude: number }>) => planets.find((p) => p.id === 'sun')!.longitude
    expect(sun(v.planets)).toBeCloseTo(sun(res.body.planets), 3)
    expect(v.ascendant).toMatchObject({ sign: expect.any(Number), signName: expect.any(String) })
    // The muntha counts 0 = Mesha (as the deeper blocks do): the natal lagna's sign (1–12 in the chart) plus 35.
    expect(v.muntha.sign).toBe((res.body.ascendant.sign - 1 + 35) % 12)
    expect(Object.values(v.officeBearers)).toContain(v.yearLord)
    expect(v.sahams.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['punya', 'vidya', 'vivaha', 'karyasiddhi']))
    expect(v.muddaDasha[0].start).toBe(v.returnAt)
    expect(v.muddaDasha.at(-1).end).toBe(v.nextReturnAt)
    expect(res.body.ashtakavarga).toBeUndefined()
  })

  it('takes the current year when none is given, and ignores `year` without the block', async () => {
    const now = await api().get('/api/kundli').query({ ...birth, with: 'varshaphal' })
    expect(now.status).toBe(200)
    expect(now.body.varshaphal).toMatchObject({ year: 2031, age: 46 })
    // "This year" turns with the clock, so that answer is kept an hour; one naming its year, a day.
    expect(now.headers['cache-control']).toBe('public, max-age=3600')
    const named = await api().get('/api/kundli').query({ ...birth, with: 'varshaphal', year: 2031 })
    expect(named.headers['cache-control']).toBe('public, max-age=86400')
    const plain = await api().get('/api/kundli').query({ ...birth, year: 2020 })
    expect(plain.status).toBe(200)
    expect(plain.body.varshaphal).toBeUndefined()
  })

  it('refuses a year before the birth or more than 120 years after it, or not a whole number', async () => {
    const before = await api().get('/api/kundli').query({ ...birth, with: 'varshaphal', year: 1984 })
    expect(before.status).toBe(400)
    expect(before.body.issues).toEqual([{ path: 'year', message: 'Year must be between 1985 and 2105 (the birth year and 120 years after it)' }])
    const after = await api().get('/api/kundli').query({ ...birth, with: 'varshaphal', year: 2106 })
    expect(after.status).toBe(400)
    const fraction = await api().get('/api/kundli').query({ ...birth, with: 'varshaphal', year: '2020.5' })
    expect(fraction.status).toBe(400)
    expect(fraction.body.issues).toEqual([{ path: 'year', message: 'Year must be a whole number between the birth year and 120 years after it' }])
  })
})
