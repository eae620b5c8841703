import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KP_SUBS, kpLordsOf } from '../../../core/jyotish/kp/sub-lords'
import { VIMSHOTTARI_YEARS } from '../../../core/jyotish/vimshottari'
import { NAKSHATRA_SPAN, VIMSHOTTARI_ORDER, nakshatraLord, nakshatraOf, signLord, signOf } from '../../../core/jyotish/zodiac'

/** Degrees, minutes, seconds → degrees. */
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600

describe('the table of the 249 subs (KP Reader I)', () => {
  it('has 249 rows once the six subs that cross a sign boundary are split, covering the zodiac without a gap', () => {
    expect(KP_SUBS).toHaveLength(249)
    expect(KP_SUBS[0]!.start).toBe(0)
    expect(KP_SUBS.at(-1)!.end).toBeCloseTo(360, 10)
    KP_SUBS.forEach((s, i) => {
      expect(s.number).toBe(i + 1)
      expect(s.end).toBeGreaterThan(s.start)
      if (i > 0) expect(s.start).toBeCloseTo(KP_SUBS[i - 1]!.end, 10)
      // Every row lies in one sign.
      expect(Math.floor(s.start / 30)).toBe(s.sign - 1)
      expect(s.end).toBeLessThanOrEqual(s.sign * 30 + 1e-9)
      expect(s.signLord).toBe(signLord(s.sign))
    })
    const split = KP_SUBS.filter((s) => s.start !== s.subStart || s.end !== s.subEnd)
    expect(split).toHaveLength(12)
    expect([...new Set(split.map((s) => Math.round(s.start === s.subStart ? s.end : s.start)))]).toEqual([30, 90, 150, 210, 270, 330])
  })

  it('begins with Ketu’s sub of Ashwini, 0°00′00″–0°46′40″, then Venus’s to 3°00′00″; ends with Saturn’s sub of Revati', () => {
    expect(KP_SUBS[0]).toMatchObject({ sign: 1, signLord: 'mars', starLord: 'ketu', subLord: 'ketu' })
    expect(KP_SUBS[0]!.end).toBeCloseTo(dms(0, 46, 40), 12)
    expect(KP_SUBS[1]).toMatchObject({ starLord: 'ketu', subLord: 'venus' })
    expect(KP_SUBS[1]!.end).toBeCloseTo(3, 12)
    expect(KP_SUBS.at(-1)).toMatchObject({ sign: 12, signLord: 'jupiter', starLord: 'mercury', subLord: 'saturn' })
    // Krittika (the Sun's star) is cut by the Aries/Taurus boundary inside Rahu's sub, 2°33′20″–4°33′20″ into the star.
    const cut = KP_SUBS.filter((s) => s.starLord === 'sun' && s.subLord === 'rahu' && s.subStart < 30 && s.subEnd > 30)
    expect(cut.map((s) => [s.signLord, s.start, s.end])).toEqual([
      ['mars', cut[0]!.subStart, 30],
      ['venus', 30, cut[1]!.subEnd],
    ])
    expect(cut[0]!.subStart).toBeCloseTo(2 * NAKSHATRA_SPAN + dms(2, 33, 20), 12)
  })

  it('divides each nakshatra among the nine lords from its own, in proportion to their years, the spans summing to 13°20′', () => {
    for (let n = 1; n <= 27; n++) {
      const own = KP_SUBS.filter((s) => nakshatraOf((s.start + s.end) / 2) === n)
      const whole = own.filter((s, i) => i === 0 || s.subStart !== own[i - 1]!.subStart)
      const first = VIMSHOTTARI_ORDER.indexOf(nakshatraLord(n))
      expect(whole.map((s) => s.subLord)).toEqual(Array.from({ length: 9 }, (_, k) => VIMSHOTTARI_ORDER[(first + k) % 9]))
      whole.forEach((s) => expect(s.subEnd - s.subStart).toBeCloseTo((NAKSHATRA_SPAN * VIMSHOTTARI_YEARS[s.subLord]) / 120, 12))
      expect(own.reduce((sum, s) => sum + (s.end - s.start), 0)).toBeCloseTo(NAKSHATRA_SPAN, 10)
    }
  })
})

describe('the lords of a point', () => {
  it('hand-worked points', () => {
    // 0°30′ Aries: Ketu's sub of Ashwini (0°–0°46′40″); its sub-subs from Ketu: Ketu to 0°02′43.3″, Venus to 0°10′30″,
    // Sun 0°12′50″, Moon 0°16′43.3″, Mars 0°19′26.7″, Rahu 0°26′26.7″, Jupiter 0°32′40″: Jupiter.
    expect(kpLordsOf(0.5)).toEqual({ signLord: 'mars', starLord: 'ketu', subLord: 'ketu', subSubLord: 'jupiter' })
    // Either side of 30°: Krittika, Rahu's sub (2°33′20″–4°33′20″ into the star), whose sub-subs run on across the
    // boundary: Rahu 0°18′, Jupiter 0°16′, Saturn 0°19′ from 2°33′20″ → Saturn's covers 3°07′20″–3°26′20″.
    expect(kpLordsOf(29.9999)).toEqual({ signLord: 'mars', starLord: 'sun', subLord: 'rahu', subSubLord: 'saturn' })
    expect(kpLordsOf(30.0001)).toEqual({ signLord: 'venus', starLord: 'sun', subLord: 'rahu', subSubLord: 'saturn' })
    // 359°59′: Revati's last sub (Saturn's, 2°06′40″), whose last sub-sub is Jupiter's (the sequence from Saturn
    // ends with Jupiter; 16/120 of the sub = 0°16′53″).
    expect(kpLordsOf(dms(359, 59, 0))).toEqual({ signLord: 'jupiter', starLord: 'mercury', subLord: 'saturn', subSubLord: 'jupiter' })
    expect(kpLordsOf(360 - dms(0, 17, 0))).toMatchObject({ subLord: 'saturn', subSubLord: 'rahu' })
    expect(kpLordsOf(360)).toEqual(kpLordsOf(0))
    expect(() => kpLordsOf(Number.NaN)).toThrow(RangeError)
  })

  it('agree with the sign and nakshatra of any longitude, and with the sub table', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (lon) => {
        const lords = kpLordsOf(lon)
        expect(lords.signLord).toBe(signLord(signOf(lon)))
        expect(lords.starLord).toBe(nakshatraLord(nakshatraOf(lon)))
        const row = KP_SUBS.find((s) => s.start <= lon && lon < s.end)!
        expect(lords.subLord).toBe(row.subLord)
        // The sub-sub by direct division of the whole sub from its lord.
        const first = VIMSHOTTARI_ORDER.indexOf(row.subLord)
        let edge = row.subStart
        let expected = row.subLord
        for (let k = 0; k < 9; k++) {
          expected = VIMSHOTTARI_ORDER[(first + k) % 9]!
          edge += ((row.subEnd - row.subStart) * VIMSHOTTARI_YEARS[expected]) / 120
          if (lon < edge) break
        }
        expect(lords.subSubLord).toBe(expected)
      }),
      { numRuns: 2000 },
    )
  })
})
