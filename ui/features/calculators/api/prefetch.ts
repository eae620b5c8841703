import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import { birthApiQuery } from '../../../components/birth/birth-api-query'
import { parseBirthSearch } from '../../../components/birth/birth-search'
import type { Services } from '../../../services/types'
import { doshasQueryOptions, gemstonesQueryOptions, lalKitabQueryOptions, marriageQueryOptions, sadeSatiQueryOptions } from './calculator-queries'

const OPTIONS: Partial<Record<PageKey, (services: Services, query: Record<string, string>) => unknown>> = {
  'dosham-detector': doshasQueryOptions,
  'sade-sati': sadeSatiQueryOptions,
  'lal-kitab': lalKitabQueryOptions,
  'marriage-astrology': marriageQueryOptions,
  gemstones: gemstonesQueryOptions,
}

/**
 * Route loader of this feature's pages (ui/app/router.tsx): the answer for the link's birth, with the
 * same query options the page uses, so the server's HTML carries it and the browser hydrates it without
 * fetching again. Errors are left to the page (it shows them with the form).
 */
export function prefetchFeaturePage(
  queryClient: QueryClient,
  services: Services,
  language: LanguageCode,
  page: PageKey,
  search: Record<string, unknown>,
): Promise<unknown> {
  const options = OPTIONS[page]
  const query = birthApiQuery(parseBirthSearch(search), language)
  if (!options || !query) return Promise.resolve()
  return queryClient.prefetchQuery(options(services, query) as Parameters<QueryClient['prefetchQuery']>[0])
}
