import { SIGN_NAMES } from '../jyotish/zodiac'
import { signCompatibility, type SignCompatibility } from '../love/sign-compatibility'
import { loveCompatibilityQuerySchema } from '../love/request'
import type { Phrasebook } from '../ports/phrasebook'
import type { LanguageCode } from '../rules/language'
import { validate } from './validate'

/** GET /api/love-compatibility. */
export interface LoveCompatibilityAnswer extends SignCompatibility {
  lang: LanguageCode
  /** the two signs as asked (first, second), with their names in `lang` */
  asked: Array<{ sign: number; name: string }>
  /** the pair's reading from the `love` phrase book */
  text: { headline: string; text: string; tip: string }
}

/**
 * Love compatibility of two Moon signs (for /love-compatibility, people without birth times): the
 * sign-level kootas and element harmony (core/love/sign-compatibility.ts) and the pair's reading,
 * written for each of the 78 pairs in each language.
 */
export class GetLoveCompatibility {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(input: unknown): Promise<LoveCompatibilityAnswer> {
    const q = validate(loveCompatibilityQuerySchema, input)
    const lang = q.lang as LanguageCode
    const result = signCompatibility(q.sign1, q.sign2)
    const key = `love.${result.pairKey}`
    const name = (sign: number) => this.phrases.phrase(lang, `calc-names.signs.${SIGN_NAMES[sign - 1]}`)
    return {
      ...result,
      lang,
      asked: [q.sign1, q.sign2].map((sign) => ({ sign, name: name(sign) })),
      text: {
        headline: this.phrases.phrase(lang, `${key}.headline`),
        text: this.phrases.phrase(lang, `${key}.text`),
        tip: this.phrases.phrase(lang, `${key}.tip`),
      },
    }
  }
}
