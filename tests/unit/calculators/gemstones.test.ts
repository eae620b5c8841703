import { describe, expect, it } from 'vitest'
import { gemVerdicts, housesRuled } from '../../../core/gemstones/advice'
import { GEMS } from '../../../core/gemstones/gems'

/**
 * Gem choice by functional nature from the lagna (Laghu Parashari): trikona lords (1, 5, 9) advised,
 * marakas (lords of 2 and 7) never, except the lagna lord itself; lords of 3, 6, 8, 11, 12 with no trikona
 * avoided; the nodes only on a specific reason. Worked by hand for Aries, Taurus and Capricorn lagnas.
 */
const verdict = (lagna: number, planet: string) => gemVerdicts(lagna).find((v) => v.planet === planet)!

describe('gem verdicts', () => {
  it('reads the houses each graha rules from the lagna', () => {
    expect(housesRuled('mars', 1)).toEqual([1, 8])
    expect(housesRuled('venus', 1)).toEqual([2, 7])
    expect(housesRuled('saturn', 10)).toEqual([1, 2])
    expect(housesRuled('rahu', 5)).toEqual([])
  })

  it('Aries: Mars, the Sun and Jupiter; never Venus (2nd and 7th)', () => {
    expect(verdict(1, 'mars')).toMatchObject({ verdict: 'recommended', roles: ['lagnaLord'] })
    expect(verdict(1, 'sun')).toMatchObject({ verdict: 'recommended', roles: ['fifthLord'] })
    expect(verdict(1, 'jupiter')).toMatchObject({ verdict: 'recommended', roles: ['ninthLord'], owns: [9, 12] })
    expect(verdict(1, 'venus')).toMatchObject({ verdict: 'avoid', cautions: ['maraka'] })
    expect(verdict(1, 'mercury')).toMatchObject({ verdict: 'avoid', cautions: ['malefic'] }) // 3rd and 6th
    expect(verdict(1, 'moon')).toMatchObject({ verdict: 'caution', cautions: ['neutral'] }) // 4th only
    expect(verdict(1, 'rahu')).toMatchObject({ verdict: 'caution', cautions: ['node'] })
  })

  it('Taurus: Saturn (9th and 10th) is advised, Mercury (2nd and 5th) is not, being a maraka', () => {
    expect(verdict(2, 'saturn')).toMatchObject({ verdict: 'recommended', roles: ['ninthLord'] })
    expect(verdict(2, 'mercury')).toMatchObject({ verdict: 'avoid', roles: ['fifthLord'], cautions: ['maraka'] })
    expect(verdict(2, 'venus')).toMatchObject({ verdict: 'recommended', roles: ['lagnaLord'] })
  })

  it('Capricorn: Saturn rules the 1st and the 2nd and stays the life stone', () => {
    expect(verdict(10, 'saturn')).toMatchObject({ verdict: 'recommended', roles: ['lagnaLord'], cautions: [] })
    expect(verdict(10, 'moon')).toMatchObject({ verdict: 'avoid', cautions: ['maraka'] })
  })

  it('never advises a maraka other than the lagna lord, for any of the 12 lagnas', () => {
    for (let lagna = 1; lagna <= 12; lagna++) {
      const verdicts = gemVerdicts(lagna)
      expect(verdicts.filter((v) => v.roles.includes('lagnaLord'))).toHaveLength(1)
      for (const v of verdicts) {
        if (v.verdict === 'recommended') {
          expect(v.roles.length).toBeGreaterThan(0)
          if (!v.roles.includes('lagnaLord')) expect(v.owns.some((h) => h === 2 || h === 7), `${lagna} ${v.planet}`).toBe(false)
        }
      }
      expect(verdicts.find((v) => v.roles.includes('lagnaLord'))!.verdict).toBe('recommended')
    }
  })

  it('gives each graha its navaratna with a finger, a day and a weight', () => {
    expect(GEMS.sun.gem).toBe('ruby')
    expect(GEMS.jupiter).toMatchObject({ gem: 'yellowSapphire', finger: 'index', day: 4 })
    expect(GEMS.saturn).toMatchObject({ gem: 'blueSapphire', finger: 'middle', day: 6 })
    for (const g of Object.values(GEMS)) expect(g.minCarats).toBeGreaterThan(0)
  })
})
