import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { adminKeys } from './keys'

export type RefundQueueFilter = 'requested' | 'all'

/** GET /api/admin/refund-requests[?status=requested]: consultations with a refund request. Always refetched. */
export function refundRequestsQueryOptions(services: Pick<Services, 'consultations'>, filter: RefundQueueFilter) {
  return queryOptions({
    queryKey: adminKeys.refundRequests(filter),
    queryFn: () => services.consultations.refundRequests(filter === 'requested' ? 'requested' : undefined),
    staleTime: 0,
  })
}
