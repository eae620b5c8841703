import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { addDays, formatLocal, zoneOffsetFn } from '../../../core/jyotish/panchang/clock'
import { PanchangCalculator } from '../../../core/jyotish/panchang/day'
import { presentPanchang } from '../../../core/jyotish/panchang/present'
import { solarDateOf, tamilMonthStart, tamilYearOf } from '../../../core/jyotish/panchang/solar-calendar'

const eph = new AstronomyEngineEphemeris()
const IST = zoneOffsetFn('Asia/Kolkata')
const chennai = () => new PanchangCalculator(eph, { lat: 13.0827, lon: 80.2707, offset: IST })

/**
 * The first day of each Tamil month of the year Parabhava (14 Apr 2026 – 13 Apr 2027), as the Tamil
 * (Thirukanitha) calendars print them for Chennai. Corroborated where a source was reachable:
 * - 1 Sep 2026 = Aavani 16, year Parabhava (the README of the tamil-panchanga-calendar package on
 *   PyPI, 0.1.0, "16 ஆவணி பராபவ") → Aavani 1 = 17 Aug;
 * - 5 Dec 2026 = Karthigai 19 (the Tamil calendar date a reader compared the site with) → Karthigai 1 = 17 Nov;
 * - Puthandu (Chithirai 1) 14 Apr 2026 and Thai Pongal (Thai 1) 15 Jan 2027 are the festival dates.
 * Four of these months begin on the day after their sankranti because it falls after sunset (Karka
 * 16 Jul 23:40, Tula 17 Oct 19:52, Vrischika 16 Nov 19:43, Makara 14 Jan 2027 21:10 IST): the list
 * fails if the month were begun on the civil date of the sankranti.
 */
const PARABHAVA_MONTHS: Array<[string, string]> = [
  ['2026-04-14', 'Chithirai'],
  ['2026-05-15', 'Vaikasi'],
  ['2026-06-15', 'Aani'],
  ['2026-07-17', 'Aadi'],
  ['2026-08-17', 'Aavani'],
  ['2026-09-17', 'Purattasi'],
  ['2026-10-18', 'Aippasi'],
  ['2026-11-17', 'Karthigai'],
  ['2026-12-16', 'Margazhi'],
  ['2027-01-15', 'Thai'],
  ['2027-02-13', 'Maasi'],
  ['2027-03-15', 'Panguni'],
]

describe('Tamil solar calendar', () => {
  it('begins each month of 2026–27 on the published date, the day before being the last of the previous month', () => {
    const calc = chennai()
    PARABHAVA_MONTHS.forEach(([date, name], i) => {
      const first = solarDateOf(calc, date)
      expect({ date, name: first.name, month: first.month, day: first.day }).toEqual({ date, name, month: i + 1, day: 1 })
      expect(first.firstDay).toBe(date)
      const before = solarDateOf(calc, addDays(date, -1))
      expect(before.month, `${date} − 1`).toBe(i === 0 ? 12 : i)
      expect(before.day).toBeGreaterThanOrEqual(29)
    })
    expect(solarDateOf(calc, '2027-04-14')).toMatchObject({ name: 'Chithirai', day: 1, year: { name: 'Plavanga' } })
  })

  it('puts Thai Pongal and Puthandu of 2023–2026 on their published dates, whichever side of sunset the sankranti falls', () => {
    // Thai 1 (Pongal) and Chithirai 1 (Puthandu), Tamil Nadu's public holidays: Pongal 15 Jan 2023
    // (Makara sankranti 14 Jan, 20:45 IST, after sunset), 15 Jan 2024 (02:43), 14 Jan 2025 (astroaura.net:
    // sankranti 8:49 AM), 14 Jan 2026 (India Today: sankranti 3:13 PM); Puthandu 14 Apr 2023, 14 Apr
    // 2024 (Mesha sankranti 13 Apr, 21:04, after sunset), 14 Apr 2025.
    const calc = chennai()
    for (const date of ['2023-01-15', '2024-01-15', '2025-01-14', '2026-01-14']) {
      expect(solarDateOf(calc, date), date).toMatchObject({ name: 'Thai', day: 1 })
      expect(solarDateOf(calc, addDays(date, -1)).name, date).toBe('Margazhi')
    }
    for (const date of ['2023-04-14', '2024-04-14', '2025-04-14']) {
      expect(solarDateOf(calc, date), date).toMatchObject({ name: 'Chithirai', day: 1 })
      expect(solarDateOf(calc, addDays(date, -1)).name, date).toBe('Panguni')
    }
    expect(solarDateOf(calc, '2025-04-14').year.name).toBe('Vishvavasu')
    expect(solarDateOf(calc, '2024-04-14').year.name).toBe('Krodhi')
  })

  it('numbers the days of the month', () => {
    const calc = chennai()
    expect(solarDateOf(calc, '2026-12-05')).toMatchObject({ name: 'Karthigai', day: 19 })
    expect(solarDateOf(calc, '2026-09-01')).toMatchObject({ name: 'Aavani', day: 16 })
    expect(solarDateOf(calc, '2026-12-15')).toMatchObject({ name: 'Karthigai', day: 29 })
    expect(solarDateOf(calc, '2027-04-13')).toMatchObject({ name: 'Panguni', day: 30 })
  })

  it('applies the sunset rule: a sankranti after sunset begins the month on the next day', () => {
    const calc = chennai()
    const { sankranti } = solarDateOf(calc, '2026-11-17')
    expect(formatLocal(sankranti, IST)).toMatch(/^2026-11-16T19:4/)
    expect(tamilMonthStart(calc, sankranti)).toBe('2026-11-17')
    // the same instant an hour before that sunset would begin the month the same day
    const sunset = calc.solarDay('2026-11-16').anchorSet
    expect(tamilMonthStart(calc, sunset - 1 / 24)).toBe('2026-11-16')
    expect(tamilMonthStart(calc, sunset + 1 / 1440)).toBe('2026-11-17')
  })

  it('names the year of the 60-year cycle from Chithirai 1', () => {
    expect(tamilYearOf('2026-04-14', 1).name).toBe('Parabhava')
    expect(tamilYearOf('2026-04-13', 12).name).toBe('Vishvavasu')
    expect(tamilYearOf('2027-01-20', 10).name).toBe('Parabhava')
    expect(tamilYearOf('2026-12-20', 9).name).toBe('Parabhava')
    expect(tamilYearOf('1987-04-14', 1)).toEqual({ index: 1, name: 'Prabhava' })
    expect(tamilYearOf('2046-04-14', 1)).toEqual({ index: 60, name: 'Akshaya' })
  })

  it('is part of the API day', () => {
    const calc = chennai()
    const json = presentPanchang(calc.day('2026-12-05'), 'Asia/Kolkata', IST)
    expect(json.solar).toEqual({ month: 8, name: 'Karthigai', day: 19, firstDay: '2026-11-17', sankranti: expect.stringMatching(/^2026-11-16T19:4\d:\d\d\+05:30$/), rule: 'sunset' })
    expect(json.tamilYear).toEqual({ index: 40, name: 'Parabhava' })
    // the lunar months of the same day: amanta Kartika, purnimanta Margashirsha
    expect(json.masa).toMatchObject({ amanta: 'Kartika', purnimanta: 'Margashirsha' })
  })
})
