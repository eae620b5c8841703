import { describe, expect, it } from 'vitest'
import { DECK, MAJOR_ARCANA, cardById } from '../../../core/tarot/deck'
import { SeededRandom } from '../../../core/tarot/seeded-random'
import { shuffle, shuffledDeck } from '../../../core/tarot/shuffle'
import { SPREADS, dealSpread, yearCards } from '../../../core/tarot/spreads'
import { DrawTarot } from '../../../core/tarot/draw-tarot'
import { GetTarotYear } from '../../../core/tarot/get-tarot-year'
import { JsonPhrasebook } from '../../../adapters/content/json-phrasebook'
import { tarotDrawQuerySchema, tarotYearQuerySchema } from '../../../core/tarot/request'
import { validate } from '../../../core/shared/validate'



/**
 * The deck (Waite, "The Pictorial Key to the Tarot", 1910: 22 trumps with Strength 8 and Justice 11, four
 * suits of 14), the fairness of the shuffle (chi-square over many seeded shuffles) and seeded determinism.
 */

/** Chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0)
  const expected = total / counts.length
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
}

describe('the deck', () => {
  it('has 78 distinct cards: 22 major arcana in order and 4 suits of 14', () => {
    expect(DECK).toHaveLength(78)
    expect(new Set(DECK.map((c) => c.id)).size).toBe(78)
    expect(DECK.filter((c) => c.arcana === 'major')).toHaveLength(22)
    for (const suit of ['wands', 'cups', 'swords', 'pentacles']) expect(DECK.filter((c) => c.suit === suit)).toHaveLength(14)
    expect(cardById('the-fool')?.number).toBe(0)
    expect(cardById('strength')?.number).toBe(8)
    expect(cardById('justice')?.number).toBe(11)
    expect(cardById('the-world')?.number).toBe(21)
    expect(MAJOR_ARCANA[13]).toBe('death')
    expect(cardById('wheel-of-fortune')?.number).toBe(10)
    expect(cardById('queen-of-cups')).toMatchObject({ suit: 'cups', rank: 'queen', key: 'cups.queen' })
  })
})

describe('the shuffle', () => {
  it('is the same for the same seed and different for another', () => {
    expect(shuffledDeck('shared-link-42')).toEqual(shuffledDeck('shared-link-42'))
    expect(shuffledDeck('shared-link-42').map((c) => c.card.id)).not.toEqual(shuffledDeck('shared-link-43').map((c) => c.card.id))
    const deck = shuffledDeck('x')
    expect(new Set(deck.map((c) => c.card.id)).size).toBe(78)
  })

  it('makes all 24 orders of four cards equally likely (chi-square, 24,000 shuffles)', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 24_000; i++) {
      const order = shuffle(['a', 'b', 'c', 'd'], new SeededRandom(`perm-${i}`)).join('')
      counts.set(order, (counts.get(order) ?? 0) + 1)
    }
    expect(counts.size).toBe(24)
    // 23 degrees of freedom: the 0.1% critical value is 49.73.
    expect(chiSquare([...counts.values()])).toBeLessThan(49.73)
  })

  it('puts every card on top equally often and reverses half of them (15,600 seeded decks)', () => {
    const top = new Array<number>(78).fill(0)
    let reversed = 0
    const draws = 78 * 200
    for (let i = 0; i < draws; i++) {
      const first = shuffledDeck(`top-${i}`)[0]!
      top[DECK.indexOf(first.card)]!++
      if (first.reversed) reversed++
    }
    // 77 degrees of freedom: the 0.1% critical value is 119.85.
    expect(chiSquare(top)).toBeLessThan(119.85)
    // Binomial(15600, ½): 4 standard deviations is ±250.
    expect(Math.abs(reversed - draws / 2)).toBeLessThan(250)
  })

  it('draws integers without modulo bias', () => {
    const random = new SeededRandom('bias')
    const counts = new Array<number>(3).fill(0)
    for (let i = 0; i < 30_000; i++) counts[random.below(3)]!++
    expect(chiSquare(counts)).toBeLessThan(13.82) // 2 df, 0.1%
    expect(() => random.below(0)).toThrow(RangeError)
  })
})

describe('spreads and the year', () => {
  it('deals the spreads in their positions from the top of the deck', () => {
    for (const [spread, positions] of Object.entries(SPREADS)) {
      const cards = dealSpread(spread as keyof typeof SPREADS, 'seed')
      expect(cards.map((c) => c.position)).toEqual([...positions])
      expect(cards.map((c) => c.card.id)).toEqual(shuffledDeck('seed').slice(0, positions.length).map((c) => c.card.id))
    }
    expect(SPREADS.celtic).toHaveLength(10)
  })

  it('gives twelve different cards for a year, the same every time', () => {
    const a = yearCards(2025)
    expect(a.map((c) => c.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(new Set(a.map((c) => c.card.id)).size).toBe(12)
    expect(yearCards(2025)).toEqual(a)
    expect(yearCards(2026).map((c) => c.card.id)).not.toEqual(a.map((c) => c.card.id))
  })

  it('answers a draw with a fresh seed, or repeats a given seed, in the asked language', async () => {
    const phrases = new JsonPhrasebook()
    const drawTarot = new DrawTarot({ newSeed: () => 'fresh-seed' }, phrases)
    const draw = { execute: async (query: Record<string, unknown>) => drawTarot.execute(validate(tarotDrawQuerySchema, query)) }
    const fresh = await draw.execute({ spread: 'celtic' })
    expect(fresh.seed).toBe('fresh-seed')
    expect(fresh.cards).toHaveLength(10)
    const again = await draw.execute({ spread: 'celtic', seed: 'fresh-seed', lang: 'te' })
    expect(again.cards.map((c) => [c.id, c.reversed])).toEqual(fresh.cards.map((c) => [c.id, c.reversed]))
    expect(again.cards[0]!.meaning).toMatch(/[\u0C00-\u0C7F]/)
    for (const c of fresh.cards) expect(c.meaning).toBe(c.reversed ? c.reversedMeaning : c.upright)
    const year = await new GetTarotYear(phrases).execute(validate(tarotYearQuerySchema, { year: 2025, lang: 'hi' }))
    expect(year.months.map((m) => m.id)).toEqual(yearCards(2025).map((c) => c.card.id))
    await expect(draw.execute({ spread: 'five' })).rejects.toMatchObject({ issues: [{ path: 'spread' }] })
    await expect(draw.execute({ seed: 'a b' })).rejects.toMatchObject({ issues: [{ path: 'seed' }] })
  })

  it('has an upright and a reversed meaning for every card in every language', () => {
    const phrases = new JsonPhrasebook()
    for (const lang of ['en', 'hi', 'ta', 'te'] as const)
      for (const card of DECK) for (const part of ['name', 'upright', 'reversed']) expect(phrases.has(lang, `tarot.cards.${card.key}.${part}`), `${lang} ${card.key}.${part}`).toBe(true)
  })
})
