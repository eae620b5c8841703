import { universalYear, yearNumberFor } from './numbers'
import { NUMBER_RULERS, naturalRelation } from './planets'
import type { NumerologyYearQuery } from './request'
import type { Phrasebook } from '../shared/ports/phrasebook'
import { NumerologyText } from './numerology-text'
import { luckyJson, type LuckyJson } from './get-numerology'

/** One number's forecast for the year. */
export interface NumberYearForecast {
  number: number
  planet: string
  planetName: string
  title: string
  /** the number's theme for the year: the number plus the universal year, reduced */
  yearNumber: number
  /** how the number's ruler regards the year's ruler */
  relation: 'friend' | 'neutral' | 'enemy'
  intro: string
  theme: string
  relationText: string
  nature: string
  lucky: LuckyJson
}

/** GET /api/numerology/year. */
export interface NumerologyYearAnswer {
  year: number
  lang: string
  universalYear: number
  universal: string
  forecasts: NumberYearForecast[]
  disclaimer: string
}

/**
 * The numerology forecast of any year for each mulank 1–9 (for /numerology-2025 and /year-2025/numerology):
 * the year's universal number (its digits reduced), each number's year theme (number + universal year,
 * reduced, read as a personal year) and the friendship of the number's ruler with the year's ruler.
 */
export class GetNumerologyYear {
  constructor(private readonly phrases: Phrasebook) {}

  async execute(q: NumerologyYearQuery): Promise<NumerologyYearAnswer> {
    const t = new NumerologyText(this.phrases, q.lang)
    const universal = universalYear(q.year)
    const yearPlanet = NUMBER_RULERS[universal]!
    const forecasts = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): NumberYearForecast => {
      const meaning = t.number(n)
      const yearNumber = yearNumberFor(n, q.year)
      const relation = naturalRelation(NUMBER_RULERS[n]!, yearPlanet)
      return {
        number: n,
        planet: meaning.planet,
        planetName: meaning.planetName,
        title: meaning.title,
        yearNumber,
        relation,
        intro: t.text('numerology.intro.yearForecast', { number: n, year: q.year, yearNumber }),
        theme: t.personalYear(yearNumber),
        relationText: t.text(`numerology.relation.${relation}`, { planet: meaning.planetName, yearPlanet: t.planet(yearPlanet) }),
        nature: meaning.nature,
        lucky: luckyJson(n, t),
      }
    })
    return { year: q.year, lang: q.lang, universalYear: universal, universal: t.text(`numerology.universal.u${universal}`), forecasts, disclaimer: t.text('numerology.disclaimer') }
  }
}
