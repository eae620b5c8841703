import { ADMINISTRATION_ENDPOINTS } from './administration/endpoints'
import { ASTROLOGER_ENDPOINTS } from './astrologers/endpoints'
import type { Endpoint } from './shared/endpoint'
import { WALLET_ENDPOINTS } from './wallet/endpoints'

/** Every write and signed-in read of the platform, each declared once in its capability's endpoints.ts. */
export const ENDPOINTS: readonly Endpoint[] = [...WALLET_ENDPOINTS, ...ADMINISTRATION_ENDPOINTS, ...ASTROLOGER_ENDPOINTS]
