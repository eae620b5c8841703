import { describe, expect, it } from 'vitest'
import { compoundRelation, dignityOf, isCombust, naturalRelation, temporalRelation } from '../../../core/jyotish/dignity'
import type { GrahaId } from '../../../core/jyotish/zodiac'

const signs = (over: Partial<Record<GrahaId, number>>): Record<GrahaId, number> => ({
  sun: 1, moon: 1, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1, rahu: 1, ketu: 7, ...over,
})

describe('dignity', () => {
  it('exaltation and debilitation by sign', () => {
    expect(dignityOf('sun', 1, 10, signs({}))).toBe('exalted')
    expect(dignityOf('sun', 7, 10, signs({ sun: 7 }))).toBe('debilitated')
    expect(dignityOf('saturn', 7, 20, signs({ saturn: 7 }))).toBe('exalted')
    expect(dignityOf('jupiter', 10, 5, signs({ jupiter: 10 }))).toBe('debilitated')
    expect(dignityOf('rahu', 2, 5, signs({ rahu: 2 }))).toBe('exalted')
    expect(dignityOf('ketu', 2, 5, signs({ ketu: 2 }))).toBe('debilitated')
  })

  it('moolatrikona ranges and own signs', () => {
    expect(dignityOf('sun', 5, 19.9, signs({ sun: 5 }))).toBe('moolatrikona')
    expect(dignityOf('sun', 5, 20, signs({ sun: 5 }))).toBe('own')
    expect(dignityOf('moon', 2, 2.9, signs({ moon: 2 }))).toBe('exalted')
    expect(dignityOf('moon', 2, 3, signs({ moon: 2 }))).toBe('moolatrikona')
    expect(dignityOf('moon', 4, 12, signs({ moon: 4 }))).toBe('own')
    expect(dignityOf('mercury', 6, 14.9, signs({ mercury: 6 }))).toBe('exalted')
    expect(dignityOf('mercury', 6, 17, signs({ mercury: 6 }))).toBe('moolatrikona')
    expect(dignityOf('mercury', 6, 25, signs({ mercury: 6 }))).toBe('own')
    expect(dignityOf('mars', 8, 1, signs({ mars: 8 }))).toBe('own')
    expect(dignityOf('venus', 7, 14, signs({ venus: 7 }))).toBe('moolatrikona')
    expect(dignityOf('saturn', 10, 14, signs({ saturn: 10 }))).toBe('own')
  })

  it('natural, temporal and compound relationships (BPHS)', () => {
    expect(naturalRelation('sun', 'moon')).toBe('friend')
    expect(naturalRelation('sun', 'mercury')).toBe('neutral')
    expect(naturalRelation('sun', 'saturn')).toBe('enemy')
    expect(naturalRelation('moon', 'saturn')).toBe('neutral')
    expect(naturalRelation('mercury', 'moon')).toBe('enemy')
    expect(naturalRelation('rahu', 'venus')).toBe('friend') // as Saturn
    expect(naturalRelation('ketu', 'mercury')).toBe('enemy') // as Mars
    expect([2, 3, 4, 10, 11, 12].map((s) => temporalRelation(1, s))).toEqual(Array(6).fill('friend'))
    expect([1, 5, 6, 7, 8, 9].map((s) => temporalRelation(1, s))).toEqual(Array(6).fill('enemy'))
    expect(compoundRelation('friend', 'friend')).toBe('greatFriend')
    expect(compoundRelation('friend', 'enemy')).toBe('neutral')
    expect(compoundRelation('neutral', 'friend')).toBe('friend')
    expect(compoundRelation('neutral', 'enemy')).toBe('enemy')
    expect(compoundRelation('enemy', 'friend')).toBe('neutral')
    expect(compoundRelation('enemy', 'enemy')).toBe('greatEnemy')
  })

  it('takes the compound relationship to the sign lord otherwise', () => {
    // Sun in Sagittarius (lord Jupiter, natural friend); Jupiter two signs on (Aquarius) = temporal friend.
    expect(dignityOf('sun', 9, 10, signs({ sun: 9, jupiter: 11 }))).toBe('greatFriend')
    // Same, Jupiter in the same sign: temporal enemy → friend + enemy = neutral.
    expect(dignityOf('sun', 9, 10, signs({ sun: 9, jupiter: 9 }))).toBe('neutral')
    // Saturn in Leo (lord Sun, natural enemy), Sun in the 7th = temporal enemy → great enemy.
    expect(dignityOf('saturn', 5, 10, signs({ saturn: 5, sun: 11 }))).toBe('greatEnemy')
    // Moon in Gemini: the Moon counts Mercury a natural friend (whatever Mercury thinks of the Moon);
    // Mercury in the 12th from the Moon is a temporal friend.
    expect(dignityOf('moon', 3, 10, signs({ moon: 3, mercury: 2 }))).toBe('greatFriend')
    // Mars in Gemini (lord Mercury, natural enemy); Mercury in the 4th → temporal friend → neutral.
    expect(dignityOf('mars', 3, 10, signs({ mars: 3, mercury: 6 }))).toBe('neutral')
  })
})

describe('combustion (classical orbs)', () => {
  it('uses each planet’s orb, reduced for retrograde Mercury and Venus', () => {
    expect(isCombust('moon', 111.9, 100, false)).toBe(true)
    expect(isCombust('moon', 112.1, 100, false)).toBe(false)
    expect(isCombust('mars', 83.5, 100, false)).toBe(true)
    expect(isCombust('mercury', 113.5, 100, false)).toBe(true)
    expect(isCombust('mercury', 113.5, 100, true)).toBe(false)
    expect(isCombust('mercury', 111.5, 100, true)).toBe(true)
    expect(isCombust('venus', 109, 100, false)).toBe(true)
    expect(isCombust('venus', 109, 100, true)).toBe(false)
    expect(isCombust('jupiter', 89.5, 100, false)).toBe(true)
    expect(isCombust('saturn', 354, 5, false)).toBe(true) // across 0°
    expect(isCombust('sun', 100, 100, false)).toBe(false)
    expect(isCombust('rahu', 100, 100, false)).toBe(false)
  })
})
