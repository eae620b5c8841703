import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

let platform: Platform
beforeAll(async () => {
  platform = await testPlatform()
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

const boy = { date: '1990-05-14', time: '10:30', lat: 28.6139, lon: 77.209 } // New Delhi
const girl = { date: '1992-08-21', time: '18:45', lat: 19.076, lon: 72.8777 } // Mumbai
const query = {
  boyDate: boy.date, boyTime: boy.time, boyLat: boy.lat, boyLon: boy.lon,
  girlDate: girl.date, girlTime: girl.time, girlLat: girl.lat, girlLon: girl.lon,
}
const form = {
  boyName: 'Arjun Mehta', boyBirthDate: boy.date, boyBirthTime: boy.time, boyBirthPlace: 'New Delhi, India', boyLatitude: boy.lat, boyLongitude: boy.lon,
  girlName: 'Priya Nair', girlBirthDate: girl.date, girlBirthTime: girl.time, girlBirthPlace: 'Mumbai, India', girlLatitude: girl.lat, girlLongitude: girl.lon,
}
type Issue = { path: string; message: string }
const issue = (body: { issues: Issue[] }, path: string) => body.issues.find((i) => i.path === path)?.message

describe('GET /api/matching', () => {
  it('answers the published API shape: eight kootas that add up, ten poruthams, manglik for both, verdict and tradition notes', async () => {
    const res = await api().get('/api/matching').query(query)
    expect(res.status).toBe(200)
    const body = res.body
    expect(body.max).toBe(36)
    expect(body.kootas.map((k: { id: string }) => k.id)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'])
    expect(body.kootas.map((k: { max: number }) => k.max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(body.total).toBe(body.kootas.reduce((s: number, k: { score: number }) => s + k.score, 0))
    for (const k of body.kootas) {
      expect(k).toEqual(expect.objectContaining({ boy: expect.any(String), girl: expect.any(String), boyLabel: expect.any(String), note: expect.any(String), meaning: expect.any(String), dosha: expect.any(Boolean), cancelled: expect.any(Boolean) }))
      expect(k.note).not.toMatch(/\{\w+\}/)
    }
    expect(body.porutham.max).toBe(10)
    expect(body.porutham.items).toHaveLength(10)
    expect(body.porutham.total).toBe(body.porutham.items.filter((i: { matched: boolean }) => i.matched).length)
    for (const who of ['boy', 'girl']) {
      expect(body.manglik[who]).toEqual(expect.objectContaining({ present: expect.any(Boolean), cancelled: expect.any(Boolean), reasons: expect.any(Array) }))
      expect(body[who]).toEqual(expect.objectContaining({ moonSign: expect.any(Number), nakshatra: expect.any(Number), pada: expect.any(Number), moonLongitude: expect.any(Number) }))
    }
    expect(typeof body.verdict).toBe('string')
    expect(body.verdict).toContain(String(body.total))
    expect(body.tradition.manglik.houses).toEqual([1, 2, 4, 7, 8, 12])
    expect(body.notes.length).toBeGreaterThan(5)
    expect(res.headers['cache-control']).toMatch(/max-age/)
  })

  it('reports for each partner exactly the Moon sign and nakshatra that GET /api/kundli gives for the same birth', async () => {
    const match = (await api().get('/api/matching').query(query)).body
    for (const [who, birth] of [['boy', boy], ['girl', girl]] as const) {
      const kundli = (await api().get('/api/kundli').query(birth)).body
      const moon = kundli.planets.find((p: { id: string }) => p.id === 'moon')
      expect(match[who]).toMatchObject({ moonSign: moon.sign, moonSignName: moon.signName, nakshatra: moon.nakshatra, nakshatraName: moon.nakshatraName, pada: moon.pada, moonLongitude: moon.longitude, lagnaSign: kundli.ascendant.sign })
      expect(match[who].input.utc).toBe(kundli.input.utc)
    }
  })

  it('uses historical clocks as /api/kundli does (Bombay Time in 1950)', async () => {
    const res = await api().get('/api/matching').query({ ...query, girlDate: '1950-03-10', girlTime: '10:00', girlLat: 18.975, girlLon: 72.8258 })
    expect(res.status).toBe(200)
    expect(res.body.girl.input.offsetMinutes).toBe(291)
    const kundli = (await api().get('/api/kundli').query({ date: '1950-03-10', time: '10:00', lat: 18.975, lon: 72.8258 })).body
    expect(res.body.girl.nakshatra).toBe(kundli.planets.find((p: { id: string }) => p.id === 'moon').nakshatra)
  })

  it('answers in Hindi, Tamil and Telugu from the phrase book', async () => {
    const en = (await api().get('/api/matching').query(query)).body
    const scripts = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ }
    for (const [lang, script] of Object.entries(scripts)) {
      const res = await api().get('/api/matching').query({ ...query, lang })
      expect(res.status).toBe(200)
      expect(res.body.lang).toBe(lang)
      expect(res.body.total).toBe(en.total)
      expect(res.body.verdict).toMatch(script)
      expect(res.body.kootas[0].note).toMatch(script)
    }
    const bad = await api().get('/api/matching').query({ ...query, lang: 'fr' })
    expect(bad.status).toBe(400)
    expect(issue(bad.body, 'lang')).toBe('Language must be one of en, hi, ta, te')
  })

  it('answers 400 with the spec\'s messages for missing fields and missing coordinates', async () => {
    const res = await api().get('/api/matching')
    expect(res.status).toBe(400)
    expect(issue(res.body, 'boyDate')).toBe("Boy's birth date is required")
    expect(issue(res.body, 'boyTime')).toBe("Boy's birth time is required")
    expect(issue(res.body, 'girlDate')).toBe("Girl's birth date is required")
    expect(issue(res.body, 'girlTime')).toBe("Girl's birth time is required")
    expect(issue(res.body, 'boyLat')).toBe('Please select birth places for both partners')
    expect(issue(res.body, 'girlLon')).toBe('Please select birth places for both partners')
    const noGirlPlace = await api().get('/api/matching').query({ ...query, girlLat: '', girlLon: '' })
    expect(noGirlPlace.status).toBe(400)
    expect(noGirlPlace.body.issues.map((i: Issue) => i.path).sort()).toEqual(['girlLat', 'girlLon'])
  })

  it('answers 400 naming each invalid field', async () => {
    const res = await api().get('/api/matching').query({ ...query, boyDate: '2400-01-01', boyTime: '25:00', girlLat: 95, girlLon: 'east', girlDate: '14/05/1990' })
    expect(res.status).toBe(400)
    expect(issue(res.body, 'boyDate')).toBe("Boy's birth date must be between 1800 and 2399")
    expect(issue(res.body, 'boyTime')).toBe("Boy's birth time must be HH:MM or HH:MM:SS (24-hour)")
    expect(issue(res.body, 'girlLat')).toBe("Girl's latitude must be between -90 and 90 (exclusive)")
    expect(issue(res.body, 'girlLon')).toBe("Girl's longitude must be a number")
    expect(issue(res.body, 'girlDate')).toBe("Girl's birth date must be YYYY-MM-DD")
    // A zone that does not exist comes back on the partner's own field.
    const zone = await api().get('/api/matching').query({ ...query, boyTz: 'Mars/Olympus' })
    expect(zone.status).toBe(400)
    expect(issue(zone.body, 'boyTz')).toMatch(/^Boy: /)
  })

  it('never answers 500 for hostile input', async () => {
    const hostile = [
      { ...query, boyDate: ['1990-05-14', '1990-05-15'] },
      { ...query, boyLat: 'NaN' },
      { ...query, girlLon: 'Infinity' },
      { ...query, boyDate: '2025-02-30' },
      { ...query, girlTime: '\u0000' },
      { ...query, boyTz: 'x'.repeat(500) },
      { ...query, boyDisambiguation: 'middle' },
    ]
    for (const q of hostile) {
      const res = await api().get('/api/matching').query(q)
      expect(res.status, JSON.stringify(q).slice(0, 120)).toBe(400)
      expect(res.body.issues.length).toBeGreaterThan(0)
    }
  })

  it('reports a local time that did not exist for one partner (409), and computes the chosen reading', async () => {
    const gap = await api().get('/api/matching').query({ ...query, boyDate: '1941-10-01', boyTime: '00:30' })
    expect(gap.status).toBe(409)
    expect(gap.body.code).toBe('BIRTH_TIME.NONEXISTENT')
    expect(gap.body.details).toMatchObject({ partner: 'boy', candidates: expect.any(Array) })
    const chosen = await api().get('/api/matching').query({ ...query, boyDate: '1941-10-01', boyTime: '00:30', boyDisambiguation: 'later' })
    expect(chosen.status).toBe(200)
  })
})

describe('POST /api/matching', () => {
  it('accepts the spec\'s matching form and answers what the GET answers', async () => {
    const post = await api().post('/api/matching').send(form)
    expect(post.status).toBe(200)
    const get = (await api().get('/api/matching').query(query)).body
    expect(post.body.total).toBe(get.total)
    expect(post.body.kootas).toEqual(get.kootas)
    expect(post.body.boy).toMatchObject({ name: 'Arjun Mehta', nakshatra: get.boy.nakshatra })
    expect(post.body.girl.name).toBe('Priya Nair')
    const hindi = await api().post('/api/matching').send({ ...form, lang: 'hi' })
    expect(hindi.body.verdict).toMatch(/[\u0900-\u097F]/)
  })

  it('answers the spec\'s messages, and requires coordinates for both partners', async () => {
    const res = await api().post('/api/matching').send({ ...form, boyName: 'A', girlName: '', boyBirthDate: '', girlBirthTime: '', girlBirthPlace: '', girlLatitude: 0, girlLongitude: 0 })
    expect(res.status).toBe(400)
    expect(issue(res.body, 'boyName')).toBe("Boy's name is required")
    expect(issue(res.body, 'girlName')).toBe("Girl's name is required")
    expect(issue(res.body, 'boyBirthDate')).toBe("Boy's birth date is required")
    expect(issue(res.body, 'girlBirthTime')).toBe("Girl's birth time is required")
    expect(issue(res.body, 'girlBirthPlace')).toBe("Girl's birth place is required")
    const noCoordinates = await api().post('/api/matching').send({ ...form, boyLatitude: null, boyLongitude: undefined })
    expect(noCoordinates.status).toBe(400)
    expect(issue(noCoordinates.body, 'boyBirthPlace')).toBe('Please select birth places for both partners')
    for (const body of [null, [], 'text', 42, { boyName: { $gt: '' } }]) {
      const r = await api().post('/api/matching').set('Content-Type', 'application/json').send(JSON.stringify(body))
      expect(r.status).toBe(400)
    }
  })
})

describe('one manglik rule for matching and the dosha detector', () => {
  // Births spread over decades and places, so Mars falls in many houses and signs.
  const births = [
    { date: '1990-05-14', time: '10:30', lat: 28.6139, lon: 77.209 },
    { date: '1992-08-21', time: '18:45', lat: 19.076, lon: 72.8777 },
    { date: '1975-02-03', time: '04:05', lat: 13.0827, lon: 80.2707 },
    { date: '1968-11-30', time: '23:50', lat: 22.5726, lon: 88.3639 },
    { date: '2001-07-09', time: '13:15', lat: 17.385, lon: 78.4867 },
    { date: '1984-04-18', time: '06:40', lat: 12.9716, lon: 77.5946 },
    { date: '1959-09-25', time: '16:20', lat: 26.9124, lon: 75.7873 },
    { date: '2010-01-01', time: '00:10', lat: 9.9312, lon: 76.2673 },
  ]
  it('a birth is manglik (and cancelled) on /api/doshas exactly when it is in /api/matching', async () => {
    for (const b of births) {
      const match = await api().get('/api/matching').query({ boyDate: b.date, boyTime: b.time, boyLat: b.lat, boyLon: b.lon, girlDate: girl.date, girlTime: girl.time, girlLat: girl.lat, girlLon: girl.lon })
      const doshas = await api().get('/api/doshas').query(b)
      expect(match.status).toBe(200)
      expect(doshas.status).toBe(200)
      const detector = doshas.body.doshas.find((d: { id: string }) => d.id === 'manglik')
      expect({ present: detector.present, cancelled: detector.cancelled }, `${b.date} ${b.time}`).toEqual({
        present: match.body.manglik.boy.present,
        cancelled: match.body.manglik.boy.cancelled,
      })
    }
  })
})
