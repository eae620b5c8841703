import { yearCards } from './spreads'
import type { TarotYearQuery } from './request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import { tarotCardJson, type TarotCardJson } from './draw-tarot'

/** GET /api/tarot/year. */
export interface TarotYearAnswer {
  year: number
  lang: string
  intro: string
  months: Array<TarotCardJson & { month: number }>
  disclaimer: string
}

/**
 * A tarot card for each month of a year (GET /api/tarot/year, for /tarot-2025 and /year-2025/tarot):
 * twelve different cards from a shuffle seeded by the year, so every visitor sees the same cards.
 */
export class GetTarotYear {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(q: TarotYearQuery): Promise<TarotYearAnswer> {
    return {
      year: q.year,
      lang: q.lang,
      intro: this.phrases.phrase(q.lang, 'tarot.year.intro', { year: q.year }),
      months: yearCards(q.year).map((c) => ({ ...tarotCardJson(c, this.phrases, q.lang), month: c.month })),
      disclaimer: this.phrases.phrase(q.lang, 'tarot.disclaimer'),
    }
  }
}
