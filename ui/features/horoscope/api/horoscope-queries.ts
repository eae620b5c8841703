import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import type { Services } from '../../../services/types'

/** GET /api/horoscope/{period}/{sign}: the same key for the page and its route loader. */
export const horoscopeQueryOptions = (services: Pick<Services, 'calculators'>, period: string, sign: string, query: Record<string, string>) =>
  answerQueryOptions(`horoscope-${period}-${sign}`, query, () => services.calculators.horoscope(period, sign, query))
