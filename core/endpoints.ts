import { CONSULTATION_ENDPOINTS } from './consultations/endpoints'
import type { Endpoint } from './shared/endpoint'
import { WALLET_ENDPOINTS } from './wallet/endpoints'

/** Every write and signed-in read of the platform, each declared once in its capability's endpoints.ts. */
export const ENDPOINTS: readonly Endpoint[] = [...WALLET_ENDPOINTS, ...CONSULTATION_ENDPOINTS]
