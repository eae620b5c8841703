import { describe, expect, it } from 'vitest'
import { ashtakoota, grahaMaitriPoints, gunaBand, type MoonPlacement } from '../../../core/matching/ashtakoota'
import { ganaPoints, vashyaOf, yoniPoints, type Gana, type Yoni } from '../../../core/matching/tables'
import { NAKSHATRA_SPAN, PADA_SPAN, placementOf } from '../../../core/jyotish/zodiac'

/** A Moon in the middle of a nakshatra's pada (nakshatra 1–27, pada 1–4). */
function moonAt(nakshatra: number, pada: number): MoonPlacement {
  const p = placementOf((nakshatra - 1) * NAKSHATRA_SPAN + (pada - 0.5) * PADA_SPAN)
  return { longitude: p.longitude, sign: p.sign, nakshatra: p.nakshatra, pada: p.pada }
}
const koota = (r: ReturnType<typeof ashtakoota>, id: string) => r.kootas.find((k) => k.id === id)!

describe('Ashtakoota against published rules and examples', () => {
  it('tara: bride Ashwini, groom Vishakha gives 1:7 and 1.5 points (sriramgurujala.com, "Guna Milan … Tara")', () => {
    const r = ashtakoota(moonAt(16, 1), moonAt(1, 1))
    const tara = koota(r, 'tara')
    expect(tara.score).toBe(1.5)
    expect(tara.boy).toBe('vadha') // the groom's star is the 7th from the bride's
    expect(tara.girl).toBe('kshema')
  })

  it('gana points as the Marathi jyotish text on transliteral.org states them (same 6; groom deva–bride manushya 6; groom manushya–bride deva 5; groom rakshasa–bride deva 1; groom deva–bride rakshasa 0; rakshasa–manushya 0)', () => {
    const expected: Array<[Gana, Gana, number]> = [
      ['deva', 'deva', 6], ['manushya', 'manushya', 6], ['rakshasa', 'rakshasa', 6],
      ['deva', 'manushya', 6], ['manushya', 'deva', 5], ['rakshasa', 'deva', 1], ['deva', 'rakshasa', 0],
      ['rakshasa', 'manushya', 0], ['manushya', 'rakshasa', 0],
    ]
    for (const [boy, girl, points] of expected) expect(ganaPoints(boy, girl), `${boy}/${girl}`).toBe(points)
  })

  it('graha maitri from the natural friendships: 5 friends, 4 friend–neutral, 3 neutral, 1 friend–enemy, ½ neutral–enemy, 0 enemies (the rule table reproduced in Horoscope-matching books)', () => {
    expect(grahaMaitriPoints('sun', 'moon').score).toBe(5)
    expect(grahaMaitriPoints('sun', 'mercury').score).toBe(4)
    expect(grahaMaitriPoints('mars', 'venus').score).toBe(3)
    expect(grahaMaitriPoints('moon', 'mercury').score).toBe(1)
    expect(grahaMaitriPoints('moon', 'venus').score).toBe(0.5)
    expect(grahaMaitriPoints('venus', 'sun').score).toBe(0)
    expect(grahaMaitriPoints('jupiter', 'saturn').score).toBe(3)
    expect(grahaMaitriPoints('mercury', 'saturn').score).toBe(4)
    expect(grahaMaitriPoints('saturn', 'saturn')).toEqual({ score: 5, outcome: 'sameLord' })
  })

  it('yoni: the seven sworn-enemy pairs score 0 and the same yoni 4 (freehoroscopesonline.in, "The Yoni Koota")', () => {
    const enemies: Array<[Yoni, Yoni]> = [['horse', 'buffalo'], ['elephant', 'lion'], ['sheep', 'monkey'], ['serpent', 'mongoose'], ['dog', 'deer'], ['cat', 'rat'], ['cow', 'tiger']]
    for (const [a, b] of enemies) {
      expect(yoniPoints(a, b)).toBe(0)
      expect(yoniPoints(b, a)).toBe(0)
      expect(yoniPoints(a, a)).toBe(4)
    }
  })

  it('vashya classes with the split signs (ranjanadikshit.com, "Kundali Milan": first 15° of Dhanu human, second quadruped; first 15° of Makara quadruped, second water)', () => {
    expect(vashyaOf(240 + 10)).toBe('manava')
    expect(vashyaOf(240 + 20)).toBe('chatushpada')
    expect(vashyaOf(270 + 10)).toBe('chatushpada')
    expect(vashyaOf(270 + 20)).toBe('jalachara')
    expect(vashyaOf(120 + 5)).toBe('vanachara')
    expect(vashyaOf(210 + 5)).toBe('keeta')
  })

  it('varna: the groom equal to or above the bride scores 1 (saravali.github.io, "Varna Koota")', () => {
    // Cancer (Brahmin) groom, Aries (Kshatriya) bride: 1; the reverse: 0.
    expect(koota(ashtakoota(moonAt(8, 1), moonAt(1, 1)), 'varna').score).toBe(1)
    expect(koota(ashtakoota(moonAt(1, 1), moonAt(8, 1)), 'varna').score).toBe(0)
  })

  it('a couple worked by hand: groom Uttara Phalguni pada 2 (Virgo), bride Rohini pada 2 (Taurus) — the stars of the example in futuresamachar.com\'s "Horoscope Matching"', () => {
    const r = ashtakoota(moonAt(12, 2), moonAt(4, 2))
    // varna vaishya/vaishya 1; vashya manava/chatushpada 1; tara 9th and 2nd both favourable 3; yoni cow/serpent 1;
    // Mercury and Venus friends 5; manushya both 6; Taurus–Virgo 5/9 bhakoot 0; aadi/antya nadi 8.
    expect(Object.fromEntries(r.kootas.map((k) => [k.id, k.score]))).toEqual({ varna: 1, vashya: 1, tara: 3, yoni: 1, grahaMaitri: 5, gana: 6, bhakoot: 0, nadi: 8 })
    expect(r.total).toBe(25)
    expect(r.band).toBe('good')
    // The 5/9 bhakoot dosha is cancelled: Mercury and Venus are mutual friends.
    expect(koota(r, 'bhakoot')).toMatchObject({ dosha: true, cancelled: true, exceptions: ['friendlySignLords'], detail: { relation: '5/9' } })
  })

  it('nadi dosha and its Muhurta Chintamani exceptions', () => {
    // Ashwini and Ardra: both Aadi, different signs and stars: dosha without exception.
    expect(koota(ashtakoota(moonAt(1, 1), moonAt(6, 1)), 'nadi')).toMatchObject({ score: 0, dosha: true, cancelled: false, exceptions: [] })
    // Same star, different padas, same sign (Ashwini 1 and 3): cancelled.
    expect(koota(ashtakoota(moonAt(1, 1), moonAt(1, 3)), 'nadi')).toMatchObject({ dosha: true, cancelled: true, exceptions: ['sameNakshatraDifferentPada'] })
    // Same star and pada: no exception.
    expect(koota(ashtakoota(moonAt(1, 2), moonAt(1, 2)), 'nadi')).toMatchObject({ dosha: true, cancelled: false })
    // Krittika pada 1 (Aries) and pada 2 (Taurus): same star, different signs.
    expect(koota(ashtakoota(moonAt(3, 1), moonAt(3, 2)), 'nadi').exceptions).toEqual(['sameNakshatraDifferentSign'])
    // Ardra and Punarvasu pada 1: both Aadi, both in Gemini, different stars.
    expect(koota(ashtakoota(moonAt(6, 1), moonAt(7, 1)), 'nadi').exceptions).toEqual(['sameSignDifferentNakshatra'])
  })

  it('bands of the guna total', () => {
    expect([0, 17.5, 18, 24.5, 25, 32.5, 33, 36].map(gunaBand)).toEqual(['notRecommended', 'notRecommended', 'average', 'average', 'good', 'good', 'excellent', 'excellent'])
  })

  it('refuses placements out of range', () => {
    expect(() => ashtakoota({ longitude: 400, sign: 1, nakshatra: 1, pada: 1 }, moonAt(1, 1))).toThrow(RangeError)
  })
})
