import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { parseLoveSearch } from '../utils/love-search'
import { loveQueryOptions } from './love-queries'

/** Route loader of /love-compatibility: the reading of the link's two signs, for the server's HTML. */
export function prefetchFeaturePage(queryClient: QueryClient, services: Services, language: LanguageCode, _page: PageKey, search: Record<string, unknown>): Promise<unknown> {
  const { sign1, sign2 } = parseLoveSearch(search)
  return sign1 && sign2 ? queryClient.prefetchQuery(loveQueryOptions(services, sign1, sign2, language)) : Promise.resolve()
}
