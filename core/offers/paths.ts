import { answers } from '../shared/route'
import type { MyOffers } from './get-my-offers'

/** The addresses of the offers' endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const OFFER_PATHS = {
  /** GET: which offers the signed-in customer can still take */
  mine: answers<MyOffers>()('/api/offers/mine'),
} as const
