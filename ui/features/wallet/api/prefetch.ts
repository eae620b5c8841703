import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { rechargePackagesQueryOptions } from './get-recharge-packages'

/** Route loader of the wallet pages: the recharge packages (public prices) in the server's HTML; the balance stays the browser's. */
export function prefetchFeaturePage(queryClient: QueryClient, services: Services, _language: LanguageCode, page: PageKey): Promise<unknown> {
  return page === 'wallet' ? queryClient.prefetchQuery(rechargePackagesQueryOptions(services)) : Promise.resolve()
}
