import type { LoveCompatibilityAnswer } from './get-love-compatibility'
import type { MatchAnswer } from './present'
import { answers } from '../shared/route'

/** The addresses of this capability's public reads, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const MATCHING_PATHS = {
  /** GET (a query) and POST (the form) answer the same */
  matching: answers<MatchAnswer>()('/api/matching'),
  loveCompatibility: answers<LoveCompatibilityAnswer>()('/api/love-compatibility'),
} as const
