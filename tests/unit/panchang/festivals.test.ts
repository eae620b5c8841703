import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { festivalCalendar } from '../../../core/festivals/calendar'
import { EKADASHI_NAMES, FESTIVALS, RECURRING } from '../../../core/festivals/rules'
import { zoneOffsetFn } from '../../../core/jyotish/panchang/clock'
import { PanchangCalculator } from '../../../core/jyotish/panchang/day'
import { BAD_YOGAS, muhuratDays, MUHURAT_RULES, type MuhuratCategory } from '../../../core/jyotish/panchang/muhurat'
import { isVishti } from '../../../core/jyotish/panchang/names'
import { dayTimings } from '../../../core/jyotish/panchang/timings'

const eph = new AstronomyEngineEphemeris()

describe('festival rules (data)', () => {
  it('have unique ids and valid months, tithis and kalas', () => {
    expect(new Set(FESTIVALS.map((f) => f.id)).size).toBe(FESTIVALS.length)
    for (const f of FESTIVALS) {
      if (f.rule.kind !== 'tithi') continue
      expect(f.rule.month).toBeGreaterThanOrEqual(1)
      expect(f.rule.month).toBeLessThanOrEqual(12)
      expect(f.rule.tithi).toBeGreaterThanOrEqual(1)
      expect(f.rule.tithi).toBeLessThanOrEqual(15)
      expect(f.rule.purnimanta).toBe(f.rule.paksha === 'krishna' ? (f.rule.month % 12) + 1 : f.rule.month)
    }
    expect(EKADASHI_NAMES).toHaveLength(12)
    expect(RECURRING.length).toBeGreaterThanOrEqual(8)
  })
  it('cover the issue\'s list', () => {
    const ids = new Set(FESTIVALS.map((f) => f.id))
    for (const id of ['makar-sankranti', 'vasant-panchami', 'maha-shivaratri', 'holika-dahan', 'holi', 'ugadi', 'gudi-padwa', 'ram-navami', 'hanuman-jayanti', 'akshaya-tritiya', 'guru-purnima', 'nag-panchami', 'raksha-bandhan', 'krishna-janmashtami', 'ganesh-chaturthi', 'chaitra-navratri', 'sharad-navratri', 'dussehra', 'karva-chauth', 'dhanteras', 'diwali', 'govardhan-puja', 'bhai-dooj', 'chhath-puja', 'pongal', 'onam'])
      expect(ids.has(id), id).toBe(true)
  })
})

describe('festival calendar over the whole range, for several places', () => {
  const places = {
    'New Delhi': { lat: 28.6139, lon: 77.209, offset: zoneOffsetFn('Asia/Kolkata') },
    Chennai: { lat: 13.0827, lon: 80.2707, offset: zoneOffsetFn('Asia/Kolkata') },
    'New York': { lat: 40.7128, lon: -74.006, offset: zoneOffsetFn('America/New_York') },
    Sydney: { lat: -33.8688, lon: 151.2093, offset: zoneOffsetFn('Australia/Sydney') },
  }
  for (const year of [1900, 1963, 2000, 2050, 2100])
    for (const [name, place] of Object.entries(places)) {
      if (year !== 2000 && name !== 'New Delhi') continue
      it(`${year}, ${name}: every named festival once, 24–26 Ekadashis, sorted dates within the year`, () => {
        const cal = festivalCalendar(eph, null, { year, place })
        for (const f of FESTIVALS) expect(cal.filter((e) => e.id === f.id).length, `${f.id} ${year}`).toBe(1)
        const ekadashis = cal.filter((e) => e.category === 'ekadashi').length
        expect(ekadashis).toBeGreaterThanOrEqual(24)
        expect(ekadashis).toBeLessThanOrEqual(26)
        expect(cal.filter((e) => e.category === 'sankranti' || e.id === 'makar-sankranti').length).toBe(12)
        for (let i = 1; i < cal.length; i++) expect(cal[i].date >= cal[i - 1].date).toBe(true)
        expect(cal.every((e) => e.date.startsWith(String(year)))).toBe(true)
        const holika = cal.find((e) => e.id === 'holika-dahan')!
        expect(cal.find((e) => e.id === 'holi')!.date > holika.date).toBe(true)
      })
    }
})

describe('shubh muhurat windows', () => {
  const calc = new PanchangCalculator(eph, { lat: 28.6139, lon: 77.209, offset: zoneOffsetFn('Asia/Kolkata') })
  for (const category of Object.keys(MUHURAT_RULES) as MuhuratCategory[])
    it(`${category}: every window satisfies the rules`, () => {
      const rules = MUHURAT_RULES[category]
      for (const month of ['2026-02-01', '2026-05-01', '2026-11-01']) {
        for (const day of muhuratDays(calc, category, month, 28)) {
          expect(rules.weekdays).toContain(day.weekday)
          const t = dayTimings(calc.frame(day.date))
          for (const w of day.windows) {
            expect(w.end - w.start).toBeGreaterThanOrEqual(24 / 1440 - 1e-9)
            for (const at of [w.start + 1e-6, (w.start + w.end) / 2, w.end - 1e-6]) {
              expect(rules.tithis).toContain(calc.timeline('tithi').at(at).index)
              expect(rules.nakshatras).toContain(calc.timeline('nakshatra').at(at).index)
              expect(BAD_YOGAS).not.toContain(calc.timeline('yoga').at(at).index)
              expect(isVishti(calc.timeline('karana').at(at).index)).toBe(false)
              expect(at > t.rahuKaal.start && at < t.rahuKaal.end).toBe(false)
            }
          }
        }
      }
    })
  it('marriage has no dates in Chaturmas or Kharmas', () => {
    expect(muhuratDays(calc, 'marriage', '2026-08-01', 31)).toEqual([])
    expect(muhuratDays(calc, 'marriage', '2025-12-17', 14)).toEqual([])
  })
})
