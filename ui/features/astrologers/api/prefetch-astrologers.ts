import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { throwIfMissing } from '../../../lib/missing-content'
import { astrologerListQueryOptions } from './get-astrologer-list'
import { astrologerProfileQueryOptions } from './get-astrologer-profile'
import { astrologerReviewsQueryOptions } from './get-astrologer-reviews'
import { slotsQueryOptions } from './get-slots'

/** Route loader of /astrologers: the list with bios in the page's language. */
export function prefetchAstrologerList(queryClient: QueryClient, services: Services, language: LanguageCode): Promise<unknown> {
  return queryClient.prefetchQuery(astrologerListQueryOptions(services, language))
}

/**
 * Route loader of /astrologer/{id}: the profile and the first page of its reviews (public text search
 * engines should see); an unknown astrologer is the not-found page.
 */
export async function prefetchAstrologerProfile(queryClient: QueryClient, services: Services, language: LanguageCode, params: Record<string, string>, search: Record<string, unknown> = {}): Promise<void> {
  if (!params.id) return
  const profile = astrologerProfileQueryOptions(services, params.id, language)
  await queryClient.prefetchQuery(profile)
  throwIfMissing(queryClient, profile.queryKey)
  // The page asks for the reviews by the astrologer's id, whether its URL has the id or the slug.
  const id = queryClient.getQueryData(profile.queryKey)?.id
  // The booking panel's free times (for the length the address asks, else 30 minutes) come with the page.
  const duration = [15, 30, 45, 60].includes(Number(search.duration)) ? Number(search.duration) : 30
  if (id) await Promise.all([queryClient.prefetchInfiniteQuery(astrologerReviewsQueryOptions(services, id)), queryClient.prefetchQuery(slotsQueryOptions(services, id, duration))])
}
