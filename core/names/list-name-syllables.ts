import { SIGN_NAMES } from '../jyotish/zodiac'
import type { LangQuery } from '../numerology/request'
import { PADA_SYLLABLES, nakshatraId } from './syllables'
import type { Phrasebook } from '../shared/ports/phrasebook'
import { syllableJson, type SyllableJson } from './find-baby-names'

/** GET /api/baby-names/syllables. */
export interface NameSyllablesAnswer {
  lang: string
  /** the 27 nakshatras, each with its four padas' syllables */
  nakshatras: Array<{ index: number; id: string; name: string; padas: SyllableJson[] }>
  /** the 12 rashis, each with the nine nakshatra padas it spans */
  rashis: Array<{ index: number; id: string; name: string; padas: SyllableJson[] }>
}

/**
 * The avakahada chakra as data (GET /api/baby-names/syllables): nakshatra → the syllables of its four
 * padas, and rashi → its nine nakshatra padas. A page finds the nakshatra and pada from GET /api/kundli.
 */
export class ListNameSyllables {
  constructor(private readonly phrases: Phrasebook) {}

  async execute({ lang }: LangQuery): Promise<NameSyllablesAnswer> {
    const all = PADA_SYLLABLES.map((s) => syllableJson(s, this.phrases, lang))
    return {
      lang,
      nakshatras: Array.from({ length: 27 }, (_, i) => ({
        index: i + 1,
        id: nakshatraId(i + 1),
        name: all[i * 4]!.nakshatraName,
        padas: all.filter((s) => s.nakshatra === i + 1),
      })),
      rashis: Array.from({ length: 12 }, (_, i) => ({
        index: i + 1,
        id: SIGN_NAMES[i]!,
        name: this.phrases.phrase(lang, `calc-names.signs.${SIGN_NAMES[i]}`),
        padas: all.filter((s) => s.rashi === i + 1),
      })),
    }
  }
}
