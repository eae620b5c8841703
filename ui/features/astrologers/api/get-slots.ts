import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { bookingKeys } from '../../consultations/api/keys'

/** How many days ahead the booking panel offers. */
export const SLOT_DAYS = 7

/** GET /api/astrologers/{id}/slots: the next week's free slots of one duration, from the astrologer's today. */
export function slotsQueryOptions(services: Pick<Services, 'bookings'>, astrologerId: string, duration: number) {
  return queryOptions({
    queryKey: bookingKeys.slots(astrologerId, duration),
    queryFn: () => services.bookings.slots(astrologerId, { days: SLOT_DAYS, duration }),
    // Slots go as others book: a minute old at most, and fresh whenever the panel comes back into view.
    staleTime: 60_000,
  })
}
