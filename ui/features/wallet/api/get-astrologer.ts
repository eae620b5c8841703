import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { astrologerKeys } from '../../astrologers/api/keys'

/** GET /api/astrologers/{idOrSlug}: the astrologer a package payment is for (its current rate). */
export function paymentAstrologerQueryOptions(services: Pick<Services, 'consultations'>, idOrSlug: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: astrologerKeys.profile(idOrSlug, lang),
    queryFn: () => services.consultations.astrologer(idOrSlug, lang),
    staleTime: 10_000,
  })
}
