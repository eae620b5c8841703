import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { walletKeys } from './keys'

/** How long a `created` order is watched for the gateway's word (callback or webhook). */
export const ORDER_WATCH_MS = 60_000
const ORDER_POLL_MS = 2_000

/** GET /api/payments/orders/{orderId}; polled every 2 s while still `created` (for at most a minute). */
export function paymentOrderQueryOptions(services: Pick<Services, 'payments'>, orderId: string, watchSince: number) {
  return queryOptions({
    queryKey: walletKeys.order(orderId),
    queryFn: () => services.payments.order(orderId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'created' && Date.now() - watchSince < ORDER_WATCH_MS ? ORDER_POLL_MS : false),
  })
}
