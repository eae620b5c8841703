import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import type { Services } from '../../../services/types'

type Deps = Pick<Services, 'calculators'>
type Query = Record<string, string>

/** GET /api/tarot/draw with a seed (the same seed, the same cards: a shared link). */
export const tarotDrawQueryOptions = (services: Deps, query: Query) => answerQueryOptions('tarotDraw', query, () => services.calculators.tarotDraw(query))
/** GET /api/tarot/year. */
export const tarotYearQueryOptions = (services: Deps, query: Query) => answerQueryOptions('tarotYear', query, () => services.calculators.tarotYear(query))
