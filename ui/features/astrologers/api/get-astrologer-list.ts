import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { astrologerKeys } from './keys'

/** GET /api/astrologers?lang=: every astrologer with the bio in the page's language. */
export function astrologerListQueryOptions(services: Pick<Services, 'content'>, lang: LanguageCode) {
  return queryOptions({
    queryKey: astrologerKeys.list(lang),
    queryFn: () => services.content.astrologers(lang),
    staleTime: 30_000,
  })
}
