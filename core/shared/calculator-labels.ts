import { SIGN_NAMES, type GrahaId } from '../jyotish/zodiac'
import type { LanguageCode } from './language'
import type { Phrasebook } from './ports/phrasebook'

/**
 * Names the calculators' prose fills into its sentences (the `calc-names` phrase book): grahas, signs,
 * house ordinals and dignities in the answer's language. Not a use case: a helper the calculator use
 * cases share.
 */
export class CalculatorLabels {
  constructor(
    private readonly phrases: Phrasebook,
    readonly lang: LanguageCode,
  ) {}

  planet(id: GrahaId): string {
    return this.phrases.phrase(this.lang, `calc-names.planets.${id}`)
  }

  planets(ids: readonly GrahaId[]): string {
    return ids.map((g) => this.planet(g)).join(this.phrases.phrase(this.lang, 'calc-names.and'))
  }

  /** Sign 1–12. */
  sign(sign: number): string {
    return this.phrases.phrase(this.lang, `calc-names.signs.${SIGN_NAMES[sign - 1]}`)
  }

  /** House 1–12 as an ordinal ("7th"). */
  house(house: number): string {
    return this.phrases.phrase(this.lang, `calc-names.ordinals.h${house}`)
  }

  dignity(dignity: string): string {
    return this.phrases.phrase(this.lang, `calc-names.dignity.${dignity}`)
  }

  severity(severity: string): string {
    return this.phrases.phrase(this.lang, `calc-names.severity.${severity}`)
  }

  /** A sentence of a book, with placeholders. */
  text(key: string, vars?: Readonly<Record<string, string | number>>): string {
    return this.phrases.phrase(this.lang, key, vars)
  }
}
