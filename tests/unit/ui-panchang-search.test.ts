import { describe, expect, it } from 'vitest'
import {
  addDays,
  DEFAULT_PLACE,
  isCalendarDate,
  monthKey,
  panchangSearchString,
  parseMonth,
  parsePanchangSearch,
  PLACE_STORAGE_KEY,
  readRememberedPlace,
  rememberPlace,
  samePlace,
  shiftMonth,
  weekdayOf,
} from '../../ui/features/panchang/utils/panchang-search'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('panchang query strings', () => {
  it('reads a shared link', () => {
    const s = parsePanchangSearch(new URLSearchParams('date=2025-10-20&place=Mumbai,+Maharashtra,+India&lat=19.0728&lon=72.8826&tz=Asia/Kolkata&rise=apparent'))
    expect(s).toEqual({
      date: '2025-10-20',
      month: null,
      year: null,
      place: { name: 'Mumbai, Maharashtra, India', lat: 19.0728, lon: 72.8826, tz: 'Asia/Kolkata' },
      rise: 'apparent',
    })
  })

  it('drops what is not valid', () => {
    const s = parsePanchangSearch({ date: '2025-02-30', month: '2025-13', year: '99999', lat: '91', lon: '10', tz: 'x;y', rise: 'sideways' })
    expect(s).toEqual({ date: null, month: null, year: null, place: null, rise: 'hindu' })
    expect(parsePanchangSearch({ lat: '28.6', lon: '77.2', tz: '../etc' }).place).toEqual({ name: '28.60°N, 77.20°E', lat: 28.6, lon: 77.2 })
  })

  it('writes readable links that read back the same', () => {
    const place = { name: 'Chennai, Tamil Nadu, India', lat: 13.08784123, lon: 80.27847123, tz: 'Asia/Kolkata' }
    const text = panchangSearchString({ date: '2026-02-15', place, rise: 'hindu' })
    expect(text).toBe('date=2026-02-15&place=Chennai,%20Tamil%20Nadu,%20India&lat=13.0878&lon=80.2785&tz=Asia/Kolkata')
    const back = parsePanchangSearch(new URLSearchParams(text))
    expect(back.date).toBe('2026-02-15')
    expect(samePlace(back.place, place)).toBe(true)
    expect(panchangSearchString({ month: { year: 2025, month: 3 }, rise: 'apparent' })).toBe('month=2025-03&rise=apparent')
    expect(panchangSearchString({})).toBe('')
  })

  it('steps days and months', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(weekdayOf('2025-10-20')).toBe(1)
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 })
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 })
    expect(shiftMonth({ year: 2025, month: 5 }, -17)).toEqual({ year: 2023, month: 12 })
    expect(monthKey({ year: 2025, month: 3 })).toBe('2025-03')
    expect(parseMonth('2025-03')).toEqual({ year: 2025, month: 3 })
    expect(parseMonth('2025-3')).toBeNull()
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('1799-12-31')).toBe(false)
  })

  it('remembers the last place chosen, and survives bad storage', () => {
    const storage = memoryStorage()
    expect(readRememberedPlace(storage)).toBeNull()
    rememberPlace(storage, { name: 'Pune, Maharashtra, India', lat: 18.52, lon: 73.86, tz: 'Asia/Kolkata' })
    expect(readRememberedPlace(storage)).toEqual({ name: 'Pune, Maharashtra, India', lat: 18.52, lon: 73.86, tz: 'Asia/Kolkata' })
    expect(readRememberedPlace(memoryStorage({ [PLACE_STORAGE_KEY]: '{not json' }))).toBeNull()
    expect(readRememberedPlace(memoryStorage({ [PLACE_STORAGE_KEY]: '{"lat":95,"lon":10}' }))).toBeNull()
    expect(readRememberedPlace(null)).toBeNull()
    const failing = { setItem: () => { throw new Error('QuotaExceeded') } }
    expect(() => rememberPlace(failing, DEFAULT_PLACE)).not.toThrow()
  })

  it('defaults to New Delhi in IST', () => {
    expect(DEFAULT_PLACE).toMatchObject({ lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' })
  })
})
