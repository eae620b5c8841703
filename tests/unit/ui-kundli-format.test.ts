import { describe, expect, it } from 'vitest'
import { formatCoordinate, formatDegrees, formatSiderealLongitude, formatUniversalTime, formatUtcOffset, formatWholeDegrees } from '../../ui/components/jyotish-format'
import { encodeQueryValue, formatQuery } from '../../ui/components/query-string'
import { formatBirthDate, formatBirthTime, formatPeriodDate } from '../../ui/features/kundli/utils/display'
import { jyotishLabels } from '../../ui/components/jyotish-labels'

describe('degrees as D°M\'', () => {
  it('truncates to whole arc minutes', () => {
    expect(formatDegrees(17.072005)).toBe("17°04'")
    expect(formatDegrees(26.547477)).toBe("26°32'")
    expect(formatDegrees(0)).toBe("0°00'")
    expect(formatDegrees(29.9999)).toBe("29°59'")
    expect(formatDegrees(5.5)).toBe("5°30'")
  })

  it('prints seconds on request and keeps the sign of negative angles', () => {
    expect(formatDegrees(17.072005, true)).toBe(`17°04'19"`)
    expect(formatDegrees(-1.25)).toBe("-1°15'")
    expect(formatWholeDegrees(12.9)).toBe('12°')
  })

  it('rejects non-finite angles', () => {
    expect(() => formatDegrees(Number.NaN)).toThrow(RangeError)
  })

  it('writes a sidereal longitude as sign and degrees', () => {
    const en = jyotishLabels('en')
    expect(formatSiderealLongitude(269.458, en)).toBe("Sagittarius 29°27'")
    expect(formatSiderealLongitude(0, en)).toBe("Aries 0°00'")
    expect(formatSiderealLongitude(365, en)).toBe("Aries 5°00'")
  })
})

describe('places, offsets and instants', () => {
  it('writes coordinates with their hemisphere', () => {
    expect(formatCoordinate(16.25, 'latitude')).toBe("16°15'N")
    expect(formatCoordinate(81.2, 'longitude')).toBe("81°12'E")
    expect(formatCoordinate(-33.8688, 'latitude')).toBe("33°52'S")
    expect(formatCoordinate(-74.006, 'longitude')).toBe("74°00'W")
  })

  it('writes UTC offsets and UT instants', () => {
    expect(formatUtcOffset(330)).toBe('+05:30')
    expect(formatUtcOffset(-240)).toBe('-04:00')
    expect(formatUtcOffset(291)).toBe('+04:51')
    expect(formatUniversalTime('1972-05-31T22:46:00.000Z')).toBe('1972-05-31 22:46')
    expect(formatUniversalTime('nonsense')).toBe('')
  })
})

describe('birth date and time display', () => {
  it('uses the day-first Indian date and 12-hour time in English', () => {
    expect(formatBirthDate('1972-06-01', 'en')).toBe('1 June 1972')
    expect(formatBirthTime('04:16', 'en')).toBe('4:16 AM')
    expect(formatBirthTime('16:05:00', 'en')).toBe('4:05 PM')
    expect(formatBirthDate('not a date', 'en')).toBe('Invalid Date')
    expect(formatBirthTime('', 'en')).toBe('')
  })

  it("uses the language's own date in Hindi", () => {
    expect(formatBirthDate('1972-06-01', 'hi')).toMatch(/1972/)
    expect(formatBirthDate('1972-06-01', 'hi')).toBe('1 जून 1972')
  })

  it('shows period boundaries in the birth place zone', () => {
    // 22:46 UT on 31 May is already 1 June in India.
    expect(formatPeriodDate('1972-05-31T22:46:00Z', 'en', 'Asia/Kolkata')).toBe('1 Jun 1972')
    expect(formatPeriodDate('1972-05-31T22:46:00Z', 'en', 'UTC')).toBe('31 May 1972')
    // With the time, as a solar return's moment is read: the local clock of the zone.
    expect(formatPeriodDate('1972-05-31T22:46:00Z', 'en', 'Asia/Kolkata', true)).toBe('1 Jun 1972, 4:16 AM')
  })
})

describe('readable query strings', () => {
  it('keeps colons, slashes and commas, encodes the rest', () => {
    expect(encodeQueryValue('04:16')).toBe('04:16')
    expect(encodeQueryValue('Chennai, Tamil Nadu')).toBe('Chennai,%20Tamil%20Nadu')
    expect(encodeQueryValue('a&b=c+d?')).toBe('a%26b%3Dc%2Bd%3F')
    expect(formatQuery([['time', '04:16'], ['tz', undefined], ['redirect', '/kundli?x=1']])).toBe('time=04:16&redirect=/kundli%3Fx%3D1')
    expect(new URLSearchParams(formatQuery([['q', 'a & b, c:d/e+f']])).get('q')).toBe('a & b, c:d/e+f')
  })
})
