import { DECK, type TarotCard } from './deck'
import { SeededRandom } from './seeded-random'

/** A card as drawn: face up or reversed. */
export interface DrawnCard {
  card: TarotCard
  reversed: boolean
}

/** Fisher–Yates (Durstenfeld) shuffle of a copy: every permutation equally likely given a uniform source. */
export function shuffle<T>(items: readonly T[], random: SeededRandom): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/**
 * The whole deck shuffled from a seed, each card then turned reversed with probability ½ (from the
 * same stream, after the shuffle). The same seed always gives the same order and orientations.
 */
export function shuffledDeck(seed: string): DrawnCard[] {
  const random = new SeededRandom(seed)
  return shuffle(DECK, random).map((card) => ({ card, reversed: random.below(2) === 1 }))
}
