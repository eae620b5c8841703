import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { walletKeys } from './keys'

/** GET /api/wallet/packages: the recharge packages with their bonus. */
export function rechargePackagesQueryOptions(services: Pick<Services, 'content'>) {
  return queryOptions({
    queryKey: walletKeys.packages,
    queryFn: () => services.content.rechargePackages(),
  })
}
