import { describe, expect, it } from 'vitest'
import { parseLocalDateTime, readZoneWallTime, resolveBirthInstant, type BirthInstantRequest } from '../../../core/places/birth-instant'
import { formatOffset, isKnownZone, zoneOffsetSeconds } from '../../../core/places/zone-offset'

const DELHI = { latitude: 28.6139, longitude: 77.209, zone: 'Asia/Kolkata' }
const MUMBAI = { latitude: 19.0728, longitude: 72.8826, zone: 'Asia/Kolkata' }
const KOLKATA = { latitude: 22.5726, longitude: 88.3639, zone: 'Asia/Kolkata' }
const LUCKNOW = { latitude: 26.8467, longitude: 80.9462, zone: 'Asia/Kolkata' }
const LONDON = { latitude: 51.5074, longitude: -0.1278, zone: 'Europe/London' }
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, zone: 'America/New_York' }
const SYDNEY = { latitude: -33.8688, longitude: 151.2093, zone: 'Australia/Sydney' }

const resolve = (date: string, time: string, place: Omit<BirthInstantRequest, 'date' | 'time'>) => resolveBirthInstant({ date, time, ...place })
const ok = (date: string, time: string, place: Omit<BirthInstantRequest, 'date' | 'time'>) => {
  const r = resolve(date, time, place)
  if (r.status !== 'ok') throw new Error(`expected ok, got ${r.status}`)
  return r
}
const iso = (d: Date) => d.toISOString().replace('.000', '')

describe('zone offsets from Intl', () => {
  it('reads historical offsets to the second', () => {
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(2024, 0, 1))).toBe(19800)
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1943, 5, 1))).toBe(23400)
    expect(zoneOffsetSeconds('Asia/Kolkata', Date.UTC(1890, 0, 1))).toBe(5 * 3600 + 21 * 60 + 10)
    expect(zoneOffsetSeconds('UTC', 0)).toBe(0)
    expect(zoneOffsetSeconds('America/New_York', Date.UTC(2024, 0, 1))).toBe(-18000)
  })
  it('knows zones and formats offsets', () => {
    expect(isKnownZone('Asia/Calcutta')).toBe(true)
    expect(isKnownZone('Mars/Olympus')).toBe(false)
    expect(formatOffset(19800)).toBe('+05:30')
    expect(formatOffset(21200)).toBe('+05:53:20')
    expect(formatOffset(-12600)).toBe('-03:30')
  })
})

describe('local dates and times', () => {
  it('parses and refuses', () => {
    expect(parseLocalDateTime('2000-02-29', '23:59:58')).toEqual({ year: 2000, month: 2, day: 29, hour: 23, minute: 59, second: 58 })
    expect(() => parseLocalDateTime('1900-02-29', '10:00')).toThrow(RangeError)
    expect(() => parseLocalDateTime('2024-13-01', '10:00')).toThrow(RangeError)
    expect(() => parseLocalDateTime('2024-01-01', '24:00')).toThrow(RangeError)
  })
})

describe("India's war time and its transitions", () => {
  it('is +06:30 from 1941-10-01', () => {
    const r = ok('1941-10-02', '12:00', DELHI)
    expect(r.reading.offsetSeconds).toBe(23400)
    expect(iso(r.reading.utc)).toBe('1941-10-02T05:30:00Z')
    expect(ok('1943-06-01', '06:00', DELHI).reading.offsetSeconds).toBe(23400)
    expect(ok('1945-10-14', '12:00', DELHI).reading.offsetSeconds).toBe(23400)
    expect(ok('1945-10-16', '12:00', DELHI).reading.offsetSeconds).toBe(19800)
    expect(ok('1942-07-01', '12:00', DELHI).reading.offsetSeconds).toBe(19800) // the tz database's summer 1942 break
    expect(ok('1941-09-30', '23:59', DELHI).reading.offsetSeconds).toBe(19800)
  })

  it('reports 1941-10-01 00:30 as a time that never happened, with both readings', () => {
    const r = resolve('1941-10-01', '00:30', DELHI)
    expect(r.status).toBe('nonexistent')
    if (r.status !== 'nonexistent') return
    expect(r.candidates.map((c) => [iso(c.utc), c.offsetSeconds])).toEqual([
      ['1941-09-30T18:00:00Z', 23400],
      ['1941-09-30T19:00:00Z', 19800],
    ])
    expect(r.note).toMatch(/did not exist/)
  })

  it('reports the hour repeated when war time paused on 1942-05-15', () => {
    const r = resolve('1942-05-14', '23:30', DELHI)
    expect(r.status).toBe('ambiguous')
    if (r.status !== 'ambiguous') return
    expect(r.candidates.map((c) => c.offsetSeconds)).toEqual([23400, 19800])
  })
})

describe('daylight saving time elsewhere', () => {
  it('London: BST, GMT, the spring gap and the autumn repeat', () => {
    expect(iso(ok('2021-07-01', '12:00', LONDON).reading.utc)).toBe('2021-07-01T11:00:00Z')
    expect(iso(ok('2021-01-01', '12:00', LONDON).reading.utc)).toBe('2021-01-01T12:00:00Z')
    const gap = resolve('2021-03-28', '01:30', LONDON)
    expect(gap.status).toBe('nonexistent')
    const repeat = resolve('2021-10-31', '01:30', LONDON)
    expect(repeat.status).toBe('ambiguous')
    if (repeat.status === 'ambiguous') expect(repeat.candidates.map((c) => iso(c.utc))).toEqual(['2021-10-31T00:30:00Z', '2021-10-31T01:30:00Z'])
    // British Double Summer Time, 1941
    expect(ok('1941-06-15', '12:00', LONDON).reading.offsetSeconds).toBe(7200)
  })

  it('New York: EDT, EST, the March gap and the November repeat', () => {
    expect(ok('2021-07-04', '12:00', NEW_YORK).reading.offsetSeconds).toBe(-14400)
    expect(ok('2021-12-25', '12:00', NEW_YORK).reading.offsetSeconds).toBe(-18000)
    const gap = resolve('2021-03-14', '02:30', NEW_YORK)
    expect(gap.status).toBe('nonexistent')
    if (gap.status === 'nonexistent') expect(gap.candidates.map((c) => iso(c.utc))).toEqual(['2021-03-14T06:30:00Z', '2021-03-14T07:30:00Z'])
    expect(resolve('2021-11-07', '01:30', NEW_YORK).status).toBe('ambiguous')
  })

  it('Sydney: the southern-hemisphere seasons', () => {
    expect(ok('2021-01-15', '12:00', SYDNEY).reading.offsetSeconds).toBe(39600)
    expect(ok('2021-07-15', '12:00', SYDNEY).reading.offsetSeconds).toBe(36000)
    expect(resolve('2021-10-03', '02:30', SYDNEY).status).toBe('nonexistent')
    const repeat = resolve('2021-04-04', '02:30', SYDNEY)
    expect(repeat.status).toBe('ambiguous')
    if (repeat.status === 'ambiguous') expect(repeat.candidates.map((c) => c.offsetSeconds)).toEqual([39600, 36000])
  })

  it('reads a normal time in a zone with one reading and no alternatives', () => {
    const r = readZoneWallTime('Asia/Kolkata', parseLocalDateTime('2000-01-01', '00:00'))
    expect(r).toMatchObject({ status: 'ok', reading: { offsetSeconds: 19800, clock: 'tz', label: 'Asia/Kolkata +05:30' }, alternatives: [] })
  })
})

describe("India's historical clocks", () => {
  it('Bombay 1950 is Bombay Time, +04:51, with the tz reading as an alternative', () => {
    const r = ok('1950-06-01', '12:00', MUMBAI)
    expect(r.reading).toMatchObject({ clock: 'bombay-time', offsetSeconds: 17460, label: 'Bombay Time +04:51' })
    expect(iso(r.reading.utc)).toBe('1950-06-01T07:09:00Z')
    expect(r.uncertain).toBe(false)
    expect(r.alternatives.map((a) => a.offsetSeconds)).toEqual([19800])
  })

  it('Calcutta 1940 is Calcutta Time, +05:53:20', () => {
    const r = ok('1940-06-01', '12:00', KOLKATA)
    expect(r.reading).toMatchObject({ clock: 'calcutta-time', offsetSeconds: 21200 })
    expect(iso(r.reading.utc)).toBe('1940-06-01T06:06:40Z')
  })

  it('an 1890 birth in Lucknow uses local mean time from the longitude', () => {
    const r = ok('1890-03-15', '06:00', LUCKNOW)
    expect(r.reading.clock).toBe('local-mean-time')
    expect(r.reading.offsetSeconds).toBe(Math.round(80.9462 * 240)) // +05:23:47
    expect(r.reading.label).toBe('Local mean time +05:23:47')
    expect(iso(r.reading.utc)).toBe('1890-03-15T00:36:13Z')
    // the tz database's Madras time (+05:21:10) stays available
    expect(r.alternatives.map((a) => a.offsetSeconds)).toEqual([19270])
  })

  it('the tz database alone when historical clocks are turned off', () => {
    expect(resolveBirthInstant({ date: '1950-06-01', time: '12:00', ...MUMBAI, historicalClocks: false })).toMatchObject({ status: 'ok', reading: { clock: 'tz', offsetSeconds: 19800 } })
  })

  it('Indian Standard Time in Delhi after 1906 and in Bombay after 1955', () => {
    expect(ok('1930-01-01', '12:00', DELHI).reading).toMatchObject({ clock: 'tz', offsetSeconds: 19800 })
    expect(ok('1960-01-01', '12:00', MUMBAI).reading).toMatchObject({ clock: 'tz', offsetSeconds: 19800 })
  })

  it("marks Bombay's switch year as uncertain and offers Bombay Time", () => {
    const r = ok('1955-06-01', '12:00', MUMBAI)
    expect(r.reading.offsetSeconds).toBe(19800)
    expect(r.uncertain).toBe(true)
    expect(r.note).toMatch(/Bombay Time/)
    expect(r.alternatives.map((a) => a.clock)).toEqual(['bombay-time'])
  })

  it('a user-stated offset wins over everything', () => {
    const r = resolveBirthInstant({ date: '1950-06-01', time: '12:00', ...MUMBAI, offsetOverrideMinutes: 330 })
    expect(r).toMatchObject({ status: 'ok', reading: { clock: 'override', offsetSeconds: 19800, label: 'Given offset +05:30' } })
    const gap = resolveBirthInstant({ date: '1941-10-01', time: '00:30', ...DELHI, offsetOverrideMinutes: 390 })
    expect(gap.status).toBe('ok')
  })

  it('uses the injected offsets (a fake zone with a fixed +01:00)', () => {
    const r = resolveBirthInstant({ date: '2000-01-01', time: '00:00', latitude: 0, longitude: 0, zone: 'Test/Fixed' }, () => 3600)
    expect(r).toMatchObject({ status: 'ok', reading: { offsetSeconds: 3600 } })
  })
})
