import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/rules/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'

/**
 * Route loader of this feature's pages (ui/app/router.tsx): starts the queries a page's URL describes,
 * with the same query options the page uses, so the server's HTML carries the result and the browser
 * hydrates it without fetching again. Pages whose URL describes nothing to compute resolve at once.
 */
export function prefetchFeaturePage(
  _queryClient: QueryClient,
  _services: Services,
  _language: LanguageCode,
  _page: PageKey,
  _search: Record<string, unknown>,
): Promise<unknown> {
  return Promise.resolve()
}
