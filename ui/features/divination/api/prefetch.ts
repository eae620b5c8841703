import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { parseTarotSearch, tarotPageYear } from '../utils/tarot-search'
import { tarotDrawQueryOptions, tarotYearQueryOptions } from './divination-queries'
import { guideQueryOptions } from '../../../components/guide/guide-queries'

/**
 * Route loader of this feature's pages (ui/app/router.tsx): a shared reading (its seed), the year's
 * cards, or a guide's text, with the same query options the page uses, so the server's HTML carries them.
 */
export function prefetchFeaturePage(
  queryClient: QueryClient,
  services: Services,
  language: LanguageCode,
  page: PageKey,
  search: Record<string, unknown>,
  params: Record<string, string>,
): Promise<unknown> {
  switch (page) {
    case 'divination': {
      const { spread, seed } = parseTarotSearch(search)
      return seed ? queryClient.prefetchQuery(tarotDrawQueryOptions(services, { spread, seed, lang: language })) : Promise.resolve()
    }
    case 'tarot-year':
      return queryClient.prefetchQuery(tarotYearQueryOptions(services, { year: String(tarotPageYear(search, Number(params.year))), lang: language }))
    case 'palmistry':
    case 'vastu':
      return queryClient.prefetchQuery(guideQueryOptions(services, page, language))
    default:
      return Promise.resolve()
  }
}
