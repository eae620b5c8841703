import { z } from 'zod'
import { elementOf, modalityOf, type Element, type Modality } from '../matching/sign-compatibility'
import { signLord, SIGN_NAMES, type GrahaId, type SignName } from '../jyotish/zodiac'
import { langSchema } from '../numerology/request'
import type { Phrasebook } from '../ports/phrasebook'
import type { LanguageCode } from '../rules/language'
import { validate } from '../shared/validate'

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

/** GET /api/zodiac-signs?lang=: the twelve rashis with their element, nature, lord and description. */
export class ListZodiacSigns {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(input: unknown): Promise<{ lang: LanguageCode; signs: ZodiacSignJson[] }> {
    const q = validate(z.object({ lang: langSchema }), input)
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
