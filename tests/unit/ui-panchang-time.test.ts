import { describe, expect, it } from 'vitest'
import {
  formatClockOnDay,
  formatLocalClock,
  formatLongDay,
  formatShortDay,
  formatSpanLength,
  formatSpanOnDay,
  isNowWithin,
  minutesBetween,
  parseLocalInstant,
  todayInZone,
  twelveHourClock,
} from '../../ui/components/panchang-time'

describe('panchang times on the place clock', () => {
  it('reads the wall clock from the ISO text, whatever the browser zone', () => {
    expect(parseLocalInstant('2025-10-20T06:28:54+05:30')).toEqual({ date: '2025-10-20', hour: 6, minute: 28, second: 54, offset: '+05:30' })
    expect(parseLocalInstant('1900-01-01T06:12:00+05:21:10')?.offset).toBe('+05:21:10')
    expect(parseLocalInstant('2025-03-09T03:00:00-04:00')?.hour).toBe(3)
    expect(parseLocalInstant('06:28')).toBeNull()
    expect(parseLocalInstant('')).toBeNull()
    expect(parseLocalInstant(null)).toBeNull()
  })

  it('prints a US English 12-hour clock, truncated to the minute', () => {
    expect(formatLocalClock('2025-10-20T06:28:54+05:30')).toBe('6:28 AM')
    expect(formatLocalClock('2025-10-20T15:45:28+05:30')).toBe('3:45 PM')
    expect(formatLocalClock('2025-10-21T00:06:05+05:30')).toBe('12:06 AM')
    expect(formatLocalClock('2025-10-20T12:00:00+05:30')).toBe('12:00 PM')
    expect(formatLocalClock('soon')).toBe('')
    expect(twelveHourClock(23, 59)).toBe('11:59 PM')
  })

  it('dates a time that falls on another civil date than the panchang day', () => {
    expect(formatClockOnDay('2025-10-20T15:45:28+05:30', '2025-10-20')).toBe('3:45 PM')
    expect(formatClockOnDay('2025-10-21T17:55:11+05:30', '2025-10-20')).toBe('5:55 PM, 21 Oct')
    expect(formatClockOnDay('2025-10-19T13:52:12+05:30', '2025-10-20')).toBe('1:52 PM, 19 Oct')
    expect(formatSpanOnDay({ start: '2025-10-20T22:30:13+05:30', end: '2025-10-21T00:06:05+05:30' }, '2025-10-20')).toBe('10:30 PM – 12:06 AM, 21 Oct')
    expect(formatSpanOnDay({ start: '2025-10-20T22:30:13+05:30', end: null }, '2025-10-20')).toBe('')
  })

  it('formats days in the display locale', () => {
    expect(formatShortDay('2025-10-21')).toBe('21 Oct')
    expect(formatLongDay('2025-10-20')).toBe('Monday, 20 October 2025')
    // Day first even when a caller holds the US locale.
    expect(formatLongDay('2025-10-20', 'en-US', false)).toBe('20 October 2025')
    expect(formatLongDay('2025-10-20', 'hi-IN')).toMatch(/सोमवार/)
  })

  it('finds the running period and the lengths of windows', () => {
    const span = { start: '2025-10-20T07:53:07+05:30', end: '2025-10-20T09:17:20+05:30' }
    expect(isNowWithin(span, Date.parse('2025-10-20T02:30:00Z'))).toBe(true)
    expect(isNowWithin(span, Date.parse('2025-10-20T03:47:20Z'))).toBe(false)
    expect(isNowWithin({ start: 'x', end: 'y' }, 0)).toBe(false)
    expect(minutesBetween(span.start, span.end)).toBe(84)
    expect(minutesBetween(null, span.end)).toBeNull()
    expect(formatSpanLength(84)).toBe('1h 24m')
    expect(formatSpanLength(120)).toBe('2h')
    expect(formatSpanLength(45)).toBe('45 min')
    expect(formatSpanLength(null)).toBe('')
  })

  it("knows today's date in the place's zone", () => {
    const now = new Date('2025-10-20T20:00:00Z')
    expect(todayInZone('Asia/Kolkata', now)).toBe('2025-10-21')
    expect(todayInZone('America/New_York', now)).toBe('2025-10-20')
    expect(todayInZone('Not/AZone', now)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
