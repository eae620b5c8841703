import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/rules/language'
import type { Services } from '../../../services/types'
import { astrologerListQueryOptions } from './get-astrologer-list'
import { astrologerProfileQueryOptions } from './get-astrologer-profile'

/** Route loader of /astrologers: the list with bios in the page's language. */
export function prefetchAstrologerList(queryClient: QueryClient, services: Services, language: LanguageCode): Promise<unknown> {
  return queryClient.prefetchQuery(astrologerListQueryOptions(services, language))
}

/** Route loader of /astrologer/{id}: the profile. */
export function prefetchAstrologerProfile(queryClient: QueryClient, services: Services, language: LanguageCode, params: Record<string, string>): Promise<unknown> {
  return params.id ? queryClient.prefetchQuery(astrologerProfileQueryOptions(services, params.id, language)) : Promise.resolve()
}
