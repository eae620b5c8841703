import { SIGN_NAMES } from '../jyotish/zodiac'
import type { BabyName } from './baby-name'
import { filterNames, matchingPada, nameKeys, namesForPadas, padasFor, type NameMatch } from './filter'
import type { BabyNamesQuery } from './request'
import { nakshatraId, syllablesOf, type PadaSyllable } from './syllables'
import { ValidationError } from '../errors'
import type { NameDirectory } from './ports/name-directory'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'

/** One syllable of the answer, with its nakshatra and rashi named. */
export interface SyllableJson {
  nakshatra: number
  nakshatraName: string
  pada: number
  rashi: number
  rashiName: string
  latin: string
  devanagari: string
}

/** GET /api/baby-names. */
export interface BabyNamesAnswer {
  lang: string
  /** the starting syllables asked for (empty when no nakshatra or rashi was given) */
  syllables: SyllableJson[]
  /** every name the answer holds, over all pages */
  total: number
  /** how many of them start with an asked syllable (they come first); the rest fill a rare syllable's list */
  exact: number
  offset: number
  limit: number
  /**
   * `syllable`: the chakra syllable the name starts with (an asked one, or for a filling name its
   * nakshatra's other syllable; null otherwise); `match`: how it fits (namesForPadas)
   */
  names: Array<BabyName & { syllable: string | null; match: NameMatch | null }>
}

/**
 * Baby names (GET /api/baby-names) by the starting syllables of the birth nakshatra and pada (the
 * avakahada chakra), by rashi (its nine padas), gender, first letters and free text, from the name
 * directory. A nakshatra and a rashi that do not overlap are a validation error.
 */
export class FindBabyNames {
  private keyCache = new WeakMap<BabyName, readonly string[]>()

  constructor(
    private readonly directory: NameDirectory,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: BabyNamesQuery): Promise<BabyNamesAnswer> {
    const padas = padasFor(q.nakshatra, q.pada, q.rashi)
    if (padas && padas.length === 0) throw new ValidationError('This nakshatra does not fall in this rashi', [{ path: 'rashi', message: 'This nakshatra does not fall in this rashi' }])
    const filter = { gender: q.gender, letter: q.letter, q: q.q }
    const keysOf = (n: BabyName) => this.keysOf(n)
    const matches = padas
      ? namesForPadas(this.directory.all(), padas, filter, keysOf)
      : filterNames(this.directory.all(), filter, keysOf).map((name) => ({ name, match: null }))
    const nakshatraPadas = padas ? [...new Set(padas.map((p) => p.nakshatra))].flatMap((n) => syllablesOf(n)) : []
    return {
      lang: q.lang,
      syllables: (padas ?? []).map((s) => syllableJson(s, this.phrases, q.lang)),
      total: matches.length,
      exact: matches.filter((m) => m.match !== 'letter' && m.match !== 'nakshatra').length,
      offset: q.offset,
      limit: q.limit,
      names: matches.slice(q.offset, q.offset + q.limit).map(({ name, match }) => ({
        ...name,
        syllable: padas ? (matchingPada(this.keysOf(name), match === 'syllable' ? padas : nakshatraPadas)?.latin ?? null) : null,
        match,
      })),
    }
  }

  /** A name's syllable keys, computed once per name. */
  private keysOf(name: BabyName): readonly string[] {
    let keys = this.keyCache.get(name)
    if (!keys) this.keyCache.set(name, (keys = nameKeys(name)))
    return keys
  }
}

/** A syllable with its names in a language. */
export function syllableJson(s: PadaSyllable, phrases: Phrasebook, lang: LanguageCode): SyllableJson {
  return {
    nakshatra: s.nakshatra,
    nakshatraName: phrases.phrase(lang, `matching.attr.nakshatra.${nakshatraId(s.nakshatra)}`),
    pada: s.pada,
    rashi: s.rashi,
    rashiName: phrases.phrase(lang, `calc-names.signs.${SIGN_NAMES[s.rashi - 1]}`),
    latin: s.latin,
    devanagari: s.devanagari,
  }
}

