import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import { kundliQueryOptions } from '../../../components/birth/chart-query'
import type { Services } from '../../../services/types'
import { babyNamesApiQuery, parseBabyNameSearch } from '../utils/baby-name-search'
import { nameDateApiQuery, pageYear, parseNameDate } from '../utils/numerology-search'
import { babyNamesQueryOptions, luckyNumbersQueryOptions, numerologyQueryOptions, numerologyYearQueryOptions, syllablesQueryOptions } from './numerology-queries'

async function prefetchBabyNames(queryClient: QueryClient, services: Services, language: LanguageCode, search: Record<string, unknown>): Promise<void> {
  const names = parseBabyNameSearch(search)
  const syllables = queryClient.prefetchQuery(syllablesQueryOptions(services, { lang: language }))
  let nakshatra = names.nakshatra
  let pada = names.pada
  if (names.birth) {
    // The names follow from the chart's Moon: fetch the chart first (a bad birth is left to the page).
    const chart = await queryClient.fetchQuery(kundliQueryOptions(services, names.birth)).catch(() => null)
    const moon = chart?.planets.find((p) => p.id === 'moon')
    nakshatra = moon?.nakshatra ?? null
    pada = moon?.pada ?? null
  }
  const list = nakshatra || names.rashi ? queryClient.prefetchQuery(babyNamesQueryOptions(services, babyNamesApiQuery(nakshatra, pada, names, language))) : undefined
  await Promise.all([syllables, list])
}

/**
 * Route loader of this feature's pages (ui/app/router.tsx): the answer the link describes, with the same
 * query options the page uses, so the server's HTML carries it and the browser hydrates it without
 * fetching again. Errors are left to the page.
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
    case 'numerology': {
      const query = nameDateApiQuery(parseNameDate(search), language)
      return query ? queryClient.prefetchQuery(numerologyQueryOptions(services, query)) : Promise.resolve()
    }
    case 'lucky-numbers': {
      const query = nameDateApiQuery(parseNameDate(search), language, true)
      return query ? queryClient.prefetchQuery(luckyNumbersQueryOptions(services, query)) : Promise.resolve()
    }
    case 'numerology-year':
      return queryClient.prefetchQuery(numerologyYearQueryOptions(services, { year: String(pageYear(search, Number(params.year))), lang: language }))
    case 'baby-naming':
      return prefetchBabyNames(queryClient, services, language, search)
    default:
      return Promise.resolve()
  }
}
