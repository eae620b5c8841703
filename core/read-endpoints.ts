import { BOOKING_READS } from './bookings/endpoints'
import { CONTENT_READS } from './content/endpoints'
import { DIVINATION_READS } from './divination/endpoints'
import { HOROSCOPE_READS } from './horoscope/endpoints'
import { KUNDLI_READS } from './kundli/endpoints'
import { MATCHING_READS } from './matching/endpoints'
import { PANCHANG_READS } from './panchang/endpoints'
import { REPORT_READS } from './reports/endpoints'
import type { ReadEndpoint } from './shared/read-endpoint'

/** Every public read of the platform, each declared once in its capability's endpoints.ts. */
export const READ_ENDPOINTS: readonly ReadEndpoint[] = [...CONTENT_READS, ...KUNDLI_READS, ...MATCHING_READS, ...PANCHANG_READS, ...DIVINATION_READS, ...HOROSCOPE_READS, ...REPORT_READS, ...BOOKING_READS]
