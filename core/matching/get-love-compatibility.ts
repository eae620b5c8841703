import { SIGN_NAMES } from '../jyotish/zodiac'
import { signCompatibility, type SignCompatibility } from './sign-compatibility'
import type { LoveCompatibilityQuery } from './love-request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'

/** GET /api/love-compatibility. */
export interface LoveCompatibilityAnswer extends SignCompatibility {
  lang: LanguageCode
  /** the two signs as asked (first, second), with their names in `lang` */
  asked: Array<{ sign: number; name: string }>
  /** the pair's reading, composed from the `love` phrase book */
  text: { headline: string; text: string; tip: string; note: string }
}

/** A small stable hash of the pair, to pick among a sentence's variants (same pair, same words). */
function pickOf(text: string): number {
  let h = 0
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return h
}

/**
 * Love compatibility of two Moon signs (for /love-compatibility, people without birth times): the
 * sign-level kootas and element harmony (core/matching/sign-compatibility.ts), and a reading composed from
 * the `love` phrase book, one sentence per factor of this pair (elements, the lords' friendship, the
 * bhakoot position and its cancellation, the signs' natures), with the pair's headline and advice.
 */
export class GetLoveCompatibility {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(q: LoveCompatibilityQuery): Promise<LoveCompatibilityAnswer> {
    const lang = q.lang as LanguageCode
    const r = signCompatibility(q.sign1, q.sign2)
    const p = (key: string, vars?: Record<string, string>, pick?: number) => this.phrases.phrase(lang, `love.${key}`, vars, pick)
    const signName = (id: string) => this.phrases.phrase(lang, `calc-names.signs.${id}`)
    const vars = { a: signName(r.signs[0]), b: signName(r.signs[1]), lordA: this.phrases.phrase(lang, `calc-names.planets.${r.lords[0]}`), lordB: this.phrases.phrase(lang, `calc-names.planets.${r.lords[1]}`) }
    const pick = pickOf(r.pairKey)
    const pair = (a: string, b: string) => [a, b].sort().join('+')
    const element =
      r.signs[0] === r.signs[1] ? `element.sameSign.${r.elements[0]}` : r.elementHarmony === 'same' ? `element.same.${r.elements[0]}` : `element.${r.elementHarmony}.${pair(r.elements[0], r.elements[1])}`
    const position = `bhakoot.p${r.bhakoot.position.replace('/', '_')}`
    const bhakoot = r.bhakoot.dosha ? `${position}.${r.bhakoot.cancelled ? 'cancelled' : 'dosha'}` : position
    const modality = `modality.${r.modalities[0] === r.modalities[1] ? `${r.modalities[0]}+${r.modalities[0]}` : pair(r.modalities[0], r.modalities[1])}`
    return {
      ...r,
      lang,
      asked: [q.sign1, q.sign2].map((sign) => ({ sign, name: signName(SIGN_NAMES[sign - 1]!) })),
      text: {
        headline: p(`headline.${r.band}`, vars, pick),
        text: [element, `lords.${r.lordRelation}`, bhakoot, modality].map((key) => p(key, vars)).join(' '),
        tip: p(`tip.${r.band}`, vars, pick >>> 3),
        note: p('moonSignNote'),
      },
    }
  }
}
