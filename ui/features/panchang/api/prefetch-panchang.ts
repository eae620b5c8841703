import type { QueryClient } from '@tanstack/react-query'
import { todayInZone } from '../../../components/panchang-time'
import type { Services } from '../../../services/types'
import { browserStorage, DEFAULT_PLACE, parsePanchangSearch, readRememberedPlace } from '../utils/panchang-search'
import { panchangDayQueryOptions } from './get-panchang-day'
import { panchangMonthQueryOptions } from './get-panchang-month'
import { festivalsQueryOptions } from './get-festivals'
import { festivalPageYear, festivalYearOfPath } from '../utils/calendar'

/**
 * Route loader of the panchang pages (STYLE.md §9): starts fetching the day, the month or the year's
 * festivals that the URL (the path's year, the query string, or else the remembered place and today)
 * describes, while the page's code loads. The server waits for it, so the page's HTML has the data; the
 * browser does not. It never rejects: errors are shown by the page.
 */
export function prefetchPanchang(
  queryClient: QueryClient,
  services: Pick<Services, 'panchang'>,
  kind: 'day' | 'month' | 'festivals',
  search: Readonly<Record<string, unknown>>,
  route: { path: string; params: Readonly<Record<string, string>> } = { path: '', params: {} },
): Promise<void> {
  const s = parsePanchangSearch(search)
  const place = s.place ?? readRememberedPlace(browserStorage()) ?? DEFAULT_PLACE
  const today = todayInZone(place.tz)
  if (kind === 'day') return queryClient.prefetchQuery(panchangDayQueryOptions(services, s.date ?? today, place, s.rise))
  if (kind === 'month') {
    const month = s.month ?? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
    return queryClient.prefetchQuery(panchangMonthQueryOptions(services, month.year, month.month, place, s.rise))
  }
  const year = festivalPageYear(festivalYearOfPath(route.path, route.params), s.year, today)
  return queryClient.prefetchQuery(festivalsQueryOptions(services, year, place, s.rise))
}
