import { describe, expect, it } from 'vitest'
import { currentZoneName, bookingPricePaise, cancellationCharge, cancelPolicyOf, clockIn, dayIn, joinOpen, sameClock, slotsByDay, splitBookings, startsWithin, stripDay } from '../../ui/lib/booking-time'
import { parseBookingContinuation } from '../../ui/components/booking-continuation'

const HOUR = 3_600_000

describe('booking times in the viewer’s zone', () => {
  const slots = [
    { start: '2026-12-06T23:00:00+05:30', end: '2026-12-06T23:30:00+05:30' },
    { start: '2026-12-06T18:00:00+05:30', end: '2026-12-06T18:30:00+05:30' },
    { start: '2026-12-07T09:00:00+05:30', end: '2026-12-07T09:30:00+05:30' },
  ]

  it('groups the astrologer’s slots by the viewer’s calendar day, in order', () => {
    expect(slotsByDay(slots, 'Asia/Kolkata').map((d) => [d.day, d.slots.length])).toEqual([
      ['2026-12-06', 2],
      ['2026-12-07', 1],
    ])
    // 23:00 in India is 17:30 in London the same day; 09:00 next day is 03:30 in London.
    expect(slotsByDay(slots, 'Europe/London').map((d) => d.day)).toEqual(['2026-12-06', '2026-12-07'])
    // In Los Angeles 09:00 IST on the 7th is 19:30 on the 6th: all three fall on the 6th.
    expect(slotsByDay(slots, 'America/Los_Angeles').map((d) => [d.day, d.slots.length])).toEqual([['2026-12-06', 3]])
  })

  it('writes the clock in the viewer’s zone and the day before the month', () => {
    expect(clockIn('2026-12-06T18:00:00+05:30', 'en', 'Asia/Kolkata')).toBe('6:00 PM')
    expect(clockIn('2026-12-06T18:00:00+05:30', 'en', 'Europe/London')).toBe('12:30 PM')
    expect(dayIn('2026-12-06T23:00:00+05:30', 'UTC')).toBe('2026-12-06')
    expect(stripDay('2026-12-06', 'en')).toEqual({ weekday: 'Sun', date: '6 Dec' })
    expect(sameClock('Asia/Kolkata', 'Asia/Calcutta')).toBe(true)
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentZoneName('Europe/London')).toBe('Europe/London')
    expect(sameClock('Asia/Kolkata', 'Europe/London')).toBe(false)
  })

  it('prices a booking at the mode’s rate a minute', () => {
    expect(bookingPricePaise(2000, 30)).toBe(60_000)
    expect(bookingPricePaise(1550, 15)).toBe(23_250)
  })
})

describe('a booking’s windows and policy', () => {
  const start = Date.parse('2026-12-06T18:00:00+05:30')
  const booking = { status: 'booked', start: '2026-12-06T18:00:00+05:30', end: '2026-12-06T18:30:00+05:30', joinOpensAt: '2026-12-06T17:55:00+05:30', joinClosesAt: '2026-12-06T18:30:00+05:30', price: 60_000 }
  const policy = cancelPolicyOf({})

  it('opens Join 5 minutes before the start until the end, only while booked', () => {
    expect(joinOpen(booking, start - 5 * 60_000 - 1)).toBe(false)
    expect(joinOpen(booking, start - 5 * 60_000)).toBe(true)
    expect(joinOpen(booking, start + 29 * 60_000)).toBe(true)
    expect(joinOpen(booking, start + 30 * 60_000)).toBe(false)
    expect(joinOpen({ ...booking, status: 'cancelled' }, start)).toBe(false)
  })

  it('reminds from 30 minutes before the start until the end', () => {
    expect(startsWithin(booking, start - 31 * 60_000, 30)).toBe(false)
    expect(startsWithin(booking, start - 30 * 60_000, 30)).toBe(true)
    expect(startsWithin(booking, start + 10 * 60_000, 30)).toBe(true)
    expect(startsWithin(booking, start + 31 * 60_000, 30)).toBe(false)
  })

  it('cancels free until 6 hours before, then charges the policy’s share, and not at all once started', () => {
    expect(policy).toEqual({ freeCancelHours: 6, lateCancelChargePercent: 50 })
    expect(cancellationCharge(booking, start - 6 * HOUR, policy)).toEqual({ free: true, charge: 0 })
    expect(cancellationCharge(booking, start - 6 * HOUR + 1, policy)).toEqual({ free: false, charge: 30_000 })
    expect(cancellationCharge(booking, start, policy)).toBeNull()
    expect(cancellationCharge({ ...booking, price: 23_251 }, start - HOUR, { freeCancelHours: 6, lateCancelChargePercent: 50 })).toEqual({ free: false, charge: 11_626 })
  })

  it('reads the admins’ terms when the server publishes them', () => {
    expect(cancelPolicyOf({ bookings: { freeCancelHours: 12, lateCancelChargePercent: 25 } })).toEqual({ freeCancelHours: 12, lateCancelChargePercent: 25 })
  })

  it('lists the upcoming first by start, then the past latest first', () => {
    const now = start - HOUR
    const later = { ...booking, start: '2026-12-07T18:00:00+05:30', end: '2026-12-07T18:30:00+05:30' }
    const done = { ...booking, status: 'completed', start: '2026-12-01T18:00:00+05:30', end: '2026-12-01T18:30:00+05:30' }
    const cancelled = { ...booking, status: 'cancelled', start: '2026-12-08T18:00:00+05:30' }
    const { upcoming, past } = splitBookings([later, done, booking, cancelled], now)
    expect(upcoming).toEqual([booking, later])
    expect(past).toEqual([cancelled, done])
  })
})

describe('the booking kept across a recharge', () => {
  it('keeps only our own astrologer and package pages', () => {
    const now = Date.now()
    const stored = (path: string) => JSON.stringify({ path, savedAt: now })
    expect(parseBookingContinuation(stored('/astrologer/pandit-ravi?mode=chat&duration=30&slot=2026-12-06T18%3A00%3A00%2B05%3A30'), now)?.path).toContain('/astrologer/pandit-ravi')
    expect(parseBookingContinuation(stored('/packages/abc-123?duration=15'), now)?.path).toBe('/packages/abc-123?duration=15')
    expect(parseBookingContinuation(stored('https://evil.example/astrologer/x'), now)).toBeNull()
    expect(parseBookingContinuation(stored('//evil.example'), now)).toBeNull()
  })
})
