import { describe, expect, it } from 'vitest'
import type { MoonPlacement } from '../../../core/matching/ashtakoota'
import { coupleManglik, manglikDosha, type ManglikInput } from '../../../core/matching/manglik'
import { matchCharts } from '../../../core/matching/match'
import { porutham } from '../../../core/matching/porutham'
import { NAKSHATRA_SPAN, PADA_SPAN, placementOf } from '../../../core/jyotish/zodiac'

function moonAt(nakshatra: number, pada: number): MoonPlacement {
  const p = placementOf((nakshatra - 1) * NAKSHATRA_SPAN + (pada - 0.5) * PADA_SPAN)
  return { longitude: p.longitude, sign: p.sign, nakshatra: p.nakshatra, pada: p.pada }
}
const item = (boy: MoonPlacement, girl: MoonPlacement, id: string) => porutham(boy, girl).items.find((i) => i.id === id)!

describe('ten poruthams', () => {
  it('dina agrees for the counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 from the bride\'s star (bharatmatchpoint.com, "ten porutham")', () => {
    const agreeing = []
    for (let count = 2; count <= 27; count++) if (item(moonAt(count, 1), moonAt(1, 1), 'dina').matched) agreeing.push(count)
    expect(agreeing).toEqual([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26])
    // One star for both: Rohini agrees, Bharani does not.
    expect(item(moonAt(4, 1), moonAt(4, 2), 'dina')).toMatchObject({ matched: true, outcome: 'sameStarGood' })
    expect(item(moonAt(2, 1), moonAt(2, 2), 'dina').matched).toBe(false)
  })

  it('mahendra at 4, 7, 10 … 25 and stree deergha beyond the 13th', () => {
    const mahendra = []
    const deergha = []
    for (let count = 1; count <= 27; count++) {
      if (item(moonAt(count, 1), moonAt(1, 1), 'mahendra').matched) mahendra.push(count)
      if (item(moonAt(count, 1), moonAt(1, 1), 'streeDeergha').matched) deergha.push(count)
    }
    expect(mahendra).toEqual([4, 7, 10, 13, 16, 19, 22, 25])
    expect(deergha).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27])
  })

  it('rajju fails when both stars are in one rajju, vedha for the obstructing pairs', () => {
    // Ashwini and Magha are both Pada rajju; Ashwini and Bharani differ.
    expect(item(moonAt(1, 1), moonAt(10, 1), 'rajju')).toMatchObject({ matched: false, boy: 'pada', girl: 'pada' })
    expect(item(moonAt(1, 1), moonAt(2, 1), 'rajju').matched).toBe(true)
    // Mrigashira, Chitra and Dhanishta (all Siro) obstruct one another; Ashwini–Jyeshtha too.
    expect(item(moonAt(5, 1), moonAt(14, 1), 'vedha').matched).toBe(false)
    expect(item(moonAt(14, 1), moonAt(23, 1), 'vedha').matched).toBe(false)
    expect(item(moonAt(1, 1), moonAt(18, 1), 'vedha').matched).toBe(false)
    expect(item(moonAt(1, 1), moonAt(17, 1), 'vedha').matched).toBe(true)
  })

  it('vasya by the sign list (Aries holds Leo and Scorpio in sway)', () => {
    expect(item(moonAt(10, 1), moonAt(1, 1), 'vasya').matched).toBe(true) // Leo boy, Aries girl
    expect(item(moonAt(6, 1), moonAt(1, 1), 'vasya').matched).toBe(false) // Gemini boy, Aries girl
  })
})

/** A chart where nothing but what a test sets makes or breaks the dosha. */
// Venus in Aquarius and Jupiter in Cancer: neither in the lagna, neither placing nor influencing a Mars in Gemini.
const chart = (over: Partial<ManglikInput>): ManglikInput => ({ lagnaSign: 1, moonSign: 1, venusSign: 11, marsSign: 3, jupiterSign: 4, ...over })

describe('manglik dosha', () => {
  it('is absent when Mars is in the 3rd, 5th, 6th, 9th, 10th or 11th from lagna, Moon and Venus', () => {
    // Mars in Gemini, everything else in Aries: the 3rd house from each.
    expect(manglikDosha(chart({}))).toMatchObject({ present: false, cancelled: false, effective: false, placements: [], cancellations: [] })
  })

  it('is present from each reference, with the house named', () => {
    // Lagna Sagittarius, Moon Virgo, Venus Pisces, Mars Gemini: 7th from lagna, 10th from the Moon, 4th from Venus.
    const m = manglikDosha({ lagnaSign: 9, moonSign: 6, venusSign: 12, marsSign: 3, jupiterSign: 4 })
    expect(m.placements).toEqual([
      { from: 'lagna', house: 7, excepted: false },
      { from: 'venus', house: 4, excepted: false },
    ])
    expect(m).toMatchObject({ present: true, cancelled: false, effective: true, cancellations: [] })
  })

  it('counts the 2nd house (the tradition chosen) and its Gemini/Virgo exception', () => {
    // Mars in Taurus, 2nd from an Aries lagna, Moon and Venus in Aries: present, no exception for Taurus in the 2nd.
    expect(manglikDosha(chart({ marsSign: 2, jupiterSign: 4 }))).toMatchObject({ present: true, effective: true })
    // Mars in Gemini 2nd from a Taurus lagna (Moon, Venus in Leo, Jupiter in Cancer: no other rule): excused by its sign.
    const excused = manglikDosha({ lagnaSign: 2, moonSign: 5, venusSign: 5, marsSign: 3, jupiterSign: 4 })
    expect(excused.placements).toEqual([{ from: 'lagna', house: 2, excepted: true }])
    expect(excused).toMatchObject({ present: true, cancelled: true, cancellations: ['houseSignException'] })
  })

  it('is cancelled by Mars in its own or exaltation sign, in Leo or Aquarius, by Jupiter and by the Moon', () => {
    // Lagna Cancer, Mars Capricorn in the 7th (exalted).
    expect(manglikDosha({ lagnaSign: 4, moonSign: 6, venusSign: 6, marsSign: 10, jupiterSign: 6 }).cancellations).toContain('ownOrExaltedSign')
    // Lagna Taurus, Mars Leo in the 4th.
    expect(manglikDosha({ lagnaSign: 2, moonSign: 6, venusSign: 6, marsSign: 5, jupiterSign: 6 }).cancellations).toContain('leoOrAquarius')
    // Lagna Aries, Mars Libra in the 7th, Jupiter in Gemini aspects it (5th aspect).
    const aspected = manglikDosha({ lagnaSign: 1, moonSign: 6, venusSign: 6, marsSign: 7, jupiterSign: 3 })
    expect(aspected).toMatchObject({ present: true, cancelled: true, cancellations: ['jupiterAssociation'] })
    // Jupiter 2nd from Mars neither joins nor aspects it.
    expect(manglikDosha({ lagnaSign: 1, moonSign: 6, venusSign: 6, marsSign: 7, jupiterSign: 8 }).effective).toBe(true)
    // The Moon with Mars.
    expect(manglikDosha({ lagnaSign: 1, moonSign: 7, venusSign: 6, marsSign: 7, jupiterSign: 8 }).cancellations).toContain('moonConjunction')
    // Jupiter or Venus in the lagna (the detector's rule too: one rule for both tools).
    expect(manglikDosha({ lagnaSign: 1, moonSign: 6, venusSign: 1, marsSign: 7, jupiterSign: 8 }).cancellations).toEqual(['beneficInLagna'])
    // The house-and-sign exception cancels only when it excuses every manglik house: Mars in Gemini is
    // excused in the 2nd from a Taurus lagna but not in the 4th from a Pisces Moon.
    expect(manglikDosha({ lagnaSign: 2, moonSign: 12, venusSign: 5, marsSign: 3, jupiterSign: 4 })).toMatchObject({ present: true, effective: true, cancellations: [] })
  })

  it('for the couple: two manglik charts balance, one alone is a caution', () => {
    const manglik = manglikDosha({ lagnaSign: 1, moonSign: 6, venusSign: 6, marsSign: 7, jupiterSign: 8 })
    const clear = manglikDosha(chart({}))
    expect(coupleManglik(manglik, manglik)).toBe('balanced')
    expect(coupleManglik(manglik, clear)).toBe('boyOnly')
    expect(coupleManglik(clear, manglik)).toBe('girlOnly')
    expect(coupleManglik(clear, clear)).toBe('none')
    const cancelled = manglikDosha({ lagnaSign: 4, moonSign: 6, venusSign: 6, marsSign: 10, jupiterSign: 6 })
    expect(coupleManglik(cancelled, clear)).toBe('cancelled')
  })

  it('a one-sided manglik dosha turns a good total into a verdict with caution', () => {
    const boy = { moon: moonAt(12, 2), manglik: { lagnaSign: 1, moonSign: 6, venusSign: 6, marsSign: 7, jupiterSign: 8 } }
    const girl = { moon: moonAt(4, 2), manglik: chart({}) }
    const facts = matchCharts(boy, girl)
    expect(facts.ashtakoota.total).toBe(25)
    expect(facts.cautions).toContain('manglik')
    expect(facts.verdict).toBe('withCaution')
    // Without it, the same Moons are a good match (the bhakoot dosha is cancelled).
    expect(matchCharts({ ...boy, manglik: chart({}) }, girl).verdict).toBe('good')
  })
})
