import type { QueryClient } from '@tanstack/react-query'
import type { KundliBlock, Services } from '../../../services/types'
import { kundliQueryOptions } from '../../../components/birth/chart-query'
import { kundliRequestOf, parseBirthSearch, type BirthDetails } from '../../../components/birth/birth-search'
import { CHART_TEST_SAMPLE } from '../utils/chart-test-sample'
import { blocksOfTab } from '../utils/kundli-tabs'
import { VARSHAPHAL_PATH, varshaphalYearOf } from '../utils/varshaphal-year'

export { kundliQueryOptions }

/**
 * Route loader of the kundli pages: starts fetching the chart that the query string describes (or, on
 * /chart-test, its sample when the link names no birth), so a shared link loads the chart while the
 * page's code arrives. The server waits for it, so the chart is in the HTML; the browser does not. It never
 * rejects: a 400 or 409 answer is shown by the page (the form, or the choice of readings), never as a route
 * error.
 */
export function prefetchKundliFromSearch(
  queryClient: QueryClient,
  services: Pick<Services, 'kundli'>,
  search: Readonly<Record<string, unknown>>,
  fallback: BirthDetails | null = null,
  blocks: readonly KundliBlock[] = [],
): Promise<void> {
  const request = kundliRequestOf(parseBirthSearch(search)) ?? (fallback ? kundliRequestOf(fallback) : null)
  return request ? queryClient.prefetchQuery(kundliQueryOptions(services, blocks.length ? { ...request, with: blocks } : request)) : Promise.resolve()
}

/**
 * The loader of a /kundli tab, of /kundli-tool pages and of /varshaphal: the chart with the blocks the tab
 * draws, or with the annual chart of the year the link names (this year by default).
 */
export function prefetchKundliTab(queryClient: QueryClient, services: Pick<Services, 'kundli'>, search: Readonly<Record<string, unknown>>, path: string): Promise<void> {
  if (path !== VARSHAPHAL_PATH) return prefetchKundliFromSearch(queryClient, services, search, null, blocksOfTab(path))
  const request = kundliRequestOf(parseBirthSearch(search))
  if (!request) return Promise.resolve()
  const year = varshaphalYearOf(search, request.date, new Date())
  return queryClient.prefetchQuery(kundliQueryOptions(services, { ...request, with: ['varshaphal'], year }))
}

/** What the Brihat Kundli adds to the chart. */
export const BRIHAT_BLOCKS: readonly KundliBlock[] = ['ashtakavarga', 'yogini', 'chara', 'shadbala', 'yogas', 'kp']

/** The loader of the Brihat Kundli: the chart with its added blocks, as the page asks for it. */
export function prefetchBrihatKundli(queryClient: QueryClient, services: Pick<Services, 'kundli'>, search: Readonly<Record<string, unknown>>): Promise<void> {
  return prefetchKundliFromSearch(queryClient, services, search, null, BRIHAT_BLOCKS)
}

/** The loader of /chart-test: the link's birth, or the sample the page shows without one. */
export function prefetchChartTest(queryClient: QueryClient, services: Pick<Services, 'kundli'>, search: Readonly<Record<string, unknown>>): Promise<void> {
  return prefetchKundliFromSearch(queryClient, services, search, CHART_TEST_SAMPLE)
}
