import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { PageKey } from '../../../app/route-table'
import type { Services } from '../../../services/types'
import { guideQueryOptions } from '../../../components/guide/guide-queries'
import type { RouteEntry } from '../../../app/route-table'
import { nakshatraQueryOptions } from './nakshatra-queries'
import { factsYear, ingressesQueryOptions, NEW_DELHI, retrogradesQueryOptions, thisYear, topicFestivalsQueryOptions } from './topic-queries'

/** A topic page's live facts as the page first shows them (New Delhi for the festival and eclipse times). */
function prefetchFacts(queryClient: QueryClient, services: Services, language: LanguageCode, entry: RouteEntry, params: Record<string, string>): Promise<unknown> {
  const facts = entry.facts
  if (!facts) return Promise.resolve()
  switch (facts.kind) {
    case 'ingresses':
      return queryClient.prefetchQuery(ingressesQueryOptions(services, facts.planet, thisYear() - 1))
    case 'retrogrades':
      return queryClient.prefetchQuery(retrogradesQueryOptions(services, thisYear(), language))
    case 'eclipses':
      return Promise.all([thisYear(), thisYear() + 1].map((y) => queryClient.prefetchQuery(topicFestivalsQueryOptions(services, y, NEW_DELHI, 'eclipse'))))
    case 'festivals':
      return queryClient.prefetchQuery(topicFestivalsQueryOptions(services, factsYear(params), NEW_DELHI, 'festival'))
  }
}

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
  if (page === 'festivals-hub') return Promise.all([thisYear(), thisYear() + 1].map((y) => queryClient.prefetchQuery(topicFestivalsQueryOptions(services, y, NEW_DELHI))))
  if (page === 'topic' && entry?.guide) return Promise.all([queryClient.prefetchQuery(guideQueryOptions(services, entry.guide, language)), prefetchFacts(queryClient, services, language, entry, params)])
  return Promise.resolve()
}
