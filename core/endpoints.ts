import { CONSULTATION_ENDPOINTS } from './consultations/endpoints'
import { ADMINISTRATION_ENDPOINTS } from './administration/endpoints'
import { ASTROLOGER_ENDPOINTS } from './astrologers/endpoints'
import { ACCOUNT_ENDPOINTS } from './accounts/endpoints'
import type { Endpoint } from './shared/endpoint'
import { WALLET_ENDPOINTS } from './wallet/endpoints'
import { KUNDLI_ENDPOINTS } from './kundli/endpoints'
import { REPORT_ENDPOINTS } from './reports/endpoints'
import { CONTENT_ENDPOINTS } from './content/endpoints'
import { HOROSCOPE_ENDPOINTS } from './horoscope/endpoints'
import { OFFER_ENDPOINTS } from './offers/endpoints'
import { QUESTION_ENDPOINTS } from './questions/endpoints'
import { BOOKING_ENDPOINTS } from './bookings/endpoints'

/** Every write and signed-in read of the platform, each declared once in its capability's endpoints.ts. */
export const ENDPOINTS: readonly Endpoint[] = [...ACCOUNT_ENDPOINTS, ...WALLET_ENDPOINTS, ...CONSULTATION_ENDPOINTS, ...KUNDLI_ENDPOINTS, ...REPORT_ENDPOINTS, ...CONTENT_ENDPOINTS, ...HOROSCOPE_ENDPOINTS, ...ADMINISTRATION_ENDPOINTS, ...ASTROLOGER_ENDPOINTS, ...OFFER_ENDPOINTS, ...QUESTION_ENDPOINTS, ...BOOKING_ENDPOINTS]
