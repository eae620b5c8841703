import { answerQueryOptions } from '../birth/birth-api-query'
import type { Services } from '../../services/types'

/** GET /api/guides/:slug in a language: the guide's text (it changes only with a deploy). */
export const guideQueryOptions = (services: Pick<Services, 'calculators'>, slug: string, lang: string) =>
  answerQueryOptions(`guide-${slug}`, { lang }, () => services.calculators.guide(slug, { lang }))
