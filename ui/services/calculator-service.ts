import type { MatchAnswer } from '../../core/matching/present'
import type { DoshasAnswer } from '../../core/kundli/get-doshas'
import type { SadeSatiAnswer } from '../../core/kundli/get-sade-sati'
import type { TransitsAnswer } from '../../core/kundli/get-transits'
import type { IngressesAnswer } from '../../core/kundli/list-ingresses'
import type { LalKitabAnswer } from '../../core/kundli/get-lal-kitab'
import type { MarriageAnswer } from '../../core/kundli/get-marriage-astrology'
import type { NumerologyAnswer } from '../../core/numerology/get-numerology'
import type { NumerologyYearAnswer } from '../../core/numerology/get-numerology-year'
import type { LuckyNumbersAnswer } from '../../core/numerology/get-lucky-numbers'
import type { BabyNamesAnswer } from '../../core/names/find-baby-names'
import type { NameSyllablesAnswer } from '../../core/names/list-name-syllables'
import type { GemstonesAnswer } from '../../core/gemstones/get-gemstones'
import type { TarotDrawAnswer } from '../../core/tarot/draw-tarot'
import type { TarotYearAnswer } from '../../core/tarot/get-tarot-year'
import type { LoveCompatibilityAnswer } from '../../core/matching/get-love-compatibility'
import type { Guide } from '../../core/content/ports/guide-library'
import type { HoroscopeAnswer } from '../../core/horoscope/get-horoscope'
import type { NakshatraAnswer } from '../../core/content/get-nakshatra'
import type { ZodiacSignJson, ZodiacSignsAnswer } from '../../core/content/list-zodiac-signs'
import { formatQuery } from '../components/query-string'
import type { HttpClient } from './http'
import { CONTENT_PATHS } from '../../core/content/paths'
import { DIVINATION_PATHS } from '../../core/divination/paths'
import { HOROSCOPE_PATHS } from '../../core/horoscope/paths'
import { KUNDLI_PATHS } from '../../core/kundli/paths'
import { MATCHING_PATHS } from '../../core/matching/paths'
import { pathTo } from '../../core/shared/read-endpoint'
import type { AnswerOf, Route } from '../../core/shared/route'

export type {
  MatchAnswer,
  DoshasAnswer,
  SadeSatiAnswer,
  TransitsAnswer,
  LalKitabAnswer,
  MarriageAnswer,
  NumerologyAnswer,
  NumerologyYearAnswer,
  LuckyNumbersAnswer,
  BabyNamesAnswer,
  NameSyllablesAnswer,
  GemstonesAnswer,
  TarotDrawAnswer,
  TarotYearAnswer,
  LoveCompatibilityAnswer,
  Guide,
  HoroscopeAnswer,
  NakshatraAnswer,
  ZodiacSignJson,
}

/**
 * A calculator's query, exactly as its endpoint documents it (docs/matching.md, docs/calculators.md,
 * docs/calculators-numerology-tarot.md, docs/baby-names.md): the page builds it from its own URL.
 * Empty values are left out.
 */
export type CalculatorQuery = Readonly<Record<string, string | number | undefined | null>>

/**
 * The free tools' reads. Each rejects with an HttpError (400 with `issues` for bad input) and answers
 * in the language of `lang` where the endpoint writes prose.
 */
export interface CalculatorService {
  /** GET /api/matching: ashtakoota, porutham and manglik for two births. */
  matching(query: CalculatorQuery): Promise<MatchAnswer>
  doshas(query: CalculatorQuery): Promise<DoshasAnswer>
  sadeSati(query: CalculatorQuery): Promise<SadeSatiAnswer>
  transits(query: CalculatorQuery): Promise<TransitsAnswer>
  /** GET /api/ingresses: one graha's sign changes over whole years. */
  ingresses(query: CalculatorQuery): Promise<IngressesAnswer>
  lalKitab(query: CalculatorQuery): Promise<LalKitabAnswer>
  marriage(query: CalculatorQuery): Promise<MarriageAnswer>
  numerology(query: CalculatorQuery): Promise<NumerologyAnswer>
  numerologyYear(query: CalculatorQuery): Promise<NumerologyYearAnswer>
  luckyNumbers(query: CalculatorQuery): Promise<LuckyNumbersAnswer>
  babyNames(query: CalculatorQuery): Promise<BabyNamesAnswer>
  babyNameSyllables(query: CalculatorQuery): Promise<NameSyllablesAnswer>
  gemstones(query: CalculatorQuery): Promise<GemstonesAnswer>
  tarotDraw(query: CalculatorQuery): Promise<TarotDrawAnswer>
  tarotYear(query: CalculatorQuery): Promise<TarotYearAnswer>
  /** GET /api/love-compatibility: two Moon signs. */
  loveCompatibility(query: CalculatorQuery): Promise<LoveCompatibilityAnswer>
  /** GET /api/guides/:slug: a written guide (palmistry, vastu) in `lang`. */
  guide(slug: string, query: CalculatorQuery): Promise<Guide>
  /** GET /api/horoscope/{period}/{sign}: a horoscope from the real sky. */
  horoscope(period: string, sign: string, query: CalculatorQuery): Promise<HoroscopeAnswer>
  /** GET /api/nakshatras/:slug: one nakshatra's facts and text. */
  nakshatra(slug: string, query: CalculatorQuery): Promise<NakshatraAnswer>
  /** GET /api/zodiac-signs: the twelve rashis. */
  zodiacSigns(query: CalculatorQuery): Promise<ZodiacSignsAnswer>
}

/**
 * `path?a=1&b=2` with the empty values dropped (the same text the server's cache keys see); the address
 * keeps the answer type its route declares, so `http.get` still knows it.
 */
export function calculatorUrl<R extends string>(path: R, query: CalculatorQuery): Route<AnswerOf<R>> {
  const text = formatQuery(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
      .map(([key, value]) => [key, String(value)] as const),
  )
  return (text ? `${path}?${text}` : path) as Route<AnswerOf<R>>
}

export function createHttpCalculatorService(http: HttpClient): CalculatorService {
  // The answer's type is the route's (or the one given, for a plain path).
  const get =
    <T = never, R extends string = string>(path: R) =>
    (query: CalculatorQuery) =>
      http.get<T, Route<AnswerOf<R>>>(calculatorUrl(path, query))
  return {
    matching: get(MATCHING_PATHS.matching),
    doshas: get(KUNDLI_PATHS.doshas),
    sadeSati: get(KUNDLI_PATHS.sadeSati),
    transits: get(KUNDLI_PATHS.transits),
    ingresses: get(KUNDLI_PATHS.ingresses),
    lalKitab: get(KUNDLI_PATHS.lalKitab),
    marriage: get(KUNDLI_PATHS.marriage),
    numerology: get(DIVINATION_PATHS.numerology),
    numerologyYear: get(DIVINATION_PATHS.numerologyYear),
    luckyNumbers: get(DIVINATION_PATHS.luckyNumbers),
    babyNames: get(DIVINATION_PATHS.babyNames),
    babyNameSyllables: get(DIVINATION_PATHS.babyNameSyllables),
    gemstones: get(DIVINATION_PATHS.gemstones),
    tarotDraw: get(DIVINATION_PATHS.tarotDraw),
    tarotYear: get(DIVINATION_PATHS.tarotYear),
    loveCompatibility: get(MATCHING_PATHS.loveCompatibility),
    guide: (slug, query) => http.get<Guide>(calculatorUrl(pathTo(CONTENT_PATHS.guide, { slug }), query)),
    zodiacSigns: get<ZodiacSignsAnswer>(CONTENT_PATHS.zodiacSigns),
    nakshatra: (slug, query) => http.get<NakshatraAnswer>(calculatorUrl(pathTo(CONTENT_PATHS.nakshatra, { slug }), query)),
    horoscope: (period, sign, query) => http.get(calculatorUrl(pathTo(HOROSCOPE_PATHS.horoscope, { period, sign }), query)),
  }
}
