import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  // A fixed "now": 2025-10-20 10:00 IST (Diwali), so /api/panchang/today is reproducible.
  platform = await testPlatform({}, { clock: { now: () => new Date('2025-10-20T04:30:00Z') } })
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

const ISO_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/

describe('GET /api/panchang', () => {
  it('gives the Tamil solar date and year beside the lunar months (Chennai, 5 Dec 2026: Karthigai 19, Parabhava)', async () => {
    const res = await api().get('/api/panchang').query({ date: '2026-12-05', lat: 13.0827, lon: 80.2707 })
    expect(res.status).toBe(200)
    expect(res.body.solar).toMatchObject({ month: 8, name: 'Karthigai', day: 19, firstDay: '2026-11-17', rule: 'sunset' })
    expect(res.body.solar.sankranti).toMatch(/^2026-11-16T19:4\d:\d\d\+05:30$/)
    expect(res.body.tamilYear).toEqual({ index: 40, name: 'Parabhava' })
    expect(res.body.masa).toMatchObject({ amanta: 'Kartika', purnimanta: 'Margashirsha' })
    const month = await api().get('/api/panchang/month').query({ year: 2026, month: 11, lat: 13.0827, lon: 80.2707 })
    expect(month.status).toBe(200)
    const byDate = new Map(month.body.days.map((d: { date: string; solar: unknown }) => [d.date, d.solar]))
    expect(byDate.get('2026-11-16')).toEqual({ month: 7, name: 'Aippasi', day: 30 })
    expect(byDate.get('2026-11-17')).toEqual({ month: 8, name: 'Karthigai', day: 1 })
  })

  it('answers the published API shape for New Delhi on Diwali 2025, times with +05:30 to the second', async () => {
    const res = await api().get('/api/panchang').query({ date: '2025-10-20', lat: 28.6139, lon: 77.209 })
    expect(res.status).toBe(200)
    const b = res.body
    expect(b.date).toBe('2025-10-20')
    expect(b.place).toEqual({ lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' })
    expect(b.rise).toBe('hindu')
    for (const k of ['sunrise', 'sunset', 'moonrise', 'moonset']) expect(b[k]).toMatch(ISO_LOCAL)
    expect(b.sunrise).toMatch(/^2025-10-20T06:2[89]:\d\d\+05:30$/)
    expect(b.vara).toMatchObject({ index: 1, english: 'Monday', planet_lord: 'Moon', name: 'Somavara' })
    expect(b.tithi.map((t: { name: string }) => t.name)).toEqual(['Chaturdashi', 'Amavasya'])
    expect(b.tithi[1]).toMatchObject({ index: 30, paksha: 'krishna' })
    expect(b.tithi[1].start).toMatch(/^2025-10-20T15:4[45]/)
    for (const list of [b.tithi, b.nakshatra, b.yoga, b.karana])
      for (const x of list) {
        expect(x.start).toMatch(ISO_LOCAL)
        expect(x.end).toMatch(ISO_LOCAL)
      }
    expect(b.nakshatra[0]).toMatchObject({ name: 'Hasta', id: 'hasta', lord: 'moon' })
    expect(b.masa).toMatchObject({ amanta: 'Ashvin', purnimanta: 'Kartika', adhika: false })
    expect(b.samvat).toEqual({ vikram: 2082, shaka: 1947 })
    expect(b.samvatsara).toEqual({ north: 'Kalayukta', south: 'Vishvavasu' })
    expect(b.ritu).toBe('Sharad')
    expect(b.ayana).toBe('dakshinayana')
    for (const k of ['rahuKaal', 'yamaganda', 'gulika', 'abhijit', 'brahmaMuhurta', 'brahmaMuhurtaFixed']) {
      expect(b[k].start).toMatch(ISO_LOCAL)
      expect(b[k].end).toMatch(ISO_LOCAL)
    }
    expect(b.choghadiya.day).toHaveLength(8)
    expect(b.choghadiya.night).toHaveLength(8)
    expect(b.choghadiya.day[0]).toMatchObject({ name: 'Amrit', quality: 'good' })
    expect(b.hora).toHaveLength(24)
    expect(b.hora[0].planet).toBe('moon')
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/)
    expect(res.headers.etag).toBeTruthy()
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const q = { date: '2025-10-21', lat: 19.076, lon: 72.8777, tz: 'Asia/Kolkata' }
    const first = await api().get('/api/panchang').query(q)
    const again = await api().get('/api/panchang').query(q).set('If-None-Match', first.headers.etag)
    expect(again.status).toBe(304)
  })

  it('gives no abhijit on a Wednesday and the apparent sunrise on request', async () => {
    const hindu = await api().get('/api/panchang').query({ date: '2025-10-22', lat: 28.6139, lon: 77.209 })
    expect(hindu.body.vara.english).toBe('Wednesday')
    expect(hindu.body.abhijit).toBeNull()
    const apparent = await api().get('/api/panchang').query({ date: '2025-10-22', lat: 28.6139, lon: 77.209, rise: 'apparent' })
    expect(apparent.body.rise).toBe('apparent')
    expect(Date.parse(apparent.body.sunrise)).toBeLessThan(Date.parse(hindu.body.sunrise))
  })

  it('resolves the zone from the coordinates and prints its offset (New York, EDT)', async () => {
    const res = await api().get('/api/panchang').query({ date: '2025-07-04', lat: 40.7128, lon: -74.006 })
    expect(res.status).toBe(200)
    expect(res.body.place.tz).toBe('America/New_York')
    expect(res.body.sunrise).toMatch(/^2025-07-04T05:\d\d:\d\d-04:00$/)
  })

  it('gives null sunrise and sunset in the polar day, and still the day\'s elements', async () => {
    const polar = await api().get('/api/panchang').query({ date: '2025-06-21', lat: 78.22, lon: 15.65, tz: 'Arctic/Longyearbyen' })
    expect(polar.status).toBe(200)
    expect(polar.body.sunrise).toBeNull()
    expect(polar.body.sunset).toBeNull()
    expect(polar.body.tithi.length).toBeGreaterThan(0)
  })

  it('answers 400 with field issues for bad dates, places and zones', async () => {
    const bad = await api().get('/api/panchang').query({ date: '2025-02-30', lat: 95, lon: 'east', tz: 'Mars/Olympus' })
    expect(bad.status).toBe(400)
    const paths = bad.body.issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['date', 'lat', 'lon']))
    const zone = await api().get('/api/panchang').query({ date: '2025-02-28', lat: 28.6, lon: 77.2, tz: 'Mars/Olympus' })
    expect(zone.status).toBe(400)
    expect(zone.body.issues).toEqual([{ path: 'tz', message: 'Unknown time zone' }])
    const range = await api().get('/api/panchang').query({ date: '2500-01-01', lat: 28.6, lon: 77.2 })
    expect(range.status).toBe(400)
    expect((await api().get('/api/panchang')).status).toBe(400)
  })
})

describe('GET /api/panchang/today', () => {
  it("answers the spec's shape for Delhi in IST with the current elements' percentages", async () => {
    const res = await api().get('/api/panchang/today')
    expect(res.status).toBe(200)
    const d = res.body.data
    expect(d.location).toBe('Delhi, IST')
    expect(d.date).toBe('2025-10-20')
    expect(d.tithi).toMatchObject({ name: 'Chaturdashi', paksha: 'krishna' })
    // Chaturdashi 2025-10-19 13:52 → 10-20 15:45 IST; at 10:00 IST 20.1 of its 25.9 hours have passed.
    expect(d.tithi.percentage).toBeCloseTo(77.8, 0)
    expect(d.nakshatra.name).toBe('Hasta')
    expect(d.nakshatra.percentage).toBeGreaterThan(0)
    expect(d.yoga.name).toBe('Vaidhriti')
    expect(d.yoga.end_time).toMatch(ISO_LOCAL)
    expect(d.karana.end_time).toMatch(ISO_LOCAL)
    expect(d.vara).toMatchObject({ english: 'Monday', planet_lord: 'Moon' })
    expect(d.sunrise).toMatch(/\+05:30$/)
    expect(d.sunset).toMatch(/\+05:30$/)
    for (const k of ['rahu_kaal', 'yamaganda']) expect(Object.keys(d.inauspicious_timings[k])).toEqual(['start', 'end'])
    for (const k of ['abhijit_muhurta', 'brahma_muhurta']) expect(Object.keys(d.auspicious_timings[k])).toEqual(['start', 'end'])
    expect(res.headers['cache-control']).toMatch(/max-age/)
  })
})

describe('GET /api/festivals', () => {
  it('lists the year for New Delhi by default with the published dates', async () => {
    const res = await api().get('/api/festivals').query({ year: 2025 })
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    const date = (id: string) => res.body.find((f: { id: string }) => f.id === id)?.date
    expect(date('diwali')).toBe('2025-10-20')
    expect(date('karva-chauth')).toBe('2025-10-10')
    expect(date('holi')).toBe('2025-03-14')
    expect(date('raksha-bandhan')).toBe('2025-08-09')
    const diwali = res.body.find((f: { id: string }) => f.id === 'diwali')
    expect(diwali.tithi).toMatchObject({ name: 'Amavasya', paksha: 'krishna' })
    expect(diwali.muhurat.start).toMatch(/^2025-10-20T19:0[89]/)
    expect(diwali.windows.map((w: { name: string }) => w.name)).toEqual(expect.arrayContaining(['pradosh', 'vrishabha']))
    const cats = new Set(res.body.map((f: { category: string }) => f.category))
    for (const c of ['festival', 'ekadashi', 'purnima', 'amavasya', 'sankashti', 'pradosh', 'sankranti', 'eclipse']) expect(cats.has(c)).toBe(true)
    expect(res.body.filter((f: { category: string }) => f.category === 'ekadashi').length).toBeGreaterThanOrEqual(24)
    expect(res.headers.etag).toBeTruthy()
  })

  it('filters by category and takes a place', async () => {
    const res = await api().get('/api/festivals').query({ year: 2026, lat: 19.076, lon: 72.8777, category: 'festival,eclipse' })
    expect(res.status).toBe(200)
    expect(new Set(res.body.map((f: { category: string }) => f.category))).toEqual(new Set(['festival', 'eclipse']))
    expect(res.body.find((f: { id: string }) => f.id === 'maha-shivaratri').date).toBe('2026-02-15')
  })

  it('answers 400 for a bad year, half a place or a bad zone', async () => {
    const r1 = await api().get('/api/festivals').query({ year: 'soon' })
    expect(r1.status).toBe(400)
    expect(r1.body.issues[0].path).toBe('year')
    const r2 = await api().get('/api/festivals').query({ year: 2025, lat: 10 })
    expect(r2.status).toBe(400)
    expect(r2.body.issues[0].path).toBe('lon')
    const r3 = await api().get('/api/festivals').query({ year: 2025, lat: 10, lon: 76, tz: 'Nowhere/City' })
    expect(r3.status).toBe(400)
    const r4 = await api().get('/api/festivals').query({ year: 2025, category: 'parties' })
    expect(r4.status).toBe(400)
  })
})

describe('GET /api/panchang/month', () => {
  it('gives every day of the month with its festivals', async () => {
    const res = await api().get('/api/panchang/month').query({ year: 2025, month: 10 })
    expect(res.status).toBe(200)
    expect(res.body.days).toHaveLength(31)
    const d20 = res.body.days[19]
    expect(d20.date).toBe('2025-10-20')
    expect(d20.festivals.map((f: { id: string }) => f.id)).toContain('diwali')
    expect(d20.tithi[0].name).toBe('Chaturdashi')
    expect(res.body.samvat).toEqual({ vikram: 2082, shaka: 1947 })
  })
  it('answers 400 for a bad month', async () => {
    const res = await api().get('/api/panchang/month').query({ year: 2025, month: 13 })
    expect(res.status).toBe(400)
    expect(res.body.issues[0].path).toBe('month')
  })
})

describe('GET /api/muhurat', () => {
  it('lists good dates and windows for each category', async () => {
    for (const category of ['marriage', 'griha-pravesh', 'vehicle-purchase', 'property-purchase', 'business-launch', 'journey-start']) {
      const res = await api().get('/api/muhurat').query({ category, year: 2026, month: 2, lat: 28.6139, lon: 77.209 })
      expect(res.status).toBe(200)
      expect(res.body.category).toBe(category)
      expect(res.body.rules.nakshatras.length).toBeGreaterThan(5)
      for (const day of res.body.days) {
        expect(day.windows.length).toBeGreaterThan(0)
        for (const w of day.windows) {
          expect(w.start).toMatch(ISO_LOCAL)
          expect(res.body.rules.nakshatras).toContain(w.nakshatra)
        }
      }
    }
  })
  it('answers 400 for an unknown category', async () => {
    const res = await api().get('/api/muhurat').query({ category: 'haircut', year: 2026, month: 2 })
    expect(res.status).toBe(400)
    expect(res.body.issues[0].path).toBe('category')
  })
})
