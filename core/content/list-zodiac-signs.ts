import { elementOf, modalityOf, type Element, type Modality } from '../matching/sign-compatibility'
import { signLord, SIGN_NAMES, type GrahaId, type SignName } from '../jyotish/zodiac'
import type { LangQuery } from '../numerology/request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'

/** One sign in GET /api/zodiac-signs. */
export interface ZodiacSignJson {
  index: number
  id: SignName
  name: string
  element: Element
  modality: Modality
  lord: GrahaId
  /** the sign's nature, from the `signs` phrase book */
  nature: string
}

/** The answer of GET /api/zodiac-signs: the language asked for and the twelve signs. */
export interface ZodiacSignsAnswer {
  lang: LanguageCode
  signs: ZodiacSignJson[]
}

/** GET /api/zodiac-signs?lang=: the twelve rashis with their element, nature, lord and description. */
export class ListZodiacSigns {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(q: LangQuery): Promise<ZodiacSignsAnswer> {
    const lang = q.lang as LanguageCode
    return {
      lang,
      signs: SIGN_NAMES.map((id, i) => ({
        index: i + 1,
        id,
        name: this.phrases.phrase(lang, `calc-names.signs.${id}`),
        element: elementOf(i + 1),
        modality: modalityOf(i + 1),
        lord: signLord(i + 1),
        nature: this.phrases.phrase(lang, `signs.${id}.nature`),
      })),
    }
  }
}
