import type { QueryClient } from '@tanstack/react-query'
import { todayInZone } from '../../../components/panchang-time'
import type { Services } from '../../../services/types'
import { browserStorage, DEFAULT_PLACE, parsePanchangSearch, readRememberedPlace } from '../utils/panchang-search'
import { panchangDayQueryOptions } from './get-panchang-day'
import { panchangMonthQueryOptions } from './get-panchang-month'

/**
 * Route loader of the panchang pages (STYLE.md §9): starts fetching the day (or the month) that the
 * query string — or the remembered place and today — describes, while the page's code loads. It does
 * not wait; errors are shown by the page.
 */
export function prefetchPanchang(queryClient: QueryClient, services: Pick<Services, 'panchang'>, kind: 'day' | 'month', search: Readonly<Record<string, unknown>>): void {
  const s = parsePanchangSearch(search)
  const place = s.place ?? readRememberedPlace(browserStorage()) ?? DEFAULT_PLACE
  const today = todayInZone(place.tz)
  if (kind === 'day') {
    void queryClient.prefetchQuery(panchangDayQueryOptions(services, s.date ?? today, place, s.rise))
  } else {
    const month = s.month ?? { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
    void queryClient.prefetchQuery(panchangMonthQueryOptions(services, month.year, month.month, place, s.rise))
  }
}
