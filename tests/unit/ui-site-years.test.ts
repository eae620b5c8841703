import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { lookupRoute } from '../../ui/app/route-lookup'
import { sitePages } from '../../ui/app/site-map'
import { indiaToday, menuYears, offeredYears } from '../../ui/app/site-years'
import { horoscopeTarget } from '../../ui/features/horoscope/utils/horoscope-target'
import { tarotPageYear } from '../../ui/features/divination/utils/tarot-search'
import { pageYear } from '../../ui/features/numerology/utils/numerology-search'

/** The site lives in the current year: which years it offers on a date, and the year pages of any year. */
describe('the years offered', () => {
  it('are 2025 to this year, and next year too from 1 October', () => {
    expect(offeredYears('2026-06-15')).toEqual([2025, 2026])
    expect(menuYears('2026-06-15')).toEqual([2026])
    expect(offeredYears('2026-09-30')).toEqual([2025, 2026])
    expect(offeredYears('2026-10-01')).toEqual([2025, 2026, 2027])
    expect(menuYears('2026-10-01')).toEqual([2026, 2027])
    // October to December alike: in December readers search for next year more than ever.
    expect(offeredYears('2026-12-05')).toEqual([2025, 2026, 2027])
    expect(menuYears('2026-12-31')).toEqual([2026, 2027])
    expect(offeredYears('2025-03-01')).toEqual([2025])
    expect(offeredYears('2027-01-01')).toEqual([2025, 2026, 2027])
  })

  it('follow the date in India, not the server’s zone', () => {
    // 30 September, 19:00 UTC is already 1 October, 00:30 in India.
    expect(indiaToday(new Date('2026-09-30T19:00:00Z'))).toBe('2026-10-01')
    expect(indiaToday(new Date('2026-09-30T18:00:00Z'))).toBe('2026-09-30')
    expect(menuYears(indiaToday(new Date('2026-09-30T19:00:00Z')))).toEqual([2026, 2027])
  })
})

describe('the year pages', () => {
  it('answer for any year the engine computes, the 2025 addresses included', () => {
    for (const page of ['horoscope', 'numerology', 'tarot', 'festivals']) {
      expect(lookupRoute(`/year-2026/${page}`), page).toMatchObject({ params: { year: '2026' } })
      expect(lookupRoute(`/year-2025/${page}`), page).toMatchObject({ params: { year: '2025' } })
      expect(lookupRoute(`/hindi/year-2031/${page}`), page).toMatchObject({ language: 'hi', params: { year: '2031' } })
      expect(lookupRoute(`/year-1700/${page}`), page).toBeNull()
      expect(lookupRoute(`/year-26/${page}`), page).toBeNull()
    }
    expect(lookupRoute('/year-2026/horoscope')?.entry.page).toBe('horoscope')
    expect(lookupRoute('/year-2026/numerology')?.entry.page).toBe('numerology-year')
    expect(lookupRoute('/year-2026/tarot')?.entry.page).toBe('tarot-year')
    expect(lookupRoute('/year-2026/festivals')?.entry.page).toBe('festivals')
    // The festival calendar's pages keep its narrower years.
    expect(lookupRoute('/year-1850/horoscope')).not.toBeNull()
    expect(lookupRoute('/year-1850/festivals')).toBeNull()
  })

  it('keep the old addresses as redirects, for any year', () => {
    expect(lookupRoute('/horoscope-2025')?.entry.redirectTo).toBe('/year-$year/horoscope')
    expect(lookupRoute('/numerology-2026')).toMatchObject({ entry: { redirectTo: '/year-$year/numerology' }, params: { year: '2026' } })
    expect(lookupRoute('/tarot-2027')?.entry.redirectTo).toBe('/year-$year/tarot')
    expect(lookupRoute('/festivals-2025')?.entry.redirectTo).toBe('/year-$year/festivals')
    expect(lookupRoute('/horoscope-1700')).toBeNull()
    expect(lookupRoute('/horoscopes')?.entry.path).toBe('/horoscopes')
  })

  it('name their year in the title and description, and the festival topics theirs', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const text = (path: string) => {
      const { entry, params } = lookupRoute(path)!
      return [i18n._({ ...entry.title, values: params }), i18n._({ ...entry.description, values: params })]
    }
    expect(text('/year-2026/horoscope')).toEqual(['Horoscope 2026', 'Your 2026 horoscope: the year ahead for love, career, health and money.'])
    expect(text('/year-2025/festivals')[0]).toBe('Festivals 2025')
    expect(text('/year-2027/tarot')[1]).toBe('Tarot cards for each month of 2027.')
    expect(text('/topics/diwali-2026-muhurat')[0]).toBe('Diwali 2026 Muhurat')
    expect(text('/topics/navratri-2025')[0]).toBe('Navratri 2025')
    expect(text('/topics/karva-chauth-2027')[1]).toBe('Karva Chauth 2027 date, moonrise time and puja muhurat.')
  })

  it('compute the path’s year, unless the query names another', () => {
    const horoscope = lookupRoute('/year-2026/horoscope')!
    expect(horoscopeTarget(horoscope.entry, horoscope.params, {})).toEqual({ period: 'yearly', sign: null, date: '2026-07-01' })
    expect(horoscopeTarget(horoscope.entry, horoscope.params, { year: '2030' }).date).toBe('2030-07-01')
    expect(tarotPageYear({}, 2026)).toBe(2026)
    expect(tarotPageYear({ year: '2028' }, 2026)).toBe(2028)
    expect(pageYear({}, 2027)).toBe(2027)
  })
})

describe('the sitemap', () => {
  const paths = (now: Date) => sitePages(now).flatMap((p) => p.alternates.map((a) => a.path))

  it('lists the year pages and festival topics of the years offered', () => {
    const june = paths(new Date('2026-06-15T06:00:00Z'))
    for (const path of ['/year-2025/horoscope', '/year-2026/horoscope', '/hindi/year-2026/numerology', '/year-2026/tarot', '/tamil/year-2025/festivals', '/topics/diwali-2026-muhurat', '/topics/navratri-2025', '/telugu/topics/holi-2026-date', '/topics/karva-chauth-2026'])
      expect(june, path).toContain(path)
    for (const path of ['/year-2027/horoscope', '/topics/diwali-2027-muhurat', '/horoscope-2026', '/year-2024/festivals']) expect(june, path).not.toContain(path)
    expect(june.filter((p) => p.includes('{') || p.includes('$'))).toEqual([])

    const october = paths(new Date('2026-10-01T06:00:00Z'))
    for (const path of ['/year-2027/horoscope', '/year-2027/festivals', '/topics/diwali-2027-muhurat']) expect(october, path).toContain(path)
  })
})
