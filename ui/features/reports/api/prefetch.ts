import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { sampleTypeOf } from '../utils/report-order'
import { reportCatalogQueryOptions, reportSampleQueryOptions } from './report-queries'

/** Route loader of the report pages: the catalog with its prices, or a sample's text, in the server's HTML. */
export function prefetchFeaturePage(queryClient: QueryClient, services: Services, language: LanguageCode, page: PageKey, _search: Record<string, unknown>, params: Record<string, string>): Promise<unknown> {
  if (page === 'reports-catalog' || page === 'report-order') return queryClient.prefetchQuery(reportCatalogQueryOptions(services, language))
  const sample = page === 'report-result' ? sampleTypeOf(params.reportId ?? '') : null
  if (sample) return queryClient.prefetchQuery(reportSampleQueryOptions(services, sample, language))
  return Promise.resolve()
}
