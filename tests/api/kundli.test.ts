import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'
import { KUNDLI_BLOCKS } from '../../core/kundli/request'

let platform: Platform
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

describe('GET /api/kundli', () => {
  it('adds the yogini dasha when asked: the yogini of the Moon’s nakshatra, eight periods a round of 36 years', async () => {
    // The 1972 Machilipatnam chart: the Moon at 269.46° stands in Uttara Ashadha (21): 21 + 3 = 24, remainder 0: Sankata.
    const res = await api().get('/api/kundli').query({ date: '1972-06-01', time: '04:16', lat: 16.25, lon: 81.2, with: 'yogini' })
    expect(res.status).toBe(200)
    expect(res.body.yogini.balanceAtBirth.yogini).toBe('sankata')
    expect(res.body.yogini.periods.slice(0, 3).map((p: { yogini: string; planet: string; years: number }) => [p.yogini, p.planet, p.years])).toEqual([
      ['sankata', 'rahu', 8],
      ['mangala', 'moon', 1],
      ['pingala', 'sun', 2],
    ])
    expect(res.body.yogini.periods[0].antardashas).toHaveLength(8)
    expect(res.body.ashtakavarga).toBeUndefined()
  })

  it('adds the chara dasha when asked: K. N. Rao’s, from the lagna sign, two cycles covering 144 years from birth', async () => {
    const res = await api().get('/api/kundli').query({ date: '1972-06-01', time: '04:16', lat: 16.25, lon: 81.2, with: 'chara' })
    expect(res.status).toBe(200)
    const { periods, method } = res.body.chara
    expect(method).toMatch(/^K\. N\. Rao/)
    expect(periods[0]).toMatchObject({ sign: res.body.ascendant.sign - 1, start: '1972-05-31T22:46:00Z', cycle: 1 })
    expect(periods[0].antardashas).toHaveLength(12)
    expect(res.body.yogini).toBeUndefined()
  })

  it('adds the ashtakavarga when asked, and only then: the grids, their reductions and pindas', async () => {
    const birth = { date: '1985-03-14', time: '09:20', lat: 19.076, lon: 72.8777 }
    const plain = await api().get('/api/kundli').query(birth)
    expect(plain.body.ashtakavarga).toBeUndefined()
    const res = await api().get('/api/kundli').query({ ...birth, with: 'ashtakavarga' })
    expect(res.status).toBe(200)
    const { bav, sav, reduced } = res.body.ashtakavarga
    expect(Object.keys(bav)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'])
    expect(sav).toHaveLength(12)
    expect(sav.reduce((a: number, b: number) => a + b, 0)).toBe(337)
    expect(Object.keys(reduced)).toEqual(['trikona', 'ekadhipatya', 'pindas'])
    expect(reduced.pindas.saturn).toEqual({ rashi: expect.any(Number), graha: expect.any(Number), shodhya: reduced.pindas.saturn.rashi + reduced.pindas.saturn.graha })
    // The chart itself is the same with or without the block.
    expect({ ...res.body, ashtakavarga: undefined }).toEqual({ ...plain.body, ashtakavarga: undefined })
    const wrong = await api().get('/api/kundli').query({ ...birth, with: 'ashtakavarga,horoscope' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.issues).toEqual([{ path: 'with', message: `with must be a comma-separated list of ${KUNDLI_BLOCKS.join(', ')}` }])
  })

  it('adds the shadbala and the bhava bala when asked, in the published shape, rounded to 2 decimals', async () => {
    const birth = { date: '1918-10-16', time: '14:20', lat: 13, lon: 77.5833, ayanamsa: 'raman' }
    const plain = await api().get('/api/kundli').query(birth)
    expect(plain.body.shadbala).toBeUndefined()
    const res = await api().get('/api/kundli').query({ ...birth, with: 'shadbala' })
    expect(res.status).toBe(200)
    const { shadbala, bhavaBala } = res.body
    expect(Object.keys(shadbala)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'])
    expect(Object.keys(shadbala.mercury)).toEqual(expect.arrayContaining(['sthana', 'dig', 'kala', 'chesta', 'naisargika', 'drik', 'total', 'rupas', 'required', 'ratio', 'parts']))
    expect(shadbala.mercury.parts.vara).toBe(45) // a Wednesday
    expect(shadbala.sun.naisargika).toBe(60)
    expect(bhavaBala).toHaveLength(12)
    expect({ ...res.body, shadbala: undefined, bhavaBala: undefined }).toEqual({ ...plain.body, shadbala: undefined, bhavaBala: undefined })
  })

  it('adds the yogas when asked: every declared yoga, present or not, in the declared order', async () => {
    const birth = { date: '1985-03-14', time: '09:20', lat: 19.076, lon: 72.8777 }
    const res = await api().get('/api/kundli').query({ ...birth, with: 'yogas' })
    expect(res.status).toBe(200)
    const ids = res.body.yogas.map((y: { id: string }) => y.id)
    expect(ids.slice(0, 5)).toEqual(['ruchaka', 'bhadra', 'hamsa', 'malavya', 'sasa'])
    expect(ids).toContain('gaja-kesari')
    expect(res.body.yogas[0]).toEqual({ id: 'ruchaka', name: 'Ruchaka', present: expect.any(Boolean), planets: ['mars'], why: expect.any(String), cancelledBy: expect.any(Array) })
    expect(res.body.ashtakavarga).toBeUndefined()
  })

  it('answers the published API shape for the 1972 Machilipatnam book chart, with the local time converted through IST', async () => {
    const res = await api().get('/api/kundli').query({ date: '1972-06-01', time: '04:16', lat: 16.25, lon: 81.2 })
    expect(res.status).toBe(200)
    expect(res.body.input).toMatchObject({ date: '1972-06-01', time: '04:16:00', lat: 16.25, lon: 81.2, tz: 'Asia/Kolkata', offsetMinutes: 330, utc: '1972-05-31T22:46:00.000Z' })
    expect(res.body.ayanamsa.name).toBe('lahiri')
    expect(res.body.ayanamsa.degrees).toBeCloseTo(23.5, 0)
    expect(res.body.planets.map((p: { id: string }) => p.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'])
    for (const planet of res.body.planets) {
      expect(planet.longitude).toBeGreaterThanOrEqual(0)
      expect(planet.longitude).toBeLessThan(360)
      expect(planet.sign).toBeGreaterThanOrEqual(1)
      expect(planet.house).toBeGreaterThanOrEqual(1)
      expect(planet.pada).toBeGreaterThanOrEqual(1)
    }
    expect(Object.keys(res.body.vargas)).toEqual(expect.arrayContaining(['D1', 'D9', 'D60']))
    expect(res.body.dasha.balanceAtBirth).toMatchObject({ planet: 'sun', years: 4, months: 8 })
    expect(res.headers['cache-control']).toMatch(/max-age/)
  })
  it('uses Bombay Time for a Bombay birth in 1950', async () => {
    const res = await api().get('/api/kundli').query({ date: '1950-03-10', time: '10:00', lat: 18.975, lon: 72.8258 })
    expect(res.status).toBe(200)
    expect(res.body.input.offsetMinutes).toBe(291)
    expect(res.body.input.clock).toMatch(/Bombay/)
    // The tz database's reading is offered, and a stated offset wins over every clock.
    expect(res.body.input.alternatives).toEqual(expect.arrayContaining([expect.objectContaining({ offsetMinutes: 330 })]))
    const stated = await api().get('/api/kundli').query({ date: '1950-03-10', time: '10:00', lat: 18.975, lon: 72.8258, offsetMinutes: 330 })
    expect(stated.body.input).toMatchObject({ offsetMinutes: 330, utc: '1950-03-10T04:30:00.000Z' })
  })
  it('selects the true node on request', async () => {
    const mean = await api().get('/api/kundli').query({ date: '2000-01-01', time: '12:00', lat: 28.6139, lon: 77.209 })
    const trueNode = await api().get('/api/kundli').query({ date: '2000-01-01', time: '12:00', lat: 28.6139, lon: 77.209, node: 'true' })
    const rahu = (body: { planets: Array<{ id: string; longitude: number }> }) => body.planets.find((p) => p.id === 'rahu')!.longitude
    expect(rahu(mean.body)).not.toBe(rahu(trueNode.body))
    expect(Math.abs(rahu(mean.body) - rahu(trueNode.body))).toBeLessThan(2)
  })
  it('answers 400 with field issues for bad input and dates outside 1800-2399', async () => {
    const bad = await api().get('/api/kundli').query({ date: '2400-01-01', time: '25:00', lat: 95, lon: 'east' })
    expect(bad.status).toBe(400)
    const paths = bad.body.issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['date', 'time', 'lat', 'lon']))
    expect(bad.body.issues.find((i: { path: string }) => i.path === 'date').message).toBe('Date must be between 1800 and 2399')
    expect((await api().get('/api/kundli')).status).toBe(400)
  })
  it('reports a local time that did not exist with both readings (409), and computes the chosen one', async () => {
    const gap = await api().get('/api/kundli').query({ date: '1941-10-01', time: '00:30', lat: 28.6139, lon: 77.209 })
    expect(gap.status).toBe(409)
    expect(gap.body.code).toBe('BIRTH_TIME.NONEXISTENT')
    expect(gap.body.details.candidates).toHaveLength(2)
    const chosen = await api().get('/api/kundli').query({ date: '1941-10-01', time: '00:30', lat: 28.6139, lon: 77.209, disambiguation: 'later' })
    expect(chosen.status).toBe(200)
    expect([330, 390]).toContain(chosen.body.input.offsetMinutes)
  })
})

describe('POST /api/kundli', () => {
  const form = { name: 'Ravi Kumar', birthDate: '1954-11-12', birthTime: '07:52', birthPlace: 'Vellore, Tamil Nadu, India', gender: 'male', latitude: 12.5, longitude: 78.8333 }
  it('accepts the spec form and answers the same shape', async () => {
    const res = await api().post('/api/kundli').send(form)
    expect(res.status).toBe(200)
    expect(res.body.input.name).toBe('Ravi Kumar')
    expect(res.body.dasha.balanceAtBirth).toMatchObject({ planet: 'moon', years: 4, months: 7 })
  })
  it('answers the spec messages and requires coordinates', async () => {
    const res = await api().post('/api/kundli').send({ name: 'R', birthDate: '', birthTime: '', birthPlace: 'Vellore', gender: 'male', latitude: 0, longitude: 0 })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'birthTime', message: 'Birth time is required' },
        { path: 'birthPlace', message: 'Please select your birth place from the suggestions' },
      ]),
    )
  })
})

describe('GET /api/locations/search through the full app', () => {
  it('finds a city by its old name and by Indic input, with zone and country', async () => {
    const old = await api().get('/api/locations/search').query({ query: 'Madras' })
    expect(old.status).toBe(200)
    expect(old.body.success).toBe(true)
    expect(old.body.locations[0]).toMatchObject({ name: 'Chennai', timezone: 'Asia/Kolkata', country: 'IN' })
    expect(old.body.locations[0].display).toMatch(/Chennai, Tamil Nadu, India/)
    const hindi = await api().get('/api/locations/search').query({ query: 'मुंबई' })
    expect(hindi.body.locations[0].name).toBe('Mumbai')
  })
  it('answers an empty list under 2 characters and 400 over 100', async () => {
    expect((await api().get('/api/locations/search').query({ query: 'a' })).body.locations).toEqual([])
    expect((await api().get('/api/locations/search').query({ query: 'x'.repeat(101) })).status).toBe(400)
  })
})
