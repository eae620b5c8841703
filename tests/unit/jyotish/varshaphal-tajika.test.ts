import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signLord, type GrahaId } from '../../../core/jyotish/zodiac'
import { isDayReturn, munthaSign, triRashiLord, yearLord } from '../../../core/jyotish/varshaphal/office-bearers'
import { haddaLord, panchaVargiyaBala, tajikaDrekkanaLord, TAJIKA_GRAHAS, type TajikaGraha } from '../../../core/jyotish/varshaphal/pancha-vargiya-bala'
import { sahamLongitude, sahams, SAHAM_IDS } from '../../../core/jyotish/varshaphal/sahams'
import { hasTajikaAspect, tajikaRelation } from '../../../core/jyotish/varshaphal/tajika-aspect'

describe('the saham rule A − B + C', () => {
  it('adds 30° only when C does not lie between B and A, counted forwards from B', () => {
    expect(sahamLongitude(100, 40, 70)).toBeCloseTo(130, 10) // 70 between 40 and 100
    expect(sahamLongitude(100, 40, 10)).toBeCloseTo(100, 10) // 10 is not: 100 − 40 + 10 + 30
    expect(sahamLongitude(10, 350, 5)).toBeCloseTo(25, 10) // across 0° Aries: 5 lies between 350 and 10
    expect(sahamLongitude(40, 100, 70)).toBeCloseTo(40, 10) // from 100 forwards to 40, 70 is not passed: + 30
  })
})

describe('the sahams of a hand-built annual chart', () => {
  // Lagna 15° Aries (Mars rules it), cusps every 30° from it; Sun 10° Cancer, Moon 20° Libra, Mars 10° Sagittarius,
  // Mercury 20° Cancer, Jupiter 0° Aquarius, Venus 20° Gemini, Saturn 20° Virgo.
  const longitudes: Record<GrahaId, number> = { sun: 100, moon: 200, mars: 250, mercury: 110, jupiter: 300, venus: 80, saturn: 170, rahu: 0, ketu: 180 }
  const cusps = Array.from({ length: 12 }, (_, i) => 15 + 30 * i)
  const at = (day: boolean) => Object.fromEntries(sahams({ longitudes, ascendant: 15, cusps, day }).map((s) => [s.id, s.longitude]))
  const day = at(true)
  const night = at(false)

  it('lists the twenty-two sahams asked for', () => {
    expect(SAHAM_IDS).toEqual([
      'punya', 'vidya', 'yasas', 'mitra', 'mahatmya', 'asha', 'samartha', 'bhratri', 'gaurava', 'pitri', 'rajya',
      'matri', 'putra', 'jeeva', 'karma', 'roga', 'kali', 'mrityu', 'paradesa', 'artha', 'vivaha', 'karyasiddhi',
    ])
  })
  it('by day', () => {
    expect(day.punya).toBeCloseTo(145, 9) // Moon 200 − Sun 100 + Lagna 15, lagna not between: + 30
    expect(day.vidya).toBeCloseTo(275, 9) // Sun 100 − Moon 200 + 15: 15 lies between 200 and 100 forwards, no 30°
    expect(day.yasas).toBeCloseTo(200, 9) // Jupiter 300 − Punya 145 + 15 + 30
    expect(day.samartha).toBeCloseTo(95, 9) // Mars rules the lagna: Jupiter 300 − Mars 250 + 15 + 30
    expect(day.mrityu).toBeCloseTo(225, 9) // 8th cusp 225 − Moon 200 + Saturn 170 + 30
    expect(day.paradesa).toBeCloseTo(330, 9) // 9th cusp 255 (Sagittarius) − its lord Jupiter 300 + 15
    expect(day.artha).toBeCloseTo(340, 9) // 2nd cusp 45 (Taurus) − its lord Venus 80 + 15, the lagna between them
    expect(day.karyasiddhi).toBeCloseTo(300, 9) // Saturn 170 − Sun 100 + the Sun's sign lord (the Moon, 200) + 30
    expect(day.gaurava).toBeCloseTo(230, 9) // Jupiter 300 − Moon 200 + Sun 100 + 30
  })
  it('by night: A and B change places, the formulas the same by day and night stay, and the night formulas of their own', () => {
    expect(night.punya).toBeCloseTo(day.vidya, 9)
    expect(night.vidya).toBeCloseTo(day.punya, 9)
    expect(night.punya).toBeCloseTo(275, 9)
    expect(night.bhratri).toBeCloseTo(day.bhratri, 9)
    expect(night.bhratri).toBeCloseTo(175, 9) // Jupiter 300 − Saturn 170 + 15 + 30
    expect(night.roga).toBeCloseTo(day.roga, 9)
    expect(night.gaurava).toBeCloseTo(40, 9) // Jupiter 300 − Sun 100 + Moon 200
    expect(night.karyasiddhi).toBeCloseTo(50, 9) // Saturn 170 − Moon 200 + the Moon's sign lord (Venus, 80)
    expect(night.samartha).toBeCloseTo(325, 9) // reversed: Mars 250 − Jupiter 300 + 15, the lagna between them
  })
})

describe('Tajika aspects and strength', () => {
  it('aspects the 3rd, 5th, 9th, 11th (friendly) and the 1st, 4th, 7th, 10th (inimical), never the 2nd, 6th, 8th, 12th', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((to) => tajikaRelation(1, to))).toEqual([
      'enemy', 'neutral', 'friend', 'enemy', 'friend', 'neutral', 'enemy', 'neutral', 'friend', 'enemy', 'friend', 'neutral',
    ])
    for (let a = 1; a <= 12; a++) for (let b = 1; b <= 12; b++) expect(hasTajikaAspect(a, b)).toBe(hasTajikaAspect(b, a))
  })
  it('reads the haddas and the Chaldean drekkanas', () => {
    expect([0, 6.5, 29.9, 252.5, 359].map(haddaLord)).toEqual(['jupiter', 'venus', 'saturn', 'venus', 'saturn'])
    expect([0, 15, 25, 35, 359].map(tajikaDrekkanaLord)).toEqual(['mars', 'sun', 'venus', 'mercury', 'mars'])
  })
  it('gives the pancha-vargiya bala of a graha worked by hand', () => {
    // Sun 10° Leo: own sign 30; 120° from its exaltation point, (180 − 120) / 9 = 6.67; Venus's hadda, Venus in
    // Gemini, the 11th from Leo: friend, 15 × 3/4; Jupiter's drekkana, Jupiter in Aquarius, the 7th: enemy, 10 / 4;
    // Cancer navamsha, the Moon in Libra, the 3rd: friend, 5 × 3/4. (30 + 6.67 + 11.25 + 2.5 + 3.75) / 4 = 13.54.
    const b = panchaVargiyaBala('sun', { sun: 130, moon: 200, mars: 250, mercury: 110, jupiter: 300, venus: 80, saturn: 170 })
    expect(b).toMatchObject({ kshetra: 30, hadda: 11.25, drekkana: 2.5, navamsha: 3.75 })
    expect(b.uchcha).toBeCloseTo(60 / 9, 10)
    expect(b.total).toBeCloseTo(13.5417, 4)
    expect(panchaVargiyaBala('sun', { sun: 10, moon: 200, mars: 250, mercury: 110, jupiter: 300, venus: 80, saturn: 170 }).uchcha).toBe(20)
  })
})

describe('the office-bearers and the year lord', () => {
  it('take the tri-rashi lord by the lagna and day or night, the day by the Sun above the horizon', () => {
    expect([triRashiLord(1, true), triRashiLord(1, false), triRashiLord(9, true), triRashiLord(9, false), triRashiLord(5, false)]).toEqual([
      'sun', 'jupiter', 'saturn', 'saturn', 'sun',
    ])
    expect(isDayReturn(100 + 270, 100)).toBe(true) // the Sun at the midheaven's side
    expect(isDayReturn(100 + 90, 100)).toBe(false) // below, towards the IC
    expect(munthaSign(12, 1)).toBe(1)
    expect(munthaSign(4, 57)).toBe(1)
  })
  it('choose the strongest office-bearer that aspects the varsha lagna, else the strongest of them', () => {
    const lon = fc.double({ min: 0, max: 359.999, noNaN: true })
    fc.assert(
      fc.property(fc.tuple(lon, lon, lon, lon, lon, lon, lon), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.boolean(), (l, lagna, natal, muntha, day) => {
        const longitudes = Object.fromEntries(TAJIKA_GRAHAS.map((g, i) => [g, l[i]!])) as Record<TajikaGraha, number>
        const r = yearLord({ varshaLagnaSign: lagna, natalLagnaSign: natal, munthaSign: muntha, day, longitudes })
        const sign = (g: TajikaGraha) => Math.floor(longitudes[g] / 30) + 1
        expect(r.officeBearers.munthaLord).toBe(signLord(muntha))
        expect(r.officeBearers.varshaLagnaLord).toBe(signLord(lagna))
        expect(r.officeBearers.dinaRatriLord).toBe(signLord(sign(day ? 'sun' : 'moon')))
        const bearers: TajikaGraha[] = Object.values(r.officeBearers)
        const aspecting = bearers.filter((g) => hasTajikaAspect(sign(g), lagna))
        expect(r.chosenBy).toBe(aspecting.length ? 'aspect' : 'strongest')
        const pool = aspecting.length ? aspecting : bearers
        expect(pool).toContain(r.yearLord)
        for (const g of pool) expect(r.strength[g]).toBeLessThanOrEqual(r.strength[r.yearLord])
      }),
      { numRuns: 300 },
    )
  })
})
