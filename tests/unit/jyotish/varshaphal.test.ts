import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { computeChart } from '../../../core/jyotish/chart'
import { angleDifference } from '../../../core/jyotish/time'
import { VIMSHOTTARI_YEARS } from '../../../core/jyotish/vimshottari'
import { VIMSHOTTARI_ORDER } from '../../../core/jyotish/zodiac'
import { muddaDasha, muddaFirstLordIndex } from '../../../core/jyotish/varshaphal/mudda-dasha'
import { varshaphal } from '../../../core/jyotish/varshaphal/varshaphal'

const ephemeris = new AstronomyEngineEphemeris()
const ms = (iso: string) => Date.parse(iso)
const DAY = 86_400_000
const sunOf = (chart: ReturnType<typeof computeChart>) => chart.planets.find((p) => p.id === 'sun')!.longitude

/** A birth anywhere on Earth between 1800 and 2399, and a year of life 0–100 years later. */
const birthAndAge = fc.record({
  utc: fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2399-12-31T00:00:00Z'), noInvalidDate: true }),
  lat: fc.double({ min: -66, max: 66, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
  age: fc.integer({ min: 0, max: 100 }),
  ayanamsa: fc.constantFrom('lahiri' as const, 'kp' as const, 'raman' as const, 'lahiri-mean' as const),
})

describe('the varshaphal of any birth and year', () => {
  it('starts when the Sun is back at its natal sidereal longitude (within 1″), near the birthday, for a year of mudda dasha', () => {
    fc.assert(
      fc.property(birthAndAge, ({ age, ...birth }) => {
        const natal = computeChart(ephemeris, birth)
        const year = birth.utc.getUTCFullYear() + age
        const v = varshaphal(ephemeris, natal, birth, year)
        expect(v.age).toBe(age)
        const atReturn = computeChart(ephemeris, { ...birth, utc: new Date(ms(v.returnAt)) })
        expect(Math.abs(angleDifference(sunOf(atReturn), sunOf(natal))) * 3600).toBeLessThan(1)
        // The same instant a year on ends the year (and its mudda dasha).
        const atNext = computeChart(ephemeris, { ...birth, utc: new Date(ms(v.nextReturnAt)) })
        expect(Math.abs(angleDifference(sunOf(atNext), sunOf(natal))) * 3600).toBeLessThan(1)
        expect((ms(v.nextReturnAt) - ms(v.returnAt)) / DAY).toBeCloseTo(365.2564, 1)
        // The birthday anniversary (same UT date and time in the year): within 2 days once the drift of the
        // sidereal year (0.0139 day a year longer than the Gregorian one, 1.4 days in a century) is allowed for;
        // the leap days and the century rule move it by the rest. Raw, within 2.5 days (2.4 measured at age 100).
        const b = birth.utc
        const anniversary = Date.UTC(year, b.getUTCMonth(), b.getUTCDate(), b.getUTCHours(), b.getUTCMinutes(), b.getUTCSeconds())
        const offDays = (ms(v.returnAt) - anniversary) / DAY
        expect(Math.abs(offDays - age * (365.256363 - 365.2425))).toBeLessThanOrEqual(2)
        expect(Math.abs(offDays)).toBeLessThanOrEqual(age <= 50 ? 2 : 2.5)
        // The annual chart is the chart of that instant at the birth place.
        expect(v.ascendant).toEqual(atReturn.ascendant)
        expect(v.planets).toEqual(atReturn.planets)
        expect(v.muntha.sign).toBe((natal.ascendant.sign - 1 + age) % 12)
        expect(v.muddaDasha[0]!.start).toBe(v.returnAt)
        expect(v.muddaDasha.at(-1)!.end).toBe(v.nextReturnAt)
        v.muddaDasha.forEach((p, k) => k > 0 && expect(p.start).toBe(v.muddaDasha[k - 1]!.end))
        expect(Object.values(v.officeBearers)).toContain(v.yearLord)
        expect(v.sahams).toHaveLength(22)
      }),
      { numRuns: 60 },
    )
  })
})

describe('the muntha', () => {
  it('advances one sign a year from the natal lagna: a Karka lagna has it in Mesha in the 58th year (57 completed)', () => {
    const birth = { utc: new Date('1990-07-15T00:00:00Z'), lat: 28.6, lon: 77.2 }
    const natal = computeChart(ephemeris, birth)
    const lagna = natal.ascendant.sign
    for (const age of [0, 1, 11, 12, 13, 57]) {
      const v = varshaphal(ephemeris, natal, birth, 1990 + age)
      expect(v.muntha.sign).toBe((lagna - 1 + age) % 12)
    }
    // Age 0: the muntha is the natal lagna itself; age 12 brings it back.
    expect(varshaphal(ephemeris, natal, birth, 1990).muntha.signName).toBe(natal.ascendant.signName)
    expect(varshaphal(ephemeris, natal, birth, 2002).muntha.signName).toBe(natal.ascendant.signName)
  })
  it('is refused before the birth year', () => {
    const birth = { utc: new Date('1990-07-15T00:00:00Z'), lat: 28.6, lon: 77.2 }
    expect(() => varshaphal(ephemeris, computeChart(ephemeris, birth), birth, 1989)).toThrow(RangeError)
  })
})

describe('the mudda dasha', () => {
  const start = Date.UTC(2020, 0, 1)
  const end = start + Math.round(365.2564 * 86_400) * 1000
  it('starts from (janma nakshatra + completed years − 2) mod 9 counted from the Sun: the natal lord in the year of birth, one lord on each year', () => {
    // Ashwini (Ketu's), age 0: (1 + 0 − 2) mod 9 = 8 → Ketu; Krittika (the Sun's), age 0: 1 → Sun; Ashlesha (9), age 57: 64 mod 9 = 1 → Sun.
    expect(VIMSHOTTARI_ORDER[muddaFirstLordIndex(1, 0)]).toBe('ketu')
    expect(VIMSHOTTARI_ORDER[muddaFirstLordIndex(3, 0)]).toBe('sun')
    expect(VIMSHOTTARI_ORDER[muddaFirstLordIndex(9, 57)]).toBe('sun')
    // Remainder 0 is Venus: Bharani (2), age 0.
    expect(VIMSHOTTARI_ORDER[muddaFirstLordIndex(2, 0)]).toBe('venus')
    for (let n = 1; n <= 27; n++) for (let age = 0; age < 20; age++) expect(muddaFirstLordIndex(n, age + 1)).toBe((muddaFirstLordIndex(n, age) + 1) % 9)
  })
  it('shares the year in the Vimshottari proportions, the first lord cut to its balance and closing the year', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), fc.integer({ min: 0, max: 120 }), (moon, age) => {
        const periods = muddaDasha(moon, age, start, end)
        expect(ms(periods[0]!.start)).toBe(start)
        expect(ms(periods.at(-1)!.end)).toBe(end)
        const span = (p: { start: string; end: string }) => ms(p.end) - ms(p.start)
        expect(periods.reduce((sum, p) => sum + span(p), 0)).toBe(end - start)
        // Each lord, counting the first lord's two parts together, has years/120 of the year (to the second of rounding).
        for (const lord of VIMSHOTTARI_ORDER) {
          const total = periods.filter((p) => p.planet === lord).reduce((sum, p) => sum + span(p), 0)
          expect(Math.abs(total - ((end - start) * VIMSHOTTARI_YEARS[lord]) / 120)).toBeLessThanOrEqual(2000)
        }
        // The balance: the unelapsed part of the Moon's nakshatra at birth.
        const elapsed = (moon / (360 / 27)) % 1
        const first = periods[0]!.planet
        expect(Math.abs(span(periods[0]!) - (1 - elapsed) * ((end - start) * VIMSHOTTARI_YEARS[first]) / 120)).toBeLessThanOrEqual(1000)
      }),
      { numRuns: 200 },
    )
  })
  it('runs Sun 6, Moon 10 … Venus 20 parts of 120 from the start of a nakshatra, with no closing part', () => {
    // The Moon at 0° Krittika (26°40′ Aries): the Sun's full share first, nine periods.
    const periods = muddaDasha(26 + 2 / 3, 0, start, end)
    expect(periods.map((p) => p.planet)).toEqual(['sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu', 'venus'])
    expect((ms(periods[0]!.end) - start) / DAY).toBeCloseTo((365.2564 * 6) / 120, 4)
  })
})

describe('a published annual chart', () => {
  // S. Adawal, Encyclopedia of Vedic Astrology: Tajik Shastra and Annual Horoscopy, ch. X "Casting the annual chart",
  // chart 21 (Pt. J. L. Nehru, 58th year, 1946–47): born Thursday 14 Nov 1889, 23:03, Allahabad; varsha pravesh
  // Saturday 16 Nov 1946, 13:45:14, by adding the dhruvanka for 57 years (1 day 14 h 42 m 14 s after whole weeks)
  // to the birth weekday and time. The book's clock is the local one of the birth (taken here as Allahabad's mean
  // time, 81°51′ E); only the interval between the two instants matters.
  const lmt = (81.85 / 15) * 3_600_000
  const birth = { utc: new Date(Date.UTC(1889, 10, 14, 23, 3) - lmt), lat: 25.45, lon: 81.85 }
  const natal = computeChart(ephemeris, birth)
  const v = varshaphal(ephemeris, natal, birth, 1946)
  it('finds the return within 3 minutes of the book’s dhruvanka time (the dhruvanka is a mean year; the true Sun is 2.2 min early)', () => {
    const book = Date.UTC(1946, 10, 16, 13, 45, 14) - lmt
    const minutes = (ms(v.returnAt) - book) / 60_000
    expect(Math.abs(minutes)).toBeLessThan(3)
    expect(minutes).toBeCloseTo(-2.2, 1)
  })
  it('has the muntha in Mesha (Karka lagna + 57 signs) and the mudda dasha from the Sun (Ashlesha 9 + 57 − 2 = 64, remainder 1)', () => {
    expect(natal.ascendant.signName).toBe('cancer')
    expect(natal.planets.find((p) => p.id === 'moon')!.nakshatraName).toBe('ashlesha')
    expect(v.age).toBe(57)
    expect(v.muntha).toEqual({ sign: 0, signName: 'aries', lord: 'mars' })
    expect(v.muddaDasha[0]!.planet).toBe('sun')
  })
})
