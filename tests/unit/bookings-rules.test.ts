import { describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_POLICY } from '../../core/domain/booking'
import { availabilitySchema } from '../../core/bookings/request'
import { cancelSettlement, capturePosting, chargeSettlement, formatInZone, freeSlots, holdPosting, localDateOf, localToInstant, releasePosting } from '../../core/bookings/rules'
import { assertBalanced } from '../../core/wallet/rules'

describe('booking rules', () => {
  it('turns local wall-clock times into instants with the zone’s offset on that day', () => {
    expect(localToInstant('Asia/Kolkata', '2026-12-08', 18 * 60)!.toISOString()).toBe('2026-12-08T12:30:00.000Z')
    expect(localToInstant('Europe/London', '2027-01-04', 9 * 60)!.toISOString()).toBe('2027-01-04T09:00:00.000Z')
    expect(localToInstant('Europe/London', '2027-07-05', 9 * 60)!.toISOString()).toBe('2027-07-05T08:00:00.000Z')
    // Skipped by the spring-forward change: no such instant.
    expect(localToInstant('Europe/London', '2027-03-28', 90)).toBeNull()
    // Twice on the fall-back day: the later one.
    expect(localToInstant('Europe/London', '2027-10-31', 90)!.toISOString()).toBe('2027-10-31T01:30:00.000Z')
    // New York springs forward at 02:00 local.
    expect(localToInstant('America/New_York', '2027-03-14', 150)).toBeNull()
    expect(formatInZone(new Date('2026-12-08T12:30:00Z'), 'Asia/Kolkata')).toBe('2026-12-08T18:00:00+05:30')
    expect(formatInZone(new Date('2027-07-05T08:00:00Z'), 'Europe/London')).toBe('2027-07-05T09:00:00+01:00')
    expect(localDateOf('Asia/Kolkata', new Date('2026-12-08T20:00:00Z'))).toBe('2026-12-09')
  })

  it('lists slots inside the windows, skipping blocked days, taken time and the lead', () => {
    const availability = { timezone: 'Asia/Kolkata', weekly: [{ weekday: 2, start: '18:00', end: '19:00' }], blocked: [{ from: '2026-12-15', to: '2026-12-15' }] }
    const all = freeSlots({ availability, from: '2026-12-08', days: 15, durationMinutes: 30, earliest: new Date('2026-12-01T00:00:00Z'), taken: [] })
    expect(all.map((s) => formatInZone(s.start, 'Asia/Kolkata'))).toEqual([
      '2026-12-08T18:00:00+05:30',
      '2026-12-08T18:15:00+05:30',
      '2026-12-08T18:30:00+05:30',
      '2026-12-22T18:00:00+05:30',
      '2026-12-22T18:15:00+05:30',
      '2026-12-22T18:30:00+05:30',
    ])
    const taken = [{ start: new Date('2026-12-08T12:45:00Z'), end: new Date('2026-12-08T13:00:00Z') }]
    const around = freeSlots({ availability, from: '2026-12-08', days: 1, durationMinutes: 30, earliest: new Date('2026-12-08T12:35:00Z'), taken })
    // 18:00 is before the lead and overlaps 18:15–18:30 IST, as does 18:15; 18:30 starts as it ends.
    expect(around.map((s) => formatInZone(s.start, 'Asia/Kolkata'))).toEqual(['2026-12-08T18:30:00+05:30'])
  })

  it('refuses overlapping or inverted windows and unknown zones', () => {
    expect(availabilitySchema.safeParse({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 0, start: '10:00', end: '24:00' }], blocked: [] }).success).toBe(true)
    expect(availabilitySchema.safeParse({ timezone: 'Asia/Kolkata', weekly: [{ weekday: 0, start: '10:00', end: '10:00' }], blocked: [] }).success).toBe(false)
    expect(availabilitySchema.safeParse({ timezone: 'Nowhere/City', weekly: [], blocked: [] }).success).toBe(false)
    expect(availabilitySchema.safeParse({ timezone: 'Asia/Kolkata', weekly: [], blocked: [{ from: '2026-02-30', to: '2026-03-01' }] }).success).toBe(false)
  })

  it('splits a settled hold to the paisa, and every posting balances', () => {
    const policy = DEFAULT_BOOKING_POLICY
    const start = new Date('2026-12-08T12:30:00Z')
    expect(cancelSettlement({ price: 30_001, start }, 'customer', new Date(start.getTime() - 6 * 3_600_000), policy)).toEqual({ captured: 0, released: 30_001 })
    expect(cancelSettlement({ price: 30_001, start }, 'customer', new Date(start.getTime() - 6 * 3_600_000 + 1), policy)).toEqual({ captured: 15_001, released: 15_000 })
    expect(cancelSettlement({ price: 30_001, start }, 'astrologer', new Date(start.getTime() - 60_000), policy)).toEqual({ captured: 0, released: 30_001 })
    expect(chargeSettlement(30_001, 100)).toEqual({ captured: 30_001, released: 0 })
    const booking = { id: 'b1', customerId: 'u1', astrologerId: 'a1', price: 30_001, astrologerName: 'A' }
    assertBalanced(holdPosting(booking).legs)
    const capture = capturePosting(booking, 15_001, 30, 'late')!
    assertBalanced(capture.legs)
    expect(capture.naturalKey).toBe('booking-capture:b1')
    expect(capture.legs.find((l) => l.account.kind === 'platform_commission')!.amount).toBe(4_500)
    assertBalanced(releasePosting(booking, 15_000, 'x')!.legs)
    expect(capturePosting(booking, 0, 30, 'x')).toBeNull()
    expect(releasePosting(booking, 0, 'x')).toBeNull()
  })
})
