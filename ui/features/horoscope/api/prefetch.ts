import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey, RouteEntry } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { horoscopeApiQuery, horoscopeTarget } from '../utils/horoscope-target'
import { horoscopeQueryOptions, transitsQuery, transitsQueryOptions, zodiacSignsQueryOptions } from './horoscope-queries'

/** Route loader of the horoscope pages: the reading of the page's sign and period, for the server's HTML. */
export function prefetchFeaturePage(
  queryClient: QueryClient,
  services: Services,
  language: LanguageCode,
  page: PageKey,
  search: Record<string, unknown>,
  params: Record<string, string>,
  entry: RouteEntry,
): Promise<unknown> {
  if (page === 'zodiac-signs') return queryClient.prefetchQuery(zodiacSignsQueryOptions(services, language))
  if (page === 'planet-transits') return queryClient.prefetchQuery(transitsQueryOptions(services, transitsQuery(search, language)))
  const target = horoscopeTarget(entry, params, search)
  if (!target.sign) return Promise.resolve()
  return queryClient.prefetchQuery(horoscopeQueryOptions(services, target.period, target.sign, horoscopeApiQuery(target, language)))
}
