import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/rules/language'
import type { Services } from '../../../services/types'

/** GET /api/astrologers/{idOrSlug}?lang=: the profile with live availability (busy, active chats). */
export function astrologerProfileQueryOptions(services: Pick<Services, 'consultations'>, idOrSlug: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: ['astrologers', 'profile', idOrSlug, lang] as const,
    queryFn: () => services.consultations.astrologer(idOrSlug, lang),
    staleTime: 10_000,
  })
}
