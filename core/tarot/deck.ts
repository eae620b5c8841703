/**
 * The 78-card tarot deck in Rider–Waite–Smith order (Waite, "The Pictorial Key to the Tarot", 1910):
 * 22 major arcana (Strength 8, Justice 11) and 56 minor arcana in four suits of ace–ten and four court cards.
 */
export const MAJOR_ARCANA = [
  'fool', 'magician', 'highPriestess', 'empress', 'emperor', 'hierophant', 'lovers', 'chariot', 'strength',
  'hermit', 'wheelOfFortune', 'justice', 'hangedMan', 'death', 'temperance', 'devil', 'tower', 'star',
  'moon', 'sun', 'judgement', 'world',
] as const
const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const
const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'] as const

export type Suit = (typeof SUITS)[number]
export type Rank = (typeof RANKS)[number]

/** One card: a stable kebab-case id for URLs and the key of its prose in the tarot phrase book. */
export interface TarotCard {
  /** e.g. `the-fool`, `strength`, `queen-of-cups` */
  id: string
  arcana: 'major' | 'minor'
  /** 0–21 for the major arcana (the Fool is 0) */
  number?: number
  suit?: Suit
  rank?: Rank
  /** the card's key under `tarot.cards` (`major.fool`, `cups.queen`) */
  key: string
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** Trumps whose printed title has no article ("Strength", not "The Strength"). */
const WITHOUT_ARTICLE: ReadonlySet<string> = new Set(['strength', 'wheelOfFortune', 'justice', 'death', 'temperance', 'judgement'])

/** The full deck, majors 0–21 then wands, cups, swords, pentacles ace to king. */
export const DECK: readonly TarotCard[] = [
  ...MAJOR_ARCANA.map((m, number) => ({ id: WITHOUT_ARTICLE.has(m) ? kebab(m) : `the-${kebab(m)}`, arcana: 'major' as const, number, key: `major.${m}` })),
  ...SUITS.flatMap((suit) => RANKS.map((rank) => ({ id: `${rank}-of-${suit}`, arcana: 'minor' as const, suit, rank, key: `${suit}.${rank}` }))),
]

/** A card by its id, or undefined. */
export function cardById(id: string): TarotCard | undefined {
  return DECK.find((c) => c.id === id)
}
