import { describe, expect, it } from 'vitest'
import { zoneOffsetSeconds } from '../../../core/places/zone-offset'
import { addDays, formatLocal, jdFromMs, localDateOf, localMidnight, parseIsoDate, weekdayOf, zoneOffsetFn } from '../../../core/jyotish/panchang/clock'

describe('panchang clock', () => {
  it('formats instants with the place offset at that instant, to the second', () => {
    const ist = zoneOffsetFn('Asia/Kolkata')
    expect(formatLocal(jdFromMs(Date.parse('2025-10-20T00:58:54.4Z')), ist)).toBe('2025-10-20T06:28:54+05:30')
    const ny = zoneOffsetFn('America/New_York')
    expect(formatLocal(jdFromMs(Date.parse('2025-07-04T09:30:00Z')), ny)).toBe('2025-07-04T05:30:00-04:00')
    expect(formatLocal(jdFromMs(Date.parse('2025-12-04T09:30:00Z')), ny)).toBe('2025-12-04T04:30:00-05:00')
    // Before 1906 the tz database's Asia/Kolkata offset has seconds (+05:21:10), printed as such.
    expect(formatLocal(jdFromMs(Date.parse('1900-06-01T00:00:00Z')), ist)).toBe('1900-06-01T05:21:10+05:21:10')
  })
  it('finds local midnights, also on days with a DST change', () => {
    const ny = zoneOffsetFn('America/New_York')
    const utc = (jd: number) => new Date(Math.round((jd - 2440587.5) * 864e5)).toISOString()
    expect(utc(localMidnight('2025-03-09', ny))).toBe('2025-03-09T05:00:00.000Z')
    expect(utc(localMidnight('2025-03-10', ny))).toBe('2025-03-10T04:00:00.000Z')
    expect(localDateOf(localMidnight('2025-11-02', ny) + 0.5, ny)).toBe('2025-11-02')
  })
  it('does date arithmetic across months, leap days and centuries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('1900-03-01', -1)).toBe('1900-02-28')
    expect(addDays('2099-12-31', 1)).toBe('2100-01-01')
    expect(weekdayOf('2025-10-20')).toBe(1)
    expect(() => parseIsoDate('2025-02-29')).toThrow(RangeError)
    expect(() => parseIsoDate('20-10-2025')).toThrow(RangeError)
    expect(parseIsoDate('2000-02-29')).toEqual([2000, 2, 29])
    expect(parseIsoDate('0100-12-31')).toEqual([100, 12, 31])
    for (const bad of ['1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-1-010', '2025/01/10', '２０２５-01-10', '0099-12-31', ' 2025-01-1'])
      expect(() => parseIsoDate(bad), bad).toThrow(RangeError)
    // Every day of four centuries against the runtime's own calendar.
    let date = '1900-01-01'
    const wrong: string[] = []
    for (let i = 0; i < 146097; i++) {
      const next = addDays(date, 1)
      if (next !== new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10)) wrong.push(date)
      date = next
    }
    expect(wrong).toEqual([])
    expect(date).toBe('2300-01-01')
  })
  it('the memoised offsets equal the runtime offsets at every instant, across transitions', () => {
    // Zones with daylight saving, a half-hour shift (Lord Howe), a skipped day (Apia, 2011) and
    // Ramadan suspensions (Casablanca).
    const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Apia', 'Africa/Casablanca', 'America/Sao_Paulo']
    const from = Date.UTC(2011, 0, 1)
    for (const zone of zones) {
      const fn = zoneOffsetFn(zone)
      const wrong: number[] = []
      for (let ms = from; ms < from + 2 * 365 * 86_400_000; ms += 86_400_000 / 4 + 61_000) if (fn(ms) !== zoneOffsetSeconds(zone, ms)) wrong.push(ms)
      for (let day = 0; day < 730; day += 1) {
        const midnight = from + day * 86_400_000
        for (const ms of [midnight - 1, midnight, midnight + 1]) if (fn(ms) !== zoneOffsetSeconds(zone, ms)) wrong.push(ms)
      }
      expect(wrong, zone).toEqual([])
    }
  })
})
