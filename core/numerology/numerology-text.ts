import type { GrahaId } from '../jyotish/zodiac'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'
import { NUMBER_RULERS } from './planets'

/** A number's reading from the numerology phrase book. */
export interface NumberMeaning {
  number: number
  planet: GrahaId
  planetName: string
  title: string
  nature: string
  strengths: string
  challenges: string
  career: string
}

/** Cheiro treats the compound numbers from 33 on as repeats of lower ones; the book holds the lower. */
const COMPOUND_SAME_AS: Readonly<Record<number, number>> = {
  33: 24, 34: 25, 35: 26, 36: 27, 38: 29, 39: 30, 40: 31, 41: 32, 42: 24, 44: 26, 45: 27, 46: 37, 47: 29, 48: 30, 49: 31, 50: 32, 52: 43,
}

/**
 * Reads the numerology book (numbers, compounds, years, colours, days) in one language. Not a use case:
 * a helper the numerology use cases share.
 */
export class NumerologyText {
  constructor(
    private readonly phrases: Phrasebook,
    readonly lang: LanguageCode,
  ) {}

  text(key: string, vars?: Readonly<Record<string, string | number>>): string {
    return this.phrases.phrase(this.lang, key, vars)
  }

  planet(graha: GrahaId): string {
    return this.text(`calc-names.planets.${graha}`)
  }

  /** The reading of a number 1–9. */
  number(n: number): NumberMeaning {
    const base = `numerology.number.n${n}`
    const planet = NUMBER_RULERS[n]!
    return {
      number: n,
      planet,
      planetName: this.planet(planet),
      title: this.text(`${base}.title`),
      nature: this.text(`${base}.nature`),
      strengths: this.text(`${base}.strengths`),
      challenges: this.text(`${base}.challenges`),
      career: this.text(`${base}.career`),
    }
  }

  /** Cheiro's meaning of a compound number 10–52. */
  compound(n: number): string {
    return this.text(`numerology.compound.c${COMPOUND_SAME_AS[n] ?? n}`)
  }

  master(n: number): string {
    return this.text(`numerology.master.m${n}`)
  }

  personalYear(n: number): string {
    return this.text(`numerology.personalYear.p${n}`)
  }

  colour(id: string): string {
    return this.text(`numerology.colours.${id}`)
  }

  /** Weekday 0 = Sunday. */
  day(index: number): string {
    return this.text(`numerology.days.d${index}`)
  }
}
