import { useQuery } from '@tanstack/react-query'
import { cancelPolicyOf, type CancelPolicy } from '../lib/booking-time'
import { useServices } from '../services/services-context'
import { platformTermsQueryOptions } from './platform-claims'

/** The bookings' cancellation terms as the admins set them (GET /api/platform-terms); the defaults until known. */
export function useCancelPolicy(): CancelPolicy {
  const { content } = useServices()
  const terms = useQuery(platformTermsQueryOptions(content))
  return cancelPolicyOf(terms.data)
}
