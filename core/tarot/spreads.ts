import { shuffledDeck, type DrawnCard } from './shuffle'

/**
 * The spreads: one card; three cards past–present–future; and the Celtic Cross in Waite's order
 * ("The Pictorial Key to the Tarot", part III §7): 1 the present, 2 what crosses it, 3 the foundation,
 * 4 the recent past, 5 what crowns (the best that can be achieved), 6 the near future, 7 the querent,
 * 8 the environment, 9 hopes and fears, 10 the outcome.
 */
export const SPREADS = {
  one: ['answer'],
  three: ['past', 'present', 'future'],
  celtic: ['present', 'challenge', 'foundation', 'recentPast', 'crown', 'nearFuture', 'self', 'environment', 'hopesFears', 'outcome'],
} as const

export type SpreadId = keyof typeof SPREADS
export const SPREAD_IDS = Object.keys(SPREADS) as SpreadId[]

/** A drawn card in its position of the spread. */
interface PlacedCard extends DrawnCard {
  position: string
}

/** Deals a spread from the top of the deck shuffled by `seed`. */
export function dealSpread(spread: SpreadId, seed: string): PlacedCard[] {
  const deck = shuffledDeck(seed)
  return SPREADS[spread].map((position, i) => ({ ...deck[i]!, position }))
}

/** A card for each month of a year (deterministic per year): the first twelve of the year's shuffle. */
export function yearCards(year: number): Array<DrawnCard & { month: number }> {
  return shuffledDeck(`tarot-year-${year}`)
    .slice(0, 12)
    .map((drawn, i) => ({ ...drawn, month: i + 1 }))
}
