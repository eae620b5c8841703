import { answerQueryOptions } from '../../../components/birth/birth-api-query'
import type { Services } from '../../../services/types'

/** GET /api/nakshatras/:slug in a language. */
export const nakshatraQueryOptions = (services: Pick<Services, 'calculators'>, slug: string, lang: string) =>
  answerQueryOptions(`nakshatra-${slug}`, { lang }, () => services.calculators.nakshatra(slug, { lang }))
