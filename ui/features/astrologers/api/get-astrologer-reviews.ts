import { infiniteQueryOptions } from '@tanstack/react-query'
import type { PublicReview } from '../../../../core/domain/consultation'
import type { Services } from '../../../services/types'
import { astrologerKeys } from './keys'

const REVIEWS_PAGE_SIZE = 10

/** GET /api/astrologers/{idOrSlug}/reviews, newest first, paged by the last review's date. */
export function astrologerReviewsQueryOptions(services: Pick<Services, 'consultations'>, idOrSlug: string) {
  return infiniteQueryOptions({
    queryKey: astrologerKeys.reviews(idOrSlug),
    queryFn: ({ pageParam }) => services.consultations.reviews(idOrSlug, { before: pageParam ?? undefined, limit: REVIEWS_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PublicReview[]) => (last.length < REVIEWS_PAGE_SIZE ? null : (last[last.length - 1]?.createdAt ?? null)),
    staleTime: 60_000,
  })
}
