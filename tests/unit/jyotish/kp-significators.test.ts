import { describe, expect, it } from 'vitest'
import { houseSignificators } from '../../../core/jyotish/kp/significators'
import type { GrahaId } from '../../../core/jyotish/zodiac'

/**
 * A chart built by hand: cusps at the start of each sign (house n = sign n), so the lords are the signs'.
 * Star lords: Sun 15° Bharani (Venus), Moon 100° Pushya (Saturn), Mars 45° Rohini (Moon), Mercury 205° Vishakha
 * (Jupiter), Jupiter 125° Magha (Ketu), Venus 5° Ashwini (Ketu), Saturn 290° Shravana (Moon), Rahu 170° Hasta
 * (Moon), Ketu 350° Revati (Mercury).
 * Rahu in Virgo: nobody in Virgo, none of the seven aspects Virgo, so it acts for Virgo's lord Mercury only.
 * Ketu in Pisces: acts for Pisces's lord Jupiter and for Saturn, whose 3rd aspect from Capricorn falls on Pisces.
 */
const cusps = Array.from({ length: 12 }, (_, i) => i * 30)
const longitudes: Record<GrahaId, number> = { sun: 15, moon: 100, mars: 45, mercury: 205, jupiter: 125, venus: 5, saturn: 290, rahu: 170, ketu: 350 }
const table = houseSignificators(cusps, longitudes)
const house = (n: number) => table[n - 1]!

describe('the four-step significators of a hand-built chart', () => {
  it('house 1 (Aries): occupants Sun and Venus, the Sun in Venus’s star; lord Mars, nobody in Mars’s star', () => {
    expect(house(1)).toEqual({ house: 1, inStarOfOccupants: ['sun'], occupants: ['sun', 'venus'], inStarOfLord: [], lords: ['mars'] })
  })
  it('house 4 (Cancer): the Moon occupies and rules it; Mars, Saturn and Rahu are in its star', () => {
    expect(house(4)).toEqual({ house: 4, inStarOfOccupants: ['mars', 'saturn', 'rahu'], occupants: ['moon'], inStarOfLord: ['mars', 'saturn', 'rahu'], lords: ['moon'] })
  })
  it('house 5 (Leo): Jupiter occupies it and Ketu stands beside it as its agent; Mercury in Jupiter’s star, Jupiter and Venus in Ketu’s', () => {
    expect(house(5)).toEqual({ house: 5, inStarOfOccupants: ['mercury', 'jupiter', 'venus'], occupants: ['jupiter', 'ketu'], inStarOfLord: [], lords: ['sun'] })
  })
  it('houses 3 and 6 (Mercury’s signs): Rahu joins Mercury as lord; Ketu is in Mercury’s star', () => {
    expect(house(3)).toEqual({ house: 3, inStarOfOccupants: [], occupants: [], inStarOfLord: ['ketu'], lords: ['mercury', 'rahu'] })
    expect(house(6)).toEqual({ house: 6, inStarOfOccupants: [], occupants: ['rahu'], inStarOfLord: ['ketu'], lords: ['mercury', 'rahu'] })
  })
  it('house 7 (Libra): Mercury occupies it with Rahu as its agent; lord Venus, the Sun in its star', () => {
    expect(house(7)).toEqual({ house: 7, inStarOfOccupants: ['ketu'], occupants: ['mercury', 'rahu'], inStarOfLord: ['sun'], lords: ['venus'] })
  })
  it('houses 10 and 12: Ketu stands for Saturn (its aspect) and for Jupiter (its sign lord)', () => {
    expect(house(10)).toEqual({ house: 10, inStarOfOccupants: ['moon', 'jupiter', 'venus'], occupants: ['saturn', 'ketu'], inStarOfLord: ['moon', 'jupiter', 'venus'], lords: ['saturn', 'ketu'] })
    expect(house(12)).toEqual({ house: 12, inStarOfOccupants: ['jupiter', 'venus'], occupants: ['ketu'], inStarOfLord: ['mercury', 'jupiter', 'venus'], lords: ['jupiter', 'ketu'] })
  })
  it('an empty house is signified through its lord only', () => {
    expect(house(8)).toEqual({ house: 8, inStarOfOccupants: [], occupants: [], inStarOfLord: [], lords: ['mars'] })
  })
  it('refuses anything but twelve cusps', () => {
    expect(() => houseSignificators(cusps.slice(1), longitudes)).toThrow(RangeError)
  })
})
