import type { GemstonesAnswer } from '../gemstones/get-gemstones'
import type { BabyNamesAnswer } from '../names/find-baby-names'
import type { NameSyllablesAnswer } from '../names/list-name-syllables'
import type { LuckyNumbersAnswer } from '../numerology/get-lucky-numbers'
import type { NumerologyAnswer } from '../numerology/get-numerology'
import type { NumerologyYearAnswer } from '../numerology/get-numerology-year'
import type { TarotDrawAnswer } from '../tarot/draw-tarot'
import type { TarotYearAnswer } from '../tarot/get-tarot-year'
import { answers } from '../shared/route'

/** The addresses of this capability's public reads, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const DIVINATION_PATHS = {
  numerology: answers<NumerologyAnswer>()('/api/numerology'),
  numerologyYear: answers<NumerologyYearAnswer>()('/api/numerology/year'),
  luckyNumbers: answers<LuckyNumbersAnswer>()('/api/lucky-numbers'),
  babyNameSyllables: answers<NameSyllablesAnswer>()('/api/baby-names/syllables'),
  babyNames: answers<BabyNamesAnswer>()('/api/baby-names'),
  gemstones: answers<GemstonesAnswer>()('/api/gemstones'),
  tarotDraw: answers<TarotDrawAnswer>()('/api/tarot/draw'),
  tarotYear: answers<TarotYearAnswer>()('/api/tarot/year'),
} as const
