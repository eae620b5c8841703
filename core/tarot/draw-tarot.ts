import type { DrawnCard } from './shuffle'
import { dealSpread, type SpreadId } from './spreads'
import type { TarotDrawQuery } from './request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { SeedSource } from './ports/seed-source'
import type { LanguageCode } from '../shared/language'

/** A card in an answer, named and read in the answer's language. */
export interface TarotCardJson {
  id: string
  name: string
  arcana: 'major' | 'minor'
  arcanaName: string
  number?: number
  suit?: string
  rank?: string
  reversed: boolean
  orientation: string
  /** the meaning for the way the card fell (upright or reversed) */
  meaning: string
  upright: string
  reversedMeaning: string
}

/** GET /api/tarot/draw. */
export interface TarotDrawAnswer {
  spread: SpreadId
  /** give it back as `seed` to get the same draw (a shared link) */
  seed: string
  lang: string
  description: string
  cards: Array<TarotCardJson & { position: string; positionName: string }>
  disclaimer: string
}

/**
 * A tarot reading (GET /api/tarot/draw): the 78-card deck shuffled fairly (Fisher–Yates) from a seed —
 * a fresh cryptographically random one, or the one given, which gives the same cards again — and dealt
 * into one card, three cards or the Celtic Cross, with meanings from the tarot phrase book.
 */
export class DrawTarot {
  constructor(
    private readonly seeds: SeedSource,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: TarotDrawQuery): Promise<TarotDrawAnswer> {
    const spread = q.spread as SpreadId
    const seed = q.seed ?? this.seeds.newSeed()
    const cards = dealSpread(spread, seed).map((c) => ({
      ...tarotCardJson(c, this.phrases, q.lang),
      position: c.position,
      positionName: this.phrases.phrase(q.lang, `tarot.positions.${c.position}`),
    }))
    return {
      spread,
      seed,
      lang: q.lang,
      description: this.phrases.phrase(q.lang, `tarot.spreads.${spread}`),
      cards,
      disclaimer: this.phrases.phrase(q.lang, 'tarot.disclaimer'),
    }
  }
}

/** A drawn card with its name and meanings in a language. */
export function tarotCardJson({ card, reversed }: DrawnCard, phrases: Phrasebook, lang: LanguageCode): TarotCardJson {
  const base = `tarot.cards.${card.key}`
  const upright = phrases.phrase(lang, `${base}.upright`)
  const reversedMeaning = phrases.phrase(lang, `${base}.reversed`)
  return {
    id: card.id,
    name: phrases.phrase(lang, `${base}.name`),
    arcana: card.arcana,
    arcanaName: phrases.phrase(lang, `tarot.arcana.${card.arcana}`),
    ...(card.number !== undefined ? { number: card.number } : {}),
    ...(card.suit ? { suit: card.suit, rank: card.rank } : {}),
    reversed,
    orientation: phrases.phrase(lang, `tarot.orientation.${reversed ? 'reversed' : 'upright'}`),
    meaning: reversed ? reversedMeaning : upright,
    upright,
    reversedMeaning,
  }
}
