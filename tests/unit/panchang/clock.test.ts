import { describe, expect, it } from 'vitest'
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
  })
})
