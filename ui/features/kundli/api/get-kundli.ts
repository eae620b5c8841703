import type { QueryClient } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { kundliQueryOptions } from '../../../components/birth/chart-query'
import { kundliRequestOf, parseBirthSearch } from '../../../components/birth/birth-search'

export { kundliQueryOptions }

/**
 * Route loader of the kundli pages: starts fetching the chart that the query string describes, so a
 * shared link loads the chart while the page's code arrives. It does not wait: a 400 or 409 answer is
 * shown by the page (the form, or the choice of readings), never as a route error.
 */
export function prefetchKundliFromSearch(queryClient: QueryClient, services: Pick<Services, 'kundli'>, search: Readonly<Record<string, unknown>>): void {
  const request = kundliRequestOf(parseBirthSearch(search))
  if (request) void queryClient.prefetchQuery(kundliQueryOptions(services, request))
}
