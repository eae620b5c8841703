import { describe, expect, it } from 'vitest'
import { FESTIVALS, EKADASHI_NAMES, ADHIKA_EKADASHI_NAMES, SANKRANTI_NAMES } from '../../core/festivals/rules'
import { cellFestivals, currentPeriodIndex, dayMarks, festivalPageYear, festivalYearOfPath, festivalYearPath, groupByMonth, isFestivalYear, monthGrid } from '../../ui/features/panchang/utils/calendar'
import { festivalBaseId, festivalName } from '../../ui/components/festival-names'

describe('month grid', () => {
  it('lays a month out in weeks from Sunday', () => {
    const october = monthGrid(2025, 10)
    expect(october).toHaveLength(5)
    expect(october[0]).toEqual([null, null, null, '2025-10-01', '2025-10-02', '2025-10-03', '2025-10-04'])
    expect(october[4]).toEqual(['2025-10-26', '2025-10-27', '2025-10-28', '2025-10-29', '2025-10-30', '2025-10-31', null])
    expect(monthGrid(2026, 2)).toHaveLength(4)
    expect(monthGrid(2026, 2)[0][0]).toBe('2026-02-01')
    expect(monthGrid(2025, 8)).toHaveLength(6)
    expect(() => monthGrid(2025, 13)).toThrow(RangeError)
  })
})

describe('festival routes', () => {
  it('reads the year of /year-YYYY/festivals and /festivals-YYYY for 1900–2100', () => {
    expect(festivalYearOfPath('/year-2025/festivals')).toBe(2025)
    expect(festivalYearOfPath('/festivals-2027')).toBe(2027)
    expect(festivalYearOfPath('/year-{$year}/festivals', { year: '2026' })).toBe(2026)
    expect(festivalYearOfPath('/year-1899/festivals')).toBeNull()
    expect(festivalYearOfPath('/year-2101/festivals')).toBeNull()
    expect(festivalYearOfPath('/hindu-festivals')).toBeNull()
    expect(festivalYearPath(2026)).toBe('/year-2026/festivals')
    expect(isFestivalYear(1900) && isFestivalYear(2100) && !isFestivalYear(2025.5)).toBe(true)
  })

  it("chooses the page's year: the route's, then a valid ?year=, then today's", () => {
    expect(festivalPageYear(2025, 2030, '2026-11-30')).toBe(2025)
    expect(festivalPageYear(null, 2030, '2026-11-30')).toBe(2030)
    expect(festivalPageYear(null, 1800, '2026-11-30')).toBe(2026)
    expect(festivalPageYear(null, null, '2026-11-30')).toBe(2026)
  })

  it('groups a calendar by month in date order', () => {
    const groups = groupByMonth([{ date: '2025-10-20' }, { date: '2025-01-14' }, { date: '2025-10-02' }])
    expect(groups.map((g) => [g.month, g.entries.map((e) => e.date)])).toEqual([
      [1, ['2025-01-14']],
      [10, ['2025-10-02', '2025-10-20']],
    ])
  })
})

describe('period tables and month cells', () => {
  it('finds the running period', () => {
    const periods = [
      { start: '2025-10-20T06:28:54+05:30', end: '2025-10-20T07:53:07+05:30' },
      { start: '2025-10-20T07:53:07+05:30', end: '2025-10-20T09:17:20+05:30' },
    ]
    expect(currentPeriodIndex(periods, Date.parse('2025-10-20T07:53:07+05:30'))).toBe(1)
    expect(currentPeriodIndex(periods, Date.parse('2025-10-20T06:00:00+05:30'))).toBe(-1)
  })

  it('marks Ekadashi, Purnima and Amavasya days and puts named festivals first', () => {
    expect(dayMarks([{ category: 'ekadashi' }, { category: 'pradosh' }])).toEqual({ ekadashi: true, purnima: false, amavasya: false })
    const day = [{ category: 'amavasya' }, { category: 'festival' }, { category: 'pradosh' }, { category: 'festival' }]
    expect(cellFestivals(day, 2)).toEqual({ shown: [{ category: 'festival' }, { category: 'festival' }], more: 2 })
  })
})

describe('festival names in four languages', () => {
  it('knows every named festival of the engine, in every language', () => {
    for (const f of FESTIVALS) {
      expect(festivalName({ id: f.id, name: f.name }, 'en')).toBe(f.name)
      for (const language of ['hi', 'ta', 'te'] as const) expect(festivalName({ id: f.id, name: f.name }, language), `${f.id} ${language}`).not.toBe(f.name)
    }
  })

  it('translates the recurring vrats, sankrantis and eclipses by their English pattern', () => {
    const names = [
      ...EKADASHI_NAMES.flat().map((n) => `${n} Ekadashi`),
      ...ADHIKA_EKADASHI_NAMES.map((n) => `${n} Ekadashi`),
      ...SANKRANTI_NAMES,
      'Kartika Purnima',
      'Adhika Jyeshtha Purnima',
      'Ashvin Amavasya',
      'Magha Amavasya (Somvati)',
      'Pausha Amavasya (Shani)',
      'Sankashti Chaturthi',
      'Angaraki Sankashti Chaturthi',
      'Pradosh Vrat',
      'Soma Pradosh Vrat',
      'Bhauma Pradosh Vrat',
      'Shani Pradosh Vrat',
      'Masik Shivaratri',
      'Total Lunar Eclipse (Chandra Grahan)',
      'Penumbral Lunar Eclipse (Chandra Grahan)',
      'Annular Solar Eclipse (Surya Grahan)',
      'Hybrid Solar Eclipse (Surya Grahan)',
    ]
    for (const name of names) {
      for (const language of ['hi', 'ta', 'te'] as const) {
        const translated = festivalName({ id: `${name.toLowerCase().replace(/\W+/g, '-')}-2025-01-01`, name }, language)
        expect(translated, `${name} ${language}`).not.toMatch(/[A-Za-z]/)
      }
    }
    expect(festivalName({ id: 'x', name: 'Kartika Purnima' }, 'hi')).toBe('कार्तिक पूर्णिमा')
    expect(festivalName({ id: 'x', name: 'Magha Amavasya (Somvati)' }, 'hi')).toBe('माघ अमावस्या (सोमवती)')
    expect(festivalName({ id: 'x', name: 'Total Lunar Eclipse (Chandra Grahan)' }, 'te')).toBe('సంపూర్ణ చంద్ర గ్రహణం')
    // A month in a compound takes its stem.
    expect(festivalName({ id: 'x', name: 'Pausha Purnima' }, 'te')).toBe('పుష్య పౌర్ణమి')
    expect(festivalName({ id: 'x', name: 'Magha Amavasya' }, 'ta')).toBe('மாக அமாவாசை')
  })

  it('keeps a repeated id and an unknown festival readable', () => {
    expect(festivalBaseId('diwali-2025-10-20')).toBe('diwali')
    expect(festivalName({ id: 'diwali-2025-10-20', name: 'Diwali (Lakshmi Puja)' }, 'ta')).toBe('தீபாவளி (லட்சுமி பூஜை)')
    expect(festivalName({ id: 'new-festival', name: 'New Festival' }, 'hi')).toBe('New Festival')
  })
})
