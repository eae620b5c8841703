import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { bookingKeys } from './keys'

type WithBookings = Pick<Services, 'bookings'>

/** GET /api/bookings: the caller's bookings (as customer or astrologer), upcoming first; refreshed each minute so Join opens on time. */
export function myBookingsQueryOptions(services: WithBookings) {
  return queryOptions({
    queryKey: bookingKeys.mine,
    queryFn: () => services.bookings.mine(),
    staleTime: 0,
    refetchInterval: 60_000,
  })
}

/** GET /api/astrologer/availability: the astrologer's weekly windows, zone and days off. */
export function availabilityQueryOptions(services: WithBookings) {
  return queryOptions({
    queryKey: bookingKeys.availability,
    queryFn: () => services.bookings.availability(),
    staleTime: 0,
  })
}
