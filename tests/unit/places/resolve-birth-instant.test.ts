import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../core/errors'
import { zoneOffsetSeconds } from '../../../core/places/zone-offset'
import type { TimezoneResolver } from '../../../core/shared/ports/timezone-resolver'
import { ResolveBirthInstant } from '../../../core/shared/resolve-birth-instant'
import { GeoTzTimezoneResolver } from '../../../adapters/timezone/geo-tz-timezone-resolver'

/** Answers one zone for every coordinate and counts the look-ups; offsets from Intl. */
class FixedZoneResolver implements TimezoneResolver {
  lookups = 0
  constructor(private readonly zone: string) {}
  async zoneAt(): Promise<string> {
    this.lookups++
    return this.zone
  }
  offsetAt(zone: string, instant: Date): number {
    return zoneOffsetSeconds(zone, instant.getTime())
  }
}

describe('ResolveBirthInstant', () => {
  it('takes the zone from the coordinates when none is given', async () => {
    const zones = new FixedZoneResolver('Asia/Kolkata')
    const r = await new ResolveBirthInstant(zones).execute({ date: '1996-12-07', time: '10:34', latitude: 13.0827, longitude: 80.2707 })
    expect(r).toMatchObject({ status: 'ok', zone: 'Asia/Kolkata', zoneSource: 'coordinates', reading: { offsetSeconds: 19800 } })
    if (r.status === 'ok') expect(r.reading.utc.toISOString()).toBe('1996-12-07T05:04:00.000Z')
    expect(zones.lookups).toBe(1)
  })

  it('uses the given zone without a look-up', async () => {
    const zones = new FixedZoneResolver('Asia/Kolkata')
    const r = await new ResolveBirthInstant(zones).execute({ date: '2021-07-01', time: '12:00', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' })
    expect(r).toMatchObject({ zone: 'Europe/London', zoneSource: 'given', reading: { offsetSeconds: 3600 } })
    expect(zones.lookups).toBe(0)
  })

  it('reports a non-existent time, and reads it as asked when the caller chooses', async () => {
    const use = new ResolveBirthInstant(new FixedZoneResolver('Asia/Kolkata'))
    const input = { date: '1941-10-01', time: '00:30', latitude: 28.61, longitude: 77.21 }
    expect((await use.execute(input)).status).toBe('nonexistent')
    const later = await use.execute({ ...input, disambiguation: 'later' })
    expect(later).toMatchObject({ status: 'ok', chosenFrom: 'nonexistent', reading: { offsetSeconds: 19800 } })
    const earlier = await use.execute({ ...input, disambiguation: 'earlier' })
    expect(earlier).toMatchObject({ status: 'ok', chosenFrom: 'nonexistent', reading: { offsetSeconds: 23400 } })
  })

  it('takes a user offset in minutes', async () => {
    const r = await new ResolveBirthInstant(new FixedZoneResolver('Asia/Kolkata')).execute({ date: '1950-01-01', time: '12:00', latitude: 19.07, longitude: 72.88, offsetMinutes: 330 })
    expect(r).toMatchObject({ status: 'ok', reading: { clock: 'override', offsetSeconds: 19800 } })
  })

  it('refuses invalid input with field issues', async () => {
    const use = new ResolveBirthInstant(new FixedZoneResolver('Asia/Kolkata'))
    const base = { date: '2000-01-01', time: '12:00', latitude: 10, longitude: 10 }
    for (const bad of [
      { ...base, date: '2001-02-29' },
      { ...base, time: '25:00' },
      { ...base, latitude: 91 },
      { ...base, longitude: -181 },
      { ...base, timezone: 'Nowhere/Atlantis' },
      { ...base, offsetMinutes: 15 * 60 },
    ])
      await expect(use.execute(bad), JSON.stringify(bad)).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('GeoTzTimezoneResolver', () => {
  const resolver = new GeoTzTimezoneResolver()
  it('finds zones from coordinates, including across India’s borders', async () => {
    expect(await resolver.zoneAt(19.0728, 72.8826)).toBe('Asia/Kolkata') // Mumbai
    expect(await resolver.zoneAt(31.6340, 74.8723)).toBe('Asia/Kolkata') // Amritsar
    expect(await resolver.zoneAt(31.5204, 74.3587)).toBe('Asia/Karachi') // Lahore
    expect(await resolver.zoneAt(27.7172, 85.324)).toBe('Asia/Kathmandu')
    expect(await resolver.zoneAt(23.8103, 90.4125)).toBe('Asia/Dhaka')
    expect(await resolver.zoneAt(51.5074, -0.1278)).toBe('Europe/London')
    expect(await resolver.zoneAt(40.7128, -74.006)).toBe('America/New_York')
    expect(await resolver.zoneAt(-33.8688, 151.2093)).toBe('Australia/Sydney')
    expect(await resolver.zoneAt(0, -30)).toMatch(/^Etc\/GMT/)
    await expect(resolver.zoneAt(95, 0)).rejects.toThrow(RangeError)
  })
  it('reads offsets at a date from Intl', () => {
    expect(resolver.offsetAt('Asia/Kathmandu', new Date('2024-01-01T00:00:00Z'))).toBe(20700)
    expect(resolver.offsetAt('Asia/Kolkata', new Date('1944-01-01T00:00:00Z'))).toBe(23400)
  })
})
