import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import type { Services } from '../../../services/types'

type Deps = Pick<Services, 'calculators'>
type Query = Record<string, string>

/** GET /api/doshas. */
export const doshasQueryOptions = (services: Deps, query: Query) => answerQueryOptions('doshas', query, () => services.calculators.doshas(query))
/** GET /api/sade-sati. */
export const sadeSatiQueryOptions = (services: Deps, query: Query) => answerQueryOptions('sadeSati', query, () => services.calculators.sadeSati(query))
/** GET /api/lal-kitab. */
export const lalKitabQueryOptions = (services: Deps, query: Query) => answerQueryOptions('lalKitab', query, () => services.calculators.lalKitab(query))
/** GET /api/marriage-astrology. */
export const marriageQueryOptions = (services: Deps, query: Query) => answerQueryOptions('marriage', query, () => services.calculators.marriage(query))
/** GET /api/gemstones. */
export const gemstonesQueryOptions = (services: Deps, query: Query) => answerQueryOptions('gemstones', query, () => services.calculators.gemstones(query))
