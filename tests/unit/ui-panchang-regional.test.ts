import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { zoneOffsetFn } from '../../core/jyotish/panchang/clock'
import { PanchangCalculator } from '../../core/jyotish/panchang/day'
import { presentPanchang } from '../../core/jyotish/panchang/present'
import { lunarMonthSystem } from '../../ui/components/month-reckoning'
import { panchangLabels } from '../../ui/components/panchang-labels'
import { dayMonthHeading, monthHeadline } from '../../ui/features/panchang/utils/regional-reckoning'
import { DEFAULT_PLACE, defaultPlace } from '../../ui/features/panchang/utils/panchang-search'
import type { PanchangMonth } from '../../ui/services/panchang-service'

const IST = zoneOffsetFn('Asia/Kolkata')
const delhi = new PanchangCalculator(new AstronomyEngineEphemeris(), { lat: 28.6139, lon: 77.209, offset: IST })
/** 5 Dec 2026 at New Delhi: amanta Kartika, purnimanta Margashirsha (krishna paksha), Karthigai 19 of Parabhava. */
const day = presentPanchang(delhi.day('2026-12-05'), 'Asia/Kolkata', IST)
const YEAR_WORD = { en: (n: string) => `${n} year`, hi: (n: string) => `${n} संवत्सर`, ta: (n: string) => `${n} வருடம்`, te: (n: string) => `${n} నామ సంవత్సరం` }

describe('the day heading in each language’s reckoning', () => {
  it('is the engine’s day that the issue measured', () => {
    expect(day.masa).toMatchObject({ amanta: 'Kartika', purnimanta: 'Margashirsha' })
    expect(day.solar).toMatchObject({ name: 'Karthigai', day: 19 })
  })

  it('Telugu: heads the day with the amanta month (Kartika), not the purnimanta Margashirsha', () => {
    const te = panchangLabels('te')
    const parts = dayMonthHeading('te', te, day, YEAR_WORD.te)
    expect(parts[0]).toBe('కార్తీకం')
    expect(parts.join(' ')).not.toContain('మార్గశిరం')
    expect(parts[1]).toBe(`${te.samvatsara(day.samvatsara.south)} నామ సంవత్సరం`)
  })

  it('Hindi: purnimanta month first, with the amanta month beside it', () => {
    const hi = panchangLabels('hi')
    expect(dayMonthHeading('hi', hi, day, YEAR_WORD.hi)).toEqual(['मार्गशीर्ष (पूर्णिमांत)', 'कार्तिक (अमांत)', `विक्रम संवत ${day.samvat.vikram}`])
  })

  it('Tamil: the Tamil solar month and day and the Tamil year', () => {
    expect(dayMonthHeading('ta', panchangLabels('ta'), day, YEAR_WORD.ta)).toEqual(['கார்த்திகை 19', 'பராபவ வருடம்'])
  })

  it('English: as before, purnimanta with amanta shown', () => {
    expect(dayMonthHeading('en', panchangLabels('en'), day, YEAR_WORD.en)).toEqual(['Margashirsha (Purnimanta)', 'Kartika (Amanta)', `Vikram Samvat ${day.samvat.vikram}`])
  })
})

describe('the month page’s line of months', () => {
  const month = {
    samvat: { vikram: 2083, shaka: 1948 },
    samvatsara: { north: 'Siddharthi', south: 'Parabhava' },
    days: [
      { masa: { amanta: 'Kartika', purnimanta: 'Kartika', adhika: false }, solar: { month: 8, name: 'Karthigai', day: 15 }, tamilYear: { index: 40, name: 'Parabhava' } },
      { masa: { amanta: 'Kartika', purnimanta: 'Margashirsha', adhika: false }, solar: { month: 8, name: 'Karthigai', day: 29 }, tamilYear: { index: 40, name: 'Parabhava' } },
      { masa: { amanta: 'Margashirsha', purnimanta: 'Margashirsha', adhika: false }, solar: { month: 9, name: 'Margazhi', day: 1 }, tamilYear: { index: 40, name: 'Parabhava' } },
    ],
  } as unknown as PanchangMonth

  it('names amanta months on Telugu pages, purnimanta on Hindi pages, solar months on Tamil pages', () => {
    expect(monthHeadline('te', panchangLabels('te'), month, YEAR_WORD.te)).toMatch(/^కార్తీకం – మార్గశిరం \(అమాంత\)/)
    expect(monthHeadline('hi', panchangLabels('hi'), month, YEAR_WORD.hi)).toMatch(/^कार्तिक – मार्गशीर्ष \(पूर्णिमांत\) · विक्रम संवत 2083/)
    expect(monthHeadline('ta', panchangLabels('ta'), month, YEAR_WORD.ta)).toMatch(/^கார்த்திகை – மார்கழி · பராபவ வருடம் · /)
  })
})

describe('a festival’s lunar month', () => {
  it('is amanta on Telugu and Tamil pages (Deepavali in Ashvin), purnimanta on Hindi and English ones (Kartika)', () => {
    expect(['en', 'hi', 'ta', 'te'].map((l) => lunarMonthSystem(l as 'en'))).toEqual(['purnimanta', 'purnimanta', 'amanta', 'amanta'])
  })
})

describe('the default place', () => {
  it('is named in the page’s language and script, at the same coordinates', () => {
    expect(defaultPlace('en').name).toBe('New Delhi, Delhi, India')
    expect(defaultPlace('hi').name).toMatch(/^नई दिल्ली/)
    expect(defaultPlace('ta').name).toMatch(/^புது தில்லி/)
    expect(defaultPlace('te').name).toMatch(/^న్యూ ఢిల్లీ/)
    for (const l of ['hi', 'ta', 'te'] as const) {
      expect(defaultPlace(l).name).not.toMatch(/[A-Za-z]/)
      expect(defaultPlace(l)).toMatchObject({ lat: DEFAULT_PLACE.lat, lon: DEFAULT_PLACE.lon, tz: DEFAULT_PLACE.tz })
    }
  })
})
