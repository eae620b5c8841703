import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/rules/language'
import type { Services } from '../../../services/types'

/** GET /api/astrologers/{idOrSlug}: the astrologer a package payment is for (its current rate). */
export function paymentAstrologerQueryOptions(services: Pick<Services, 'consultations'>, idOrSlug: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: ['astrologers', 'profile', idOrSlug, lang] as const,
    queryFn: () => services.consultations.astrologer(idOrSlug, lang),
    staleTime: 10_000,
  })
}
