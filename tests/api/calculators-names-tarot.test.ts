import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Platform } from '../../server/platform'
import { testPlatform } from '../support/platform'

/**
 * Numerology, lucky numbers, baby names, gemstones and tarot over HTTP: the answers' shapes,
 * field messages for bad input (400), and never a 500. The clock is fixed so the personal year is known.
 */
let platform: Platform
const NOW = new Date('2026-11-24T06:00:00Z')
beforeAll(async () => {
  platform = await testPlatform({}, { clock: { now: () => NOW } })
})
afterAll(async () => platform.close())
const api = () => request(platform.app)

// Mahatma Gandhi, 1869-10-02 07:12 LMT Porbandar (Astro-Databank, Rodden AA): a Libra (Tula) lagna.
const GANDHI = { date: '1869-10-02', time: '07:12', lat: 21.6417, lon: 69.6293, tz: 'Asia/Kolkata' }

describe('GET /api/numerology', () => {
  it('reads a name and birth date', async () => {
    const res = await api().get('/api/numerology').query({ name: 'Mahatma Gandhi', date: '1869-10-02' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      mulank: 2,
      bhagyank: 9,
      name: { pythagorean: { total: 55, reduced: 1 }, chaldean: { total: 39, reduced: 3 } },
      personalYear: 4, // 2 + 1+0 + 2+0+2+6 = 13 → 4 in 2026
      input: { year: 2026 },
    })
    expect(res.body.meanings.mulank.nature).toMatch(/Moon/)
    expect(res.body.meanings.personalYear.text.length).toBeGreaterThan(20)
    expect(res.body.lucky.numbers[0]).toBe(2)
  })

  it('answers in Telugu and for a given year', async () => {
    const res = await api().get('/api/numerology').query({ name: 'Ravi', date: '1990-07-29', year: 2025, lang: 'te' })
    expect(res.status).toBe(200)
    expect(res.body.personalYear).toBe(9)
    expect(res.body.meanings.personalYear.text).toMatch(/[\u0C00-\u0C7F]/)
  })

  it('refuses bad input with field messages', async () => {
    const res = await api().get('/api/numerology').query({ date: '1990-13-01', year: 1700, lang: 'fr' })
    expect(res.status).toBe(400)
    const paths = res.body.issues.map((i: { path: string }) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['name', 'date', 'year', 'lang']))
    expect(res.body.issues.find((i: { path: string }) => i.path === 'name').message).toBe('Name is required')
  })
})

describe('GET /api/numerology/year', () => {
  it('forecasts every number for any year', async () => {
    const res = await api().get('/api/numerology/year').query({ year: 2025, lang: 'hi' })
    expect(res.status).toBe(200)
    expect(res.body.universalYear).toBe(9)
    expect(res.body.forecasts).toHaveLength(9)
    expect(res.body.forecasts[0].theme).toMatch(/[\u0900-\u097F]/)
    const missing = await api().get('/api/numerology/year')
    expect(missing.status).toBe(400)
    expect(missing.body.issues).toEqual([{ path: 'year', message: 'Year is required' }])
  })
})

describe('GET /api/lucky-numbers', () => {
  it('works from numerology alone, with a given moon sign, or from the birth chart', async () => {
    const alone = await api().get('/api/lucky-numbers').query({ name: 'Asha', date: '1990-07-29' })
    expect(alone.status).toBe(200)
    expect(alone.body.moon).toBeNull()
    expect(alone.body.numbers).toContain(alone.body.mulank)

    const given = await api().get('/api/lucky-numbers').query({ name: 'Asha', date: '1990-07-29', moonSign: 4 })
    expect(given.body.moon).toMatchObject({ sign: 4, lord: 'moon', number: 2, source: 'given' })
    expect(given.body.days.map((d: { index: number }) => d.index)).toContain(1)

    const chart = await api().get('/api/kundli').query(GANDHI)
    const moonSign = chart.body.planets.find((p: { id: string }) => p.id === 'moon').sign
    const fromChart = await api().get('/api/lucky-numbers').query({ name: 'Mohandas', ...GANDHI })
    expect(fromChart.status).toBe(200)
    expect(fromChart.body.moon).toMatchObject({ sign: moonSign, source: 'chart' })
  })

  it('asks for the rest of the birth data when only part is given', async () => {
    const res = await api().get('/api/lucky-numbers').query({ name: 'Asha', date: '1990-07-29', time: '10:00' })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['lat', 'lon'])
    const bad = await api().get('/api/lucky-numbers').query({ name: 'Asha', date: '1990-07-29', moonSign: 13 })
    expect(bad.body.issues).toEqual([{ path: 'moonSign', message: 'Moon sign must be a number from 1 to 12' }])
  })
})

describe('GET /api/baby-names', () => {
  it('lists names by nakshatra and pada with their scripts', async () => {
    const res = await api().get('/api/baby-names').query({ nakshatra: 1, gender: 'boy' })
    expect(res.status).toBe(200)
    expect(res.body.syllables.map((s: { latin: string }) => s.latin)).toEqual(['chu', 'che', 'cho', 'la'])
    expect(res.body.names.length).toBeGreaterThan(5)
    for (const n of res.body.names) {
      expect(n).toMatchObject({ name: expect.any(String), meaning: expect.any(String), scripts: { hi: expect.any(String), ta: expect.any(String), te: expect.any(String) } })
      expect(['boy', 'unisex']).toContain(n.gender)
      expect(['chu', 'che', 'cho', 'la']).toContain(n.syllable)
    }
  })

  it("fills a rare pada's list to 20 names, saying how each fits (Revati 2, do, for a girl)", async () => {
    const res = await api().get('/api/baby-names').query({ nakshatra: 27, pada: 2, gender: 'girl' })
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThanOrEqual(20)
    const exact = res.body.names.filter((n: { match: string }) => n.match === 'syllable')
    expect(exact).toHaveLength(res.body.exact)
    for (const n of exact) expect(n.syllable).toBe('do')
    for (const n of res.body.names.slice(res.body.exact)) expect(['letter', 'nakshatra']).toContain(n.match)
  })

  it('filters by rashi, letter and text, and pages', async () => {
    const leo = await api().get('/api/baby-names').query({ rashi: 5, letter: 'M', limit: 5 })
    expect(leo.status).toBe(200)
    expect(leo.body.names.length).toBeLessThanOrEqual(5)
    for (const n of leo.body.names) expect(n.name.startsWith('M')).toBe(true)
    const q = await api().get('/api/baby-names').query({ q: 'moon', gender: 'girl' })
    expect(q.body.total).toBeGreaterThan(3)
  })

  it('exposes the syllable chakra', async () => {
    const res = await api().get('/api/baby-names/syllables').query({ lang: 'hi' })
    expect(res.status).toBe(200)
    expect(res.body.nakshatras).toHaveLength(27)
    expect(res.body.rashis[0].padas).toHaveLength(9)
  })

  it('refuses bad filters with field messages', async () => {
    const res = await api().get('/api/baby-names').query({ nakshatra: 0, pada: 5, gender: 'other', letter: '1', limit: 1000 })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['gender', 'letter', 'limit', 'nakshatra', 'pada'])
  })
})

describe('GET /api/gemstones', () => {
  it("advises Gandhi's Libra lagna: diamond, and the stones of the 5th and 9th lords; never a maraka's", async () => {
    const res = await api().get('/api/gemstones').query(GANDHI)
    expect(res.status).toBe(200)
    expect(res.body.ascendant).toMatchObject({ sign: 7, lord: 'venus' })
    // Libra: Venus rules 1 and 8; Saturn 4 and 5; Mercury 9 and 12; Mars 2 and 7 (maraka).
    expect(res.body.recommended.map((g: { gem: { id: string } }) => g.gem.id)).toEqual(['diamond', 'emerald', 'blueSapphire'])
    const mars = res.body.avoid.find((g: { planet: string }) => g.planet === 'mars')
    expect(mars.cautions).toContain('maraka')
    const diamond = res.body.recommended[0]
    expect(diamond.wearing).toMatchObject({ finger: { id: 'middle' }, day: { index: 5 }, minCarats: 0.5 })
    expect(diamond.wearing.text).toMatch(/Friday/)
    for (const g of res.body.recommended) expect(g.owns.filter((h: number) => h === 2 || h === 7)).toEqual([])
  })

  it('answers in Tamil and refuses a bad birth', async () => {
    const ta = await api().get('/api/gemstones').query({ ...GANDHI, lang: 'ta' })
    expect(ta.body.summary).toMatch(/[\u0B80-\u0BFF]/)
    const bad = await api().get('/api/gemstones').query({ date: '1990-01-01', lat: 100 })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['time', 'lat', 'lon']))
  })
})

describe('GET /api/tarot/draw and /api/tarot/year', () => {
  it('draws a fresh celtic cross and repeats it from its seed', async () => {
    const first = await api().get('/api/tarot/draw').query({ spread: 'celtic' })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body.cards).toHaveLength(10)
    expect(first.body.seed).toMatch(/^[A-Za-z0-9_-]{12}$/)
    const again = await api().get('/api/tarot/draw').query({ spread: 'celtic', seed: first.body.seed })
    expect(again.body.cards).toEqual(first.body.cards)
    const other = await api().get('/api/tarot/draw').query({ spread: 'celtic' })
    expect(other.body.seed).not.toBe(first.body.seed)
    for (const c of first.body.cards) expect(c).toMatchObject({ id: expect.any(String), name: expect.any(String), arcana: expect.stringMatching(/^(major|minor)$/), reversed: expect.any(Boolean), position: expect.any(String), meaning: expect.any(String) })
  })

  it('answers one card in Hindi, and a year of cards', async () => {
    const one = await api().get('/api/tarot/draw').query({ spread: 'one', seed: 'abc', lang: 'hi' })
    expect(one.body.cards).toHaveLength(1)
    expect(one.body.cards[0].meaning).toMatch(/[\u0900-\u097F]/)
    const year = await api().get('/api/tarot/year').query({ year: 2025 })
    expect(year.status).toBe(200)
    expect(year.body.months.map((m: { month: number }) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect((await api().get('/api/tarot/year').query({ year: 2025 })).body.months).toEqual(year.body.months)
  })

  it('refuses a bad spread or seed', async () => {
    const res = await api().get('/api/tarot/draw').query({ spread: 'seven', seed: '<script>' })
    expect(res.status).toBe(400)
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['seed', 'spread'])
  })
})

describe('hostile input', () => {
  const paths = ['/api/numerology', '/api/numerology/year', '/api/lucky-numbers', '/api/baby-names', '/api/baby-names/syllables', '/api/gemstones', '/api/tarot/draw', '/api/tarot/year']
  const hostile = [
    { name: ['a', 'b'], date: ['x'], year: 'NaN', nakshatra: '1e999', seed: 'x'.repeat(500) },
    { name: '%ff', date: '2024-02-30', moonSign: '-0', rashi: '3.5', letter: 'ab1', q: 'x'.repeat(80), spread: {} },
    { lat: '1e308', lon: '-1e308', time: '25:61', tz: 'Mars/Olympus', lang: 'xx' },
  ]
  it('never answers 5xx', async () => {
    for (const path of paths)
      for (const query of hostile) {
        const res = await api().get(path).query(query)
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBeLessThan(500)
      }
  })
})

describe('GET /api/love-compatibility', () => {
  it('reads two signs, by name or number, in the asked language', async () => {
    const res = await api().get('/api/love-compatibility').query({ sign1: 'leo', sign2: 1, lang: 'hi' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ pairKey: 'aries-leo', score: 100, band: 'excellent', bhakoot: { position: '5/9', dosha: true, cancelled: true } })
    expect(res.body.asked).toEqual([
      { sign: 5, name: 'सिंह' },
      { sign: 1, name: 'मेष' },
    ])
    for (const part of ['headline', 'text', 'tip']) expect(res.body.text[part]).toMatch(/[\u0900-\u097F]/)
  })

  it('gives the same reading whichever sign comes first, and a different one for another pair', async () => {
    const [ab, ba, other] = await Promise.all([
      api().get('/api/love-compatibility').query({ sign1: 'virgo', sign2: 'pisces' }),
      api().get('/api/love-compatibility').query({ sign1: 'pisces', sign2: 'virgo' }),
      api().get('/api/love-compatibility').query({ sign1: 'virgo', sign2: 'aries' }),
    ])
    expect(ab.body.text).toEqual(ba.body.text)
    expect(ab.body.text.text).not.toBe(other.body.text.text)
  })

  it('refuses a missing or unknown sign with field messages', async () => {
    const res = await api().get('/api/love-compatibility').query({ sign1: 'dragon', lang: 'xx' })
    expect(res.status).toBe(400)
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'sign1', message: 'First sign must be a sign from 1 to 12 or its name' },
        { path: 'sign2', message: 'Second sign is required' },
        expect.objectContaining({ path: 'lang' }),
      ]),
    )
  })
})

describe('GET /api/guides/:slug', () => {
  it('gives a guide in each language with its sections', async () => {
    for (const lang of ['en', 'hi', 'ta', 'te']) {
      const res = await api().get('/api/guides/vastu').query({ lang })
      expect(res.status, lang).toBe(200)
      expect(res.body).toMatchObject({ slug: 'vastu', lang })
      expect(res.body.sections.map((s: { id: string }) => s.id)).toContain('directions')
    }
    const palm = await api().get('/api/guides/palmistry').query({ lang: 'ta' })
    expect(palm.body.title).toMatch(/[\u0B80-\u0BFF]/)
  })

  it('answers 404 for a guide that does not exist and 400 for an unknown language', async () => {
    expect((await api().get('/api/guides/astrology-for-cats')).status).toBe(404)
    const res = await api().get('/api/guides/palmistry').query({ lang: 'fr' })
    expect(res.status).toBe(400)
    expect(res.body.issues[0].path).toBe('lang')
  })
})

describe('GET /api/horoscope/:period/:sign', () => {
  it('answers the contract’s fields for today (the fixed clock) in the asked language', async () => {
    const res = await api().get('/api/horoscope/daily/leo').query({ lang: 'te' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ sign: 'leo', period: 'daily', from: '2026-11-24', to: '2026-11-24', lang: 'te', moonSign: 5 })
    for (const field of ['prediction', 'love', 'career', 'health', 'finances', 'luckyColor']) expect(res.body[field], field).toMatch(/[\u0C00-\u0C7F]/)
    expect(res.body.luckyNumber).toBeGreaterThanOrEqual(1)
    expect(res.body.luckyNumber).toBeLessThanOrEqual(9)
    expect(res.headers['cache-control']).toContain('max-age')
  })

  it('covers a week, a month and a year around the given date', async () => {
    const week = await api().get('/api/horoscope/weekly/pisces').query({ date: '2026-11-26' })
    expect(week.body).toMatchObject({ from: '2026-11-23', to: '2026-11-29' })
    const year = await api().get('/api/horoscope/yearly/pisces').query({ date: '2026-11-26' })
    expect(year.body).toMatchObject({ from: '2026-01-01', to: '2026-12-31' })
    expect(year.body.facts.eclipses.length).toBeGreaterThanOrEqual(2)
  })

  it("names the period's festivals from the festival calendar, in the reader's language", async () => {
    // Diwali fell on 20 October 2025 in New Delhi; Dhanteras on the 18th and Bhai Dooj on the 23rd.
    const day = await api().get('/api/horoscope/daily/aries').query({ date: '2025-10-20', lang: 'hi' })
    expect(day.body.prediction).toContain('दीपावली (लक्ष्मी पूजा)')
    const week = await api().get('/api/horoscope/weekly/virgo').query({ date: '2025-10-20', lang: 'en' })
    expect(week.body.prediction).toContain('Diwali (Lakshmi Puja)')
    expect(week.body.prediction).toContain('Bhai Dooj')
    const month = await api().get('/api/horoscope/monthly/virgo').query({ date: '2025-10-20', lang: 'ta' })
    expect(month.body.prediction).toContain('தீபாவளி')
    // A day without a festival says nothing of one.
    const plain = await api().get('/api/horoscope/daily/aries').query({ date: '2025-10-27', lang: 'en' })
    expect(plain.body.prediction).not.toMatch(/Diwali|festival/i)
  })

  it('refuses an unknown period, sign, date or language with field messages', async () => {
    const bad = await api().get('/api/horoscope/hourly/dragon').query({ date: '2026-02-30', lang: 'fr' })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['date', 'lang', 'period', 'sign'])
    expect(bad.body.issues.find((i: { path: string }) => i.path === 'sign').message).toBe('Sign must be a zodiac sign in English, aries to pisces')
  })
})

describe('GET /api/nakshatras/:slug', () => {
  it('gives a nakshatra’s facts from the tables and its text in the asked language', async () => {
    const res = await api().get('/api/nakshatras/purva-phalguni').query({ lang: 'hi' })
    expect(res.status).toBe(200)
    // Purva Phalguni, the 11th: ruled by Venus, manushya gana, rat yoni, madhya nadi; 133°20′–146°40′, all in Leo.
    expect(res.body).toMatchObject({ index: 11, id: 'purvaPhalguni', lord: 'venus', gana: 'manushya', yoni: { animal: 'rat' }, nadi: 'madhya' })
    expect(res.body.span.from).toBeCloseTo(133.333, 2)
    expect(res.body.padas.map((p: { rashi: number }) => p.rashi)).toEqual([5, 5, 5, 5])
    expect(res.body.traits).toMatch(/[\u0900-\u097F]/)
    expect(res.body.compatible).toHaveLength(6)
    for (const c of res.body.compatible) expect(c.points).toBeLessThanOrEqual(21)
  })

  it('answers 404 for an unknown nakshatra', async () => {
    expect((await api().get('/api/nakshatras/abhijit-x')).status).toBe(404)
  })
})

describe('GET /api/zodiac-signs', () => {
  it('lists the twelve rashis with element, nature, lord and their description', async () => {
    const res = await api().get('/api/zodiac-signs').query({ lang: 'ta' })
    expect(res.status).toBe(200)
    expect(res.body.signs).toHaveLength(12)
    expect(res.body.signs[4]).toMatchObject({ id: 'leo', element: 'fire', modality: 'fixed', lord: 'sun', name: 'சிம்மம்' })
    expect(res.body.signs[4].nature).toMatch(/[\u0B80-\u0BFF]/)
    expect((await api().get('/api/zodiac-signs').query({ lang: 'xx' })).status).toBe(400)
  })
})
