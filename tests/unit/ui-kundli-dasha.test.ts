import { describe, expect, it } from 'vitest'
import { vimshottariDasha } from '../../core/jyotish/vimshottari'
import { elapsedFraction, periodContains, runningDashaAt } from '../../ui/features/kundli/utils/dasha-periods'
import {
  ASSUMED_BIRTH_TIME,
  birthSearchString,
  kundliRequestOf,
  parseBirthSearch,
} from '../../ui/components/birth/birth-search'

// A chart worked in astrology books: 1972-06-01 04:16 IST at Machilipatnam, the Moon at 269.458° sidereal.
const birth = new Date('1972-05-31T22:46:00Z')
const dasha = vimshottariDasha(269.4581108630739, birth)

describe('the running dasha', () => {
  it('starts in the Sun mahadasha at birth', () => {
    const atBirth = runningDashaAt(dasha, birth)!
    expect(atBirth.mahadasha.planet).toBe('sun')
    expect(atBirth.path[0]).toBe(0)
    expect(atBirth.antardasha).not.toBeNull()
    expect(atBirth.pratyantardasha).not.toBeNull()
  })

  it('finds the three levels running on a later date', () => {
    const running = runningDashaAt(dasha, new Date('2026-11-22T00:00:00Z'))!
    expect(running.mahadasha.planet).toBe('jupiter')
    expect(running.antardasha?.planet).toBe('rahu')
    expect(running.pratyantardasha?.planet).toBe('mercury')
    expect(dasha.periods[running.path[0]]).toBe(running.mahadasha)
    expect(running.mahadasha.antardashas[running.path[1]]).toBe(running.antardasha)
  })

  it('treats a boundary as the start of the next period', () => {
    const second = dasha.periods[1]
    const running = runningDashaAt(dasha, new Date(second.start))!
    expect(running.mahadasha).toBe(second)
    expect(running.antardasha?.planet).toBe(second.planet)
  })

  it('answers null outside the computed periods', () => {
    expect(runningDashaAt(dasha, new Date('1900-01-01T00:00:00Z'))).toBeNull()
    expect(runningDashaAt(dasha, new Date('2200-01-01T00:00:00Z'))).toBeNull()
    expect(() => runningDashaAt(dasha, new Date('nonsense'))).toThrow(RangeError)
  })

  it('measures how far a period has run', () => {
    const period = { start: '2000-01-01T00:00:00Z', end: '2010-01-01T00:00:00Z' }
    expect(periodContains(period, Date.parse('2000-01-01T00:00:00Z'))).toBe(true)
    expect(periodContains(period, Date.parse('2010-01-01T00:00:00Z'))).toBe(false)
    expect(elapsedFraction(period, new Date('1999-01-01T00:00:00Z'))).toBe(0)
    expect(elapsedFraction(period, new Date('2020-01-01T00:00:00Z'))).toBe(1)
    expect(elapsedFraction(period, new Date('2005-01-01T00:00:00Z'))).toBeCloseTo(0.5, 2)
  })
})

describe('the kundli query string of a shared link', () => {
  const shared = '?name=Test&date=1972-06-01&time=04:16&location=Machilipatnam&gender=male&latitude=16.25&longitude=81.2'

  it('reads a shared link into a chart request', () => {
    const details = parseBirthSearch(new URLSearchParams(shared))
    expect(details).toMatchObject({ name: 'Test', date: '1972-06-01', time: '04:16', location: 'Machilipatnam', gender: 'male', latitude: 16.25, longitude: 81.2 })
    expect(kundliRequestOf(details)).toEqual({ date: '1972-06-01', time: '04:16', lat: 16.25, lon: 81.2 })
  })

  it('writes the parameters in the spec order, extras last', () => {
    const details = parseBirthSearch(new URLSearchParams(shared))
    expect(birthSearchString(details)).toBe(shared.slice(1))
    expect(birthSearchString({ ...details, tz: 'Asia/Kolkata', disambiguation: 'later' })).toBe(`${shared.slice(1)}&tz=Asia/Kolkata&disambiguation=later`)
  })

  it('round-trips names and places with spaces and commas', () => {
    const details = { ...parseBirthSearch(new URLSearchParams(shared)), name: 'Asha Rao', location: 'Chennai, Tamil Nadu, India' }
    expect(parseBirthSearch(new URLSearchParams(birthSearchString(details)))).toEqual(details)
  })

  it('casts a chart without a birth time for noon, and none without coordinates or a date', () => {
    const noTime = parseBirthSearch({ name: 'A', date: '1990-05-15', location: 'X', latitude: '25.3', longitude: '83' })
    expect(kundliRequestOf(noTime)?.time).toBe(ASSUMED_BIRTH_TIME)
    expect(kundliRequestOf(parseBirthSearch({ date: '1990-05-15', time: '10:30' }))).toBeNull()
    expect(kundliRequestOf(parseBirthSearch({ date: '1990-05-15', time: '10:30', latitude: '0', longitude: '0' }))).toBeNull()
    expect(kundliRequestOf(parseBirthSearch({ time: '10:30', latitude: '25', longitude: '83' }))).toBeNull()
    expect(kundliRequestOf(parseBirthSearch({ date: '1990-05-15', time: '25:99', latitude: '25', longitude: '83' }))).toBeNull()
  })

  it('ignores coordinates out of range and unknown genders, and pads short hours', () => {
    const details = parseBirthSearch({ latitude: '95', longitude: '-200', gender: 'other', time: '4:16', disambiguation: 'maybe' })
    expect(details.latitude).toBeNull()
    expect(details.longitude).toBeNull()
    expect(details.gender).toBe('')
    expect(details.time).toBe('04:16')
    expect(details.disambiguation).toBeNull()
  })
})
