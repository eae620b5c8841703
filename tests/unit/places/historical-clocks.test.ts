import { describe, expect, it } from 'vitest'
import { CITY_CLOCKS, distanceKm, indianHistoricalClock, localMeanTimeOffset, type LocalDateTime } from '../../../core/places/historical-clocks'

const at = (date: string, time = '12:00'): LocalDateTime => {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  return { year, month, day, hour, minute, second: 0 }
}
const THANE = { latitude: 19.2183, longitude: 72.9781 }
const PUNE = { latitude: 18.5204, longitude: 73.8567 }
const HOWRAH = { latitude: 22.5958, longitude: 88.2636 }
const KOLKATA = { latitude: 22.5726, longitude: 88.3639 }
const MUMBAI = { latitude: 19.0728, longitude: 72.8826 }

describe('the table of Indian historical clocks', () => {
  it('has the documented offsets and years', () => {
    expect(CITY_CLOCKS.map((c) => [c.id, c.offsetSeconds, c.fromYear, c.untilYear])).toEqual([
      ['bombay-time', 4 * 3600 + 51 * 60, 1884, 1955],
      ['calcutta-time', 5 * 3600 + 53 * 60 + 20, 1884, 1948],
    ])
  })

  it('gives Bombay Time to Bombay and Thane but not to Pune', () => {
    expect(indianHistoricalClock(at('1950-01-01'), MUMBAI, 'Asia/Kolkata')?.id).toBe('bombay-time')
    expect(indianHistoricalClock(at('1950-01-01'), THANE, 'Asia/Kolkata')?.id).toBe('bombay-time')
    expect(indianHistoricalClock(at('1950-01-01'), PUNE, 'Asia/Kolkata')).toBeNull()
    expect(indianHistoricalClock(at('1954-12-31', '23:59'), MUMBAI, 'Asia/Kolkata')?.id).toBe('bombay-time')
    expect(indianHistoricalClock(at('1955-01-01', '00:00'), MUMBAI, 'Asia/Kolkata')).toBeNull()
  })

  it('gives Calcutta Time to Calcutta and Howrah until 1948', () => {
    expect(indianHistoricalClock(at('1947-08-15'), KOLKATA, 'Asia/Kolkata')?.id).toBe('calcutta-time')
    expect(indianHistoricalClock(at('1930-01-01'), HOWRAH, 'Asia/Kolkata')?.id).toBe('calcutta-time')
    expect(indianHistoricalClock(at('1948-06-01'), KOLKATA, 'Asia/Kolkata')).toBeNull()
  })

  it('marks the city clocks in war time as uncertain', () => {
    expect(indianHistoricalClock(at('1943-03-01'), MUMBAI, 'Asia/Kolkata')).toMatchObject({ id: 'bombay-time', uncertain: true })
    expect(indianHistoricalClock(at('1942-07-01'), MUMBAI, 'Asia/Kolkata')).toMatchObject({ id: 'bombay-time', uncertain: false })
  })

  it('uses local mean time before 1906 elsewhere, and before 1884 in the two cities', () => {
    expect(indianHistoricalClock(at('1905-12-31', '23:59'), PUNE, 'Asia/Kolkata')).toMatchObject({ id: 'local-mean-time', offsetSeconds: localMeanTimeOffset(73.8567) })
    expect(indianHistoricalClock(at('1906-01-01', '00:00'), PUNE, 'Asia/Kolkata')).toBeNull()
    expect(indianHistoricalClock(at('1880-01-01'), MUMBAI, 'Asia/Kolkata')?.id).toBe('local-mean-time')
    expect(indianHistoricalClock(at('1900-01-01'), KOLKATA, 'Asia/Kolkata')?.id).toBe('calcutta-time')
  })

  it('applies only to places in the Indian zone', () => {
    expect(indianHistoricalClock(at('1890-01-01'), { latitude: 24.86, longitude: 67.0 }, 'Asia/Karachi')).toBeNull()
    expect(indianHistoricalClock(at('1950-01-01'), MUMBAI, 'Asia/Calcutta')?.id).toBe('bombay-time')
  })

  it('computes local mean time at 4 minutes per degree', () => {
    expect(localMeanTimeOffset(82.5)).toBe(19800)
    expect(localMeanTimeOffset(72.8354)).toBe(17480) // Bombay's own mean time, 20 s from Bombay Time
    expect(distanceKm(19.0728, 72.8826, 18.5204, 73.8567)).toBeGreaterThan(110)
  })
})
