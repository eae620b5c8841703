import { describe, expect, it } from 'vitest'
import { drishti, drikBalaOn } from '../../../core/jyotish/shadbala-aspects'
import { chestaBala, meanLongitude } from '../../../core/jyotish/shadbala-chesta'
import { ayanaBala, lordBalas, nathonnataBala, pakshaBala, tribhagaBala } from '../../../core/jyotish/shadbala-kala'
import type { BirthDay } from '../../../core/jyotish/shadbala-day'
import { drekkanaBala, kendradiBala, ojayugmaBala, saptavargajaBala, uchchaBala } from '../../../core/jyotish/shadbala-sthana'

const J2000 = 2451545

describe('sthana bala', () => {
  it('uchcha: 60 at the deep exaltation point, 0 at the debilitation point, a third of the arc between', () => {
    expect(uchchaBala('sun', 10)).toBeCloseTo(60, 10)
    expect(uchchaBala('sun', 190)).toBeCloseTo(0, 10)
    expect(uchchaBala('sun', 100)).toBeCloseTo(30, 10)
    expect(uchchaBala('sun', 280)).toBeCloseTo(30, 10)
    expect(uchchaBala('moon', 33)).toBeCloseTo(60, 10)
    expect(uchchaBala('saturn', 20)).toBeCloseTo(0, 10) // Saturn's debilitation: 20° Mesha
    expect(uchchaBala('venus', 357)).toBeCloseTo(60, 10)
  })
  it('saptavargaja: the Sun at 0°30′ Simha gets 45 + 30 + 30 + 30 + 7.5 + 30 + 7.5 in D1, D2, D3, D7, D9, D12, D30', () => {
    // 0°30′ Leo: D1 Leo (moolatrikona 45); D2 first half of an odd sign → Leo (own 30); D3 first third → Leo (30);
    // D7 odd, first part → Leo (30); D9 fire sign from Aries, 0°30′ is the first navamsa → Aries (Mars, a natural
    // friend; Mars alone in Aries, the 9th from the Sun's Leo: a temporal enemy → neutral 7.5 on Raman's scale);
    // D12 first part → Leo (30); D30 odd 0–5° → Aries (neutral 7.5).
    const signs = { sun: 5, moon: 5, mars: 1, mercury: 5, jupiter: 5, venus: 5, saturn: 5 }
    expect(saptavargajaBala('sun', 120.5, signs)).toBe(45 + 30 + 30 + 30 + 7.5 + 30 + 7.5)
  })
  it('ojayugma: the Moon and Venus in even signs and navamsas, the others in odd ones, 15 each', () => {
    // 5° Vrishabha (even), navamsa Kumbha (odd); 5° Mesha (odd), navamsa Vrishabha (even).
    expect(ojayugmaBala('moon', 35)).toEqual({ rasi: 15, navamsa: 0 })
    expect(ojayugmaBala('venus', 5)).toEqual({ rasi: 0, navamsa: 15 })
    expect(ojayugmaBala('sun', 5)).toEqual({ rasi: 15, navamsa: 0 })
    expect(ojayugmaBala('saturn', 35)).toEqual({ rasi: 0, navamsa: 15 })
  })
  it('kendradi 60 / 30 / 15 and drekkana 15 by sex and third of the sign', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(kendradiBala)).toEqual([60, 30, 15, 60, 30, 15, 60, 30, 15, 60, 30, 15])
    expect([drekkanaBala('sun', 5), drekkanaBala('sun', 15), drekkanaBala('saturn', 15), drekkanaBala('venus', 25), drekkanaBala('venus', 5)]).toEqual([15, 0, 15, 15, 0])
  })
})

describe('drishti in virupas', () => {
  it('follows the ordinary curve: 0 below 30°, 15 at 60°, 45 at 90°, 30 at 120°, 0 at 150°, 60 at 180°, 0 from 300°', () => {
    expect([0, 29, 60, 90, 120, 150, 180, 240, 299, 300, 359].map((arc) => drishti('sun', 0, arc))).toEqual([0, 0, 15, 45, 30, 0, 60, 30, 0.5, 0, 0])
  })
  it('gives Mars, Jupiter and Saturn their full special aspects', () => {
    expect([drishti('mars', 0, 90), drishti('mars', 0, 210)]).toEqual([60, 60])
    expect([drishti('jupiter', 0, 120), drishti('jupiter', 0, 240)]).toEqual([60, 60])
    expect([drishti('saturn', 0, 60), drishti('saturn', 0, 270)]).toEqual([60, 60])
    expect(drishti('venus', 0, 90)).toBe(45)
  })
  it('drik bala: a quarter of the benefic aspects less a quarter of the malefic; on a bhava Jupiter and a benefic Mercury whole', () => {
    const on = 180
    expect(drikBalaOn(on, [{ graha: 'venus', longitude: 0, benefic: true }])).toBe(15)
    expect(drikBalaOn(on, [{ graha: 'saturn', longitude: 0, benefic: false }])).toBe(-15)
    expect(drikBalaOn(on, [{ graha: 'jupiter', longitude: 0, benefic: true }])).toBe(15)
    expect(drikBalaOn(on, [{ graha: 'jupiter', longitude: 0, benefic: true }], { wholeJupiterMercury: true })).toBe(60)
    expect(drikBalaOn(on, [{ graha: 'mercury', longitude: 0, benefic: true }], { wholeJupiterMercury: true })).toBe(60)
    expect(drikBalaOn(on, [{ graha: 'mercury', longitude: 0, benefic: false }], { wholeJupiterMercury: true })).toBe(-15)
    expect(drikBalaOn(on, [{ graha: 'venus', longitude: 0, benefic: true }], { exclude: 'venus' })).toBe(0)
  })
})

describe('kala bala', () => {
  it('nathonnata: day planets 60 at noon, night planets 60 at midnight, Mercury always 60', () => {
    expect([nathonnataBala('sun', 0), nathonnataBala('moon', 0), nathonnataBala('mercury', 0)]).toEqual([60, 0, 60])
    expect([nathonnataBala('jupiter', 180), nathonnataBala('saturn', -180)]).toEqual([0, 60])
    expect(nathonnataBala('venus', 90)).toBeCloseTo(30, 10)
  })
  it('paksha: a third of the elongation for benefics, 60 less it for malefics, doubled for the Moon', () => {
    expect(pakshaBala('jupiter', 180, true)).toBe(60)
    expect(pakshaBala('saturn', 180, false)).toBe(0)
    expect(pakshaBala('moon', 180, true)).toBe(120)
    expect(pakshaBala('moon', 270, true)).toBe(60)
    expect(pakshaBala('mars', 30, false)).toBe(50)
  })
  const day: BirthDay = { isDay: true, span: [0, 0.5], varaLord: 'mercury', horaLord: 'moon', abdaLord: 'saturn', masaLord: 'venus', ahargana: 0 }
  it('tribhaga: Mercury, the Sun, Saturn in the thirds of the day; the Moon, Venus, Mars in those of the night; Jupiter always', () => {
    expect(['mercury', 'sun', 'saturn'].map((g, i) => tribhagaBala(g as 'sun', day, 0.1 + i / 6))).toEqual([60, 60, 60])
    expect(tribhagaBala('sun', day, 0.05)).toBe(0)
    expect(tribhagaBala('jupiter', day, 0.05)).toBe(60)
    const night = { ...day, isDay: false }
    expect(['moon', 'venus', 'mars'].map((g, i) => tribhagaBala(g as 'sun', night, 0.1 + i / 6))).toEqual([60, 60, 60])
  })
  it('abda 15, masa 30, vara 45 and hora 60 go to their lords only', () => {
    expect(lordBalas('saturn', day)).toEqual({ abda: 15, masa: 0, vara: 0, hora: 0 })
    expect(lordBalas('venus', day)).toEqual({ abda: 0, masa: 30, vara: 0, hora: 0 })
    expect(lordBalas('mercury', day)).toEqual({ abda: 0, masa: 0, vara: 45, hora: 0 })
    expect(lordBalas('moon', day)).toEqual({ abda: 0, masa: 0, vara: 0, hora: 60 })
    expect(lordBalas('sun', day)).toEqual({ abda: 0, masa: 0, vara: 0, hora: 0 })
  })
  it('ayana: (90 ± the kranti khanda) / 3 from the sayana longitude, 30 at the equinoxes', () => {
    expect([ayanaBala('sun', 0), ayanaBala('saturn', 180), ayanaBala('mercury', 0)]).toEqual([30, 30, 30])
    // At the summer solstice the khandas 45 + 33 + 12 make 90: the Sun 60, Saturn 0, Mercury 60.
    expect([ayanaBala('sun', 90), ayanaBala('saturn', 90), ayanaBala('mercury', 270), ayanaBala('moon', 270)]).toEqual([60, 0, 60, 60])
    // One sign from the equinox the kranti khanda is 45: the Sun (90 + 45) / 3 = 45 in sayana Taurus's start, 15 in Scorpio's.
    expect([ayanaBala('sun', 30), ayanaBala('sun', 210)]).toEqual([45, 15])
  })
})

describe('chesta bala (mean motion and seeghrochcha)', () => {
  it('is a third of the arc from the seeghrochcha to the mean of the mean and true places', () => {
    const jd = J2000 + 1234.5
    const sun = meanLongitude('sun', jd)
    const mars = meanLongitude('mars', jd)
    const venus = meanLongitude('venus', jd)
    const arc = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180)
    // Mars: seeghrochcha the mean Sun, madhya the mean Mars; the true Mars 20° ahead of its mean.
    expect(chestaBala('mars', mars + 20, jd)).toBeCloseTo(arc(sun, mars + 10) / 3, 8)
    // Venus: seeghrochcha the mean (heliocentric) Venus, madhya the mean Sun.
    expect(chestaBala('venus', sun - 30, jd)).toBeCloseTo(arc(venus, sun - 15) / 3, 8)
  })
  it('keeps the mean Sun of J2000 (280.46646°) and moves it 0.9856° a day', () => {
    expect(meanLongitude('sun', J2000)).toBeCloseTo(280.46646, 6)
    expect(meanLongitude('sun', J2000 + 1) - meanLongitude('sun', J2000)).toBeCloseTo(0.985647, 5)
  })
})
