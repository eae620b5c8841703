import { describe, expect, it } from 'vitest'
import { nakshatraLord, nakshatraOf, placementOf, signDistance, signLord, signOf } from '../../../core/jyotish/zodiac'

describe('zodiac placement', () => {
  it('gives sign, degree in sign, nakshatra and pada', () => {
    expect(placementOf(0)).toMatchObject({ sign: 1, signName: 'aries', degreeInSign: 0, nakshatra: 1, nakshatraName: 'ashwini', pada: 1 })
    // 24° Aries = Bharani (13°20′–26°40′), fourth pada (23°20′–26°40′); 22° is its third.
    expect(placementOf(24)).toMatchObject({ sign: 1, nakshatra: 2, nakshatraName: 'bharani', pada: 4 })
    expect(placementOf(22)).toMatchObject({ nakshatra: 2, pada: 3 })
    // Chitra straddles Virgo and Libra: 180° is its third pada.
    expect(placementOf(180)).toMatchObject({ sign: 7, signName: 'libra', nakshatra: 14, nakshatraName: 'chitra', pada: 3 })
    expect(placementOf(359.999)).toMatchObject({ sign: 12, signName: 'pisces', nakshatra: 27, nakshatraName: 'revati', pada: 4 })
    expect(placementOf(-30).sign).toBe(12)
  })

  it('counts nakshatra boundaries at multiples of 13°20′', () => {
    expect(nakshatraOf(13.3333)).toBe(1)
    expect(nakshatraOf(13.3334)).toBe(2)
    expect(nakshatraOf(120)).toBe(10) // Magha starts Leo
    expect(signOf(29.9999)).toBe(1)
    expect(signOf(30)).toBe(2)
  })

  it('names the lords', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(nakshatraLord)).toEqual(['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'])
    expect(nakshatraLord(10)).toBe('ketu')
    expect(nakshatraLord(27)).toBe('mercury')
    expect(signLord(1)).toBe('mars')
    expect(signLord(11)).toBe('saturn')
    expect(() => nakshatraLord(28)).toThrow(RangeError)
    expect(() => signLord(0)).toThrow(RangeError)
  })

  it('counts signs inclusively', () => {
    expect(signDistance(1, 1)).toBe(1)
    expect(signDistance(1, 7)).toBe(7)
    expect(signDistance(10, 2)).toBe(5)
  })
})
