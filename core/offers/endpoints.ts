import { endpoint, type Endpoint } from '../shared/endpoint'
import { GetMyOffers } from './get-my-offers'
import { OFFER_PATHS } from './paths'

/** The new customer's offers as they apply to the signed-in caller (the offers themselves are in GET /api/platform-terms). */
export const OFFER_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: OFFER_PATHS.mine, access: 'signed-in', answer: (use, _none, { user }) => use(GetMyOffers).execute(user.id) }),
]
