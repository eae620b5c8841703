import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import type { Services } from '../../../services/types'

type Deps = Pick<Services, 'calculators'>
type Query = Record<string, string>

/** GET /api/numerology. */
export const numerologyQueryOptions = (services: Deps, query: Query) => answerQueryOptions('numerology', query, () => services.calculators.numerology(query))
/** GET /api/numerology/year. */
export const numerologyYearQueryOptions = (services: Deps, query: Query) => answerQueryOptions('numerologyYear', query, () => services.calculators.numerologyYear(query))
/** GET /api/lucky-numbers. */
export const luckyNumbersQueryOptions = (services: Deps, query: Query) => answerQueryOptions('luckyNumbers', query, () => services.calculators.luckyNumbers(query))
/** GET /api/baby-names. */
export const babyNamesQueryOptions = (services: Deps, query: Query) => answerQueryOptions('babyNames', query, () => services.calculators.babyNames(query))
/** GET /api/baby-names/syllables. */
export const syllablesQueryOptions = (services: Deps, query: Query) => answerQueryOptions('babyNameSyllables', query, () => services.calculators.babyNameSyllables(query))
