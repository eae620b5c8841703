import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/rules/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { guideQueryOptions } from '../../../components/guide/guide-queries'
import type { RouteEntry } from '../../../app/route-table'
import { nakshatraQueryOptions } from './nakshatra-queries'

/** Route loader of the reading pages: a nakshatra's facts and text, or a lesson's text, for the server's HTML. */
export function prefetchFeaturePage(
  queryClient: QueryClient,
  services: Services,
  language: LanguageCode,
  page: PageKey,
  _search: Record<string, unknown>,
  params: Record<string, string>,
  entry?: RouteEntry,
): Promise<unknown> {
  if (page === 'nakshatra' && params.slug) return queryClient.prefetchQuery(nakshatraQueryOptions(services, params.slug.toLowerCase(), language))
  if (page === 'learn' && entry?.guide) return queryClient.prefetchQuery(guideQueryOptions(services, entry.guide, language))
  return Promise.resolve()
}
