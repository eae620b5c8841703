import { describe, expect, it } from 'vitest'
import { bhakootPosition, signCompatibility } from '../../../core/matching/sign-compatibility'

/**
 * Sign-by-sign compatibility (core/matching/sign-compatibility.ts). The koota rules are those of guna
 * milan as B. V. Raman's "Muhurtha" (ch. on marriage) and Muhurta Chintamani give them: bhakoot 7 points
 * unless the signs are 2/12, 5/9 or 6/8 apart, that dosha lifted when the lords are one graha or mutual
 * friends; graha maitri 5 points by the lords' natural friendship (Parashara's table).
 */
describe('sign compatibility', () => {
  it('counts the bhakoot position both ways', () => {
    expect(bhakootPosition(1, 5)).toBe('5/9') // Aries → Leo is 5, Leo → Aries is 9
    expect(bhakootPosition(5, 1)).toBe('5/9')
    expect(bhakootPosition(1, 8)).toBe('6/8')
    expect(bhakootPosition(2, 1)).toBe('2/12')
    expect(bhakootPosition(4, 4)).toBe('1/1')
    expect(bhakootPosition(1, 7)).toBe('7/7')
  })

  it('Aries and Leo: 5/9 bhakoot dosha, lifted because Mars and the Sun are mutual friends', () => {
    const r = signCompatibility(1, 5)
    expect(r.bhakoot).toEqual({ position: '5/9', dosha: true, cancelled: true, points: 7 })
    expect(r.lords).toEqual(['mars', 'sun'])
    expect(r.lordRelation).toBe('friends')
    expect(r.elementHarmony).toBe('same')
    expect(r.score).toBe(100)
  })

  it('Aries and Virgo: 6/8 dosha stands (Mars is hostile to Mercury, Mercury neutral to Mars)', () => {
    const r = signCompatibility(1, 6)
    expect(r.bhakoot).toEqual({ position: '6/8', dosha: true, cancelled: false, points: 0 })
    expect(r.maitriPoints).toBe(0.5)
    expect(r.elementHarmony).toBe('uneasy')
    expect(r.score).toBe(10) // (0 + 0.5 + 1) / 15
    expect(r.band).toBe('challenging')
  })

  it('Taurus and Gemini: 2/12 cancelled by Venus and Mercury, friends of each other', () => {
    const r = signCompatibility(2, 3)
    expect(r.bhakoot.cancelled).toBe(true)
    expect(r.elementHarmony).toBe('opposed')
    expect(r.score).toBe(80) // (7 + 5 + 0) / 15
  })

  it('is the same whichever sign comes first, for all 144 pairs, and stays within 0–100', () => {
    const keys = new Set<string>()
    for (let a = 1; a <= 12; a++) {
      for (let b = 1; b <= 12; b++) {
        const ab = signCompatibility(a, b)
        expect(signCompatibility(b, a)).toEqual(ab)
        expect(ab.score).toBeGreaterThanOrEqual(0)
        expect(ab.score).toBeLessThanOrEqual(100)
        expect(ab.bhakoot.points + ab.maitriPoints + ab.tattvaPoints).toBeCloseTo((ab.score / 100) * 15, 0)
        keys.add(ab.pairKey)
      }
    }
    expect(keys.size).toBe(78)
  })

  it('refuses a sign outside 1–12', () => {
    expect(() => signCompatibility(0, 5)).toThrow(RangeError)
    expect(() => signCompatibility(3, 13)).toThrow(RangeError)
  })
})
