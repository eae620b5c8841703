import { describe, expect, it } from 'vitest'
import { isVishti, karanaName, masaName, pakshaOf, tithiName, varaOf, YOGA_NAMES } from '../../../core/jyotish/panchang/names'
import { dayTimings, varjyam, type SolarFrame } from '../../../core/jyotish/panchang/timings'

describe('panchang names', () => {
  it('names tithis with their paksha', () => {
    expect([1, 4, 11, 15, 16, 29, 30].map(tithiName)).toEqual(['Pratipada', 'Chaturthi', 'Ekadashi', 'Purnima', 'Pratipada', 'Chaturdashi', 'Amavasya'])
    expect(pakshaOf(15)).toBe('shukla')
    expect(pakshaOf(16)).toBe('krishna')
  })
  it('cycles the 7 moving karanas between the 4 fixed ones', () => {
    expect(karanaName(1)).toBe('Kimstughna')
    expect([2, 3, 4, 5, 6, 7, 8, 9].map(karanaName)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti', 'Bava'])
    expect([57, 58, 59, 60].map(karanaName)).toEqual(['Vishti', 'Shakuni', 'Chatushpada', 'Naga'])
    // Vishti (Bhadra) is the first half of Purnima (karana 29) and the second half of Chaturdashi, krishna (karana 57).
    expect(isVishti(29)).toBe(true)
    expect(isVishti(57)).toBe(true)
    expect(Array.from({ length: 60 }, (_, i) => i + 1).filter(isVishti)).toHaveLength(8)
  })
  it('has 27 yogas, 12 months and the weekday lords', () => {
    expect(YOGA_NAMES).toHaveLength(27)
    expect(YOGA_NAMES[26]).toBe('Vaidhriti')
    expect(masaName(1)).toBe('Chaitra')
    expect(masaName(13)).toBe('Chaitra')
    expect(varaOf(4)).toEqual({ index: 4, name: 'Guruvara', english: 'Thursday', planet_lord: 'Jupiter', lord: 'jupiter' })
  })
})

/** A day of exactly 12 hours (06:00–18:00) in "hours" so the classical 6-to-6 tables read directly. */
const H = 1 / 24
function frame(weekday: number): SolarFrame {
  return { weekday, prevSunset: -6 * H, sunrise: 6 * H, sunset: 18 * H, nextSunrise: 30 * H }
}
const hours = (i: { start: number; end: number }) => [Math.round(i.start / H * 100) / 100, Math.round(i.end / H * 100) / 100]

describe('day timings on a 6-to-6 day', () => {
  it('rahu kaal, yamaganda and gulika follow the weekday tables', () => {
    const rahu = [[16.5, 18], [7.5, 9], [15, 16.5], [12, 13.5], [13.5, 15], [10.5, 12], [9, 10.5]]
    const yama = [[12, 13.5], [10.5, 12], [9, 10.5], [7.5, 9], [6, 7.5], [15, 16.5], [13.5, 15]]
    const gulika = [[15, 16.5], [13.5, 15], [12, 13.5], [10.5, 12], [9, 10.5], [7.5, 9], [6, 7.5]]
    for (let w = 0; w < 7; w++) {
      const t = dayTimings(frame(w))
      expect(hours(t.rahuKaal)).toEqual(rahu[w])
      expect(hours(t.yamaganda)).toEqual(yama[w])
      expect(hours(t.gulika)).toEqual(gulika[w])
    }
  })
  it('abhijit is the 8th of 15 day muhurtas, none on Wednesday', () => {
    expect(hours(dayTimings(frame(0)).abhijit!)).toEqual([11.6, 12.4])
    expect(dayTimings(frame(3)).abhijit).toBeNull()
  })
  it('brahma muhurta: two night muhurtas before sunrise, and the fixed 96–48 minutes', () => {
    const t = dayTimings(frame(1))
    expect(hours(t.brahmaMuhurta)).toEqual([4.4, 5.2])
    expect(hours(t.brahmaMuhurtaFixed)).toEqual([4.4, 5.2])
    // With a 10-hour night the muhurta version shortens while the fixed one does not.
    const short = dayTimings({ ...frame(1), prevSunset: -4 * H })
    expect(hours(short.brahmaMuhurta)).toEqual([4.67, 5.33])
    expect(hours(short.brahmaMuhurtaFixed)).toEqual([4.4, 5.2])
  })
  it('durmuhurtam by weekday, Saturday merged, Tuesday with its night muhurta', () => {
    expect(dayTimings(frame(0)).durmuhurtam.map(hours)).toEqual([[16.4, 17.2]])
    expect(dayTimings(frame(2)).durmuhurtam.map(hours)).toEqual([[8.4, 9.2], [22.8, 23.6]])
    expect(dayTimings(frame(6)).durmuhurtam.map(hours)).toEqual([[6, 7.6]])
  })
  it('choghadiya: 8 + 8 from the weekday starting orders', () => {
    const sun = dayTimings(frame(0)).choghadiya
    expect(sun.day.map((c) => c.name)).toEqual(['Udveg', 'Chal', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg'])
    expect(sun.night.map((c) => c.name)).toEqual(['Shubh', 'Amrit', 'Chal', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh'])
    expect(hours(sun.day[0])).toEqual([6, 7.5])
    const mon = dayTimings(frame(1)).choghadiya
    expect(mon.day.map((c) => c.name)).toEqual(['Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Chal', 'Labh', 'Amrit'])
    expect(mon.night[0].name).toBe('Chal')
    expect(dayTimings(frame(6)).choghadiya.day[0]).toMatchObject({ name: 'Kaal', quality: 'bad' })
    expect(dayTimings(frame(4)).choghadiya.day[0]).toMatchObject({ name: 'Shubh', quality: 'good' })
  })
  it('hora: 12 + 12 in the Chaldean order from the weekday lord', () => {
    const h = dayTimings(frame(0)).hora
    expect(h).toHaveLength(24)
    expect(h.slice(0, 8).map((x) => x.planet)).toEqual(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'sun'])
    expect(h[12].planet).toBe('jupiter')
    // The 25th hora would be Monday's lord: the weekday order falls out of the Chaldean one.
    expect(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'][24 % 7]).toBe('moon')
    expect(hours(h[12])).toEqual([18, 19])
  })
  it('the kaal divisions: madhyahna 3rd fifth, aparahna 4th fifth, pradosh 1/5 of the night, nishita 8th night muhurta', () => {
    const t = dayTimings(frame(0))
    expect(hours(t.madhyahna)).toEqual([10.8, 13.2])
    expect(hours(t.aparahna)).toEqual([13.2, 15.6])
    expect(hours(t.pradosh)).toEqual([18, 20.4])
    expect(hours(t.nishita)).toEqual([23.6, 24.4])
  })
  it('varjyam: 4 of the nakshatra\'s 60 ghatis from its table ghati', () => {
    // Ashwini (50th ghati) lasting exactly 60 ghatis = 1 day from t = 0.
    expect(varjyam([{ index: 1, start: 0, end: 1 }], 0, 1).map((i) => [i.start * 60, i.end * 60])).toEqual([[50, 54]])
    expect(varjyam([{ index: 1, start: 0, end: 1 }], 0, 0.5)).toEqual([])
  })
})
