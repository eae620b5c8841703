import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { astrologerKeys } from './keys'

/** GET /api/astrologers/{idOrSlug}?lang=: the profile with live availability (busy, active chats). */
export function astrologerProfileQueryOptions(services: Pick<Services, 'consultations'>, idOrSlug: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: astrologerKeys.profile(idOrSlug, lang),
    queryFn: () => services.consultations.astrologer(idOrSlug, lang),
    staleTime: 10_000,
  })
}
