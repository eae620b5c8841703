import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'

/** GET /api/wallet/packages: the recharge packages with their bonus. */
export function rechargePackagesQueryOptions(services: Pick<Services, 'content'>) {
  return queryOptions({
    queryKey: ['wallet', 'packages'] as const,
    queryFn: () => services.content.rechargePackages(),
  })
}
