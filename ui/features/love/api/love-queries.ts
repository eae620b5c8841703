import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import type { Services } from '../../../services/types'

/** GET /api/love-compatibility for two signs (1–12) in a language. */
export const loveQueryOptions = (services: Pick<Services, 'calculators'>, sign1: number, sign2: number, lang: string) => {
  const query = { sign1: String(sign1), sign2: String(sign2), lang }
  return answerQueryOptions('love', query, () => services.calculators.loveCompatibility(query))
}
