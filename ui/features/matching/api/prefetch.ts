import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import { matchingApiQuery, parseMatchingSearch } from '../../../components/birth/matching-search'
import type { Services } from '../../../services/types'
import { matchingQueryOptions, partnerKundliQueryOptions, partnerKundliRequest } from './get-matching'

/**
 * Route loader of /kundli-matching and /match-making: the match and both partners' charts of the link's
 * births, so the server's HTML carries the result and the browser hydrates it without fetching again.
 * Errors are left to the page (it shows the form with the problems).
 */
export function prefetchFeaturePage(
  queryClient: QueryClient,
  services: Services,
  language: LanguageCode,
  _page: PageKey,
  search: Record<string, unknown>,
): Promise<unknown> {
  const details = parseMatchingSearch(search)
  const query = matchingApiQuery(details, language)
  if (!query) return Promise.resolve()
  const charts = [details.boy, details.girl].flatMap((p) => {
    const request = partnerKundliRequest(p)
    return request ? [queryClient.prefetchQuery(partnerKundliQueryOptions(services, request))] : []
  })
  return Promise.allSettled([queryClient.prefetchQuery(matchingQueryOptions(services, query)), ...charts])
}
