import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../../adapters/ephemeris/astronomy-engine-ephemeris'
import type { Chart } from '../../../core/jyotish/chart'
import { computeChart } from '../../../core/jyotish/chart'
import { allDoshas } from '../../../core/kundli/doshas/all-doshas'
import { ChartFacts } from '../../../core/kundli/doshas/chart-facts'
import { KAAL_SARP_TYPES, kaalSarpDosha } from '../../../core/kundli/doshas/kaal-sarp'
import { lalKitabReading } from '../../../core/kundli/doshas/lal-kitab'
import { manglikDosha } from '../../../core/kundli/doshas/manglik'
import { kemadrumaDosha } from '../../../core/kundli/doshas/yoga-doshas'
import { GRAHAS, placementOf, type GrahaId } from '../../../core/jyotish/zodiac'

/** A chart from sidereal longitudes (degrees) and an ascendant longitude: whole-sign houses, no dignities needed. */
function chartOf(ascendant: number, longitudes: Partial<Record<GrahaId, number>>): Pick<Chart, 'ascendant' | 'planets'> {
  const asc = placementOf(ascendant)
  const lon = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0, rahu: 0, ...longitudes } as Record<GrahaId, number>
  lon.ketu = (lon.rahu + 180) % 360
  return {
    ascendant: asc,
    planets: GRAHAS.map((id) => {
      const p = placementOf(lon[id])
      return { id, ...p, latitude: 0, speed: 1, retrograde: false, combust: false, house: ((p.sign - asc.sign + 12) % 12) + 1, dignity: 'neutral' as const, nakshatraLord: 'ketu' as const }
    }),
  }
}

const find = (doshas: ReturnType<typeof allDoshas>, id: string) => doshas.find((d) => d.id === id)!

describe('kaal sarp dosha', () => {
  it('names the twelve types by Rahu’s house and tells the two directions apart', () => {
    for (let house = 1; house <= 12; house++) {
      const rahu = (house - 1) * 30 + 10 // ascendant in Aries: Rahu's sign = its house
      // Every planet 20°–160° ahead of Rahu: the arc from Rahu to Ketu.
      const ahead = Object.fromEntries(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'].map((g, i) => [g, (rahu + 20 + i * 20) % 360]))
      const f = kaalSarpDosha(new ChartFacts(chartOf(5, { rahu, ...ahead })))
      expect(f).toMatchObject({ present: true, partial: false, variant: `${KAAL_SARP_TYPES[house - 1]}.rahuToKetu` })
      expect(['strong', 'moderate']).toContain(f.severity)
      const behind = Object.fromEntries(Object.entries(ahead).map(([g, l]) => [g, (l + 180) % 360]))
      expect(kaalSarpDosha(new ChartFacts(chartOf(5, { rahu, ...behind }))).variant).toBe(`${KAAL_SARP_TYPES[house - 1]}.ketuToRahu`)
    }
  })

  it('calls it partial when one planet is outside, or one shares a node’s sign beyond it by degree; absent otherwise', () => {
    const inside = { sun: 40, moon: 60, mars: 80, mercury: 100, jupiter: 120, venus: 140 }
    const oneOut = kaalSarpDosha(new ChartFacts(chartOf(5, { rahu: 15, ...inside, saturn: 250 })))
    expect(oneOut).toMatchObject({ present: true, partial: true, severity: 'mild' })
    expect(oneOut.causes.find((c) => c.key === 'outside')?.planets).toEqual(['saturn'])
    // Saturn at 12° in Rahu's sign (Aries) but behind Rahu (15°): inside by sign, outside by degree.
    expect(kaalSarpDosha(new ChartFacts(chartOf(5, { rahu: 15, ...inside, saturn: 12 })))).toMatchObject({ present: true, partial: true })
    const spread = kaalSarpDosha(new ChartFacts(chartOf(5, { rahu: 15, sun: 40, moon: 60, mars: 80, mercury: 250, jupiter: 270, venus: 140, saturn: 100 })))
    expect(spread.present).toBe(false)
  })

  /**
   * Jawaharlal Nehru, 14 Nov 1889, 11:30 pm (B. V. Raman, Notable Horoscopes, p. 318, read as IST), Allahabad.
   * Published readings (learnjyotishnow.com lesson 18; blabberwockying.wordpress.com, 2016): Cancer
   * ascendant with the Moon in it, Rahu in the 12th, Jupiter with Ketu in the 6th (a guru chandal yoga),
   * Venus in its own sign in the 4th, Mars in the 3rd. Every planet lies between Rahu and Ketu by sign, but
   * Jupiter stands beyond Ketu by degree: a partial Sheshnag kaal sarp.
   */
  it('reads Nehru’s chart as the published readings do', () => {
    const chart = computeChart(new AstronomyEngineEphemeris(), { utc: new Date('1889-11-14T18:00:00Z'), lat: 25.45, lon: 81.85 })
    expect(chart.ascendant.sign).toBe(4)
    const d = allDoshas(chart)
    expect(find(d, 'guruChandal')).toMatchObject({ present: true })
    expect(find(d, 'guruChandal').causes[0].planets).toEqual(['jupiter', 'ketu'])
    expect(find(d, 'kaalSarp')).toMatchObject({ present: true, partial: true, variant: 'sheshnag.rahuToKetu' })
    // Mars in Virgo: 3rd from the ascendant and the Moon, 12th from Venus in Libra.
    expect(find(d, 'manglik').causes.map((c) => c.from)).toEqual(['venus'])
  })
})

describe('manglik dosha', () => {
  it('counts Mars from the ascendant, the Moon and Venus, and applies the house-sign exceptions', () => {
    // Ascendant Aries; Mars in Cancer: 4th from the ascendant and the Moon (Aries), 7th from Venus (Capricorn).
    const strong = manglikDosha(new ChartFacts(chartOf(5, { mars: 95, moon: 10, venus: 275, jupiter: 200, sun: 300 })))
    expect(strong).toMatchObject({ present: true, severity: 'strong', cancelled: false })
    // Mars in Scorpio in the 8th from a Taurus ascendant... own sign: cancelled.
    const own = manglikDosha(new ChartFacts(chartOf(35, { mars: 215, moon: 100, venus: 100, jupiter: 100 })))
    expect(own.present).toBe(true)
    expect(own.cancelled).toBe(true)
    expect(own.cancellations.find((c) => c.key === 'ownOrExalted')?.applies).toBe(true)
    // 12th house in Taurus from a Gemini ascendant (the Moon and Venus in Virgo: the 9th): the house-sign exception.
    const taurus = manglikDosha(new ChartFacts(chartOf(65, { mars: 40, moon: 160, venus: 160, jupiter: 300 })))
    expect(taurus.cancellations.find((c) => c.key === 'houseSign')?.applies).toBe(true)
    expect(taurus.cancelled).toBe(true)
    const none = manglikDosha(new ChartFacts(chartOf(5, { mars: 65, moon: 5, venus: 5 })))
    expect(none).toMatchObject({ present: false, cancelled: false, causes: [] })
  })
})

describe('kemadruma, conjunction doshas and Lal Kitab', () => {
  it('forms kemadruma only with the Moon’s neighbours empty, and cancels it by a kendra', () => {
    // Moon in Aries; 2nd (Taurus) and 12th (Pisces) empty; Jupiter in Cancer is a kendra from the Moon.
    const k = kemadrumaDosha(new ChartFacts(chartOf(5, { moon: 10, sun: 40, mars: 150, mercury: 160, jupiter: 100, venus: 170, saturn: 200, rahu: 250 })))
    expect(k.present).toBe(true)
    expect(k.cancelled).toBe(true)
    const flanked = kemadrumaDosha(new ChartFacts(chartOf(5, { moon: 10, venus: 40 })))
    expect(flanked.present).toBe(false)
  })

  it('grades conjunctions by orb and names the grahan variant', () => {
    const d = allDoshas(chartOf(5, { sun: 100, rahu: 104, moon: 185, saturn: 200, jupiter: 130, mars: 20 }))
    expect(find(d, 'grahan')).toMatchObject({ present: true, variant: 'surya', severity: 'strong' })
    expect(find(d, 'pitra').present).toBe(true)
    expect(find(d, 'vish')).toMatchObject({ present: true, severity: 'moderate' })
    expect(find(d, 'shrapit').present).toBe(false)
  })

  it('fixes Aries in house 1 and finds sleeping planets, sleeping houses and debts', () => {
    // Ascendant Leo; every graha in houses 7–12 (Aquarius .. Cancer): the first half is empty, so they sleep.
    const chart = chartOf(125, { sun: 310, moon: 340, mars: 10, mercury: 40, jupiter: 70, venus: 100, saturn: 310, rahu: 340 })
    const r = lalKitabReading(chart)
    expect(r.houses.map((h) => h.sign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const mars = r.planets.find((p) => p.id === 'mars')!
    expect(mars.house).toBe(9)
    expect(mars.sleeping).toBe(true)
    expect(mars.sleepingReasons).toEqual(['firstHalfEmpty'])
    // Nothing sits in house 1 and no house aspects it: it sleeps. House 7 is occupied: awake.
    expect(r.houses.find((h) => h.house === 1)!.sleeping).toBe(true)
    expect(r.houses.find((h) => h.house === 7)!.sleeping).toBe(false)
    // Rahu in the 8th (Pisces from Leo): the sambandhi rin (Mercury or Ketu in the 1st or 8th) is not Rahu's.
    expect(r.debts.find((d) => d.id === 'sambandhi')!.present).toBe(false)
    expect(r.debts.find((d) => d.id === 'ajanma')!.present).toBe(true) // Venus in the 12th (Cancer)
  })
})
