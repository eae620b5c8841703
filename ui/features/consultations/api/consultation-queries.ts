import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { AstrologerEarnings, ConsultationStatus } from '../../../../core/domain/consultation'
import type { LanguageCode } from '../../../../core/rules/language'
import type { Services } from '../../../services/types'

type WithConsultations = Pick<Services, 'consultations'>

/** GET /api/consultations/{id}: the consultation and its running bill. */
export function consultationQueryOptions(services: WithConsultations, id: string) {
  return queryOptions({
    queryKey: ['consultations', 'one', id] as const,
    queryFn: () => services.consultations.get(id),
    staleTime: 0,
  })
}

/** GET /api/consultations/{id}/messages (the first 500; the socket's sync brings the rest). */
export function chatMessagesQueryOptions(services: WithConsultations, id: string) {
  return queryOptions({
    queryKey: ['consultations', 'messages', id] as const,
    queryFn: () => services.consultations.messages(id, { limit: 500 }),
    staleTime: 0,
  })
}

/** GET /api/consultations: the caller's consultations, newest first. */
export function consultationListQueryOptions(services: WithConsultations, filter: { role?: 'customer' | 'astrologer'; status?: readonly ConsultationStatus[]; limit?: number } = {}) {
  return queryOptions({
    queryKey: ['consultations', 'list', filter.role ?? 'any', (filter.status ?? []).join(','), filter.limit ?? 50] as const,
    queryFn: () => services.consultations.list({ role: filter.role, status: filter.status, limit: filter.limit ?? 50 }),
    staleTime: 0,
  })
}

/** GET /api/astrologer/me/requests: pending requests, oldest first. */
export function incomingRequestsQueryOptions(services: WithConsultations) {
  return queryOptions({
    queryKey: ['consultations', 'incoming'] as const,
    queryFn: () => services.consultations.myRequests(),
    staleTime: 0,
  })
}

/** GET /api/astrologer/me: the signed-in astrologer's own profile. */
export function ownProfileQueryOptions(services: WithConsultations, lang: LanguageCode) {
  return queryOptions({
    queryKey: ['astrologer-me', lang] as const,
    queryFn: () => services.consultations.myProfile(lang),
    staleTime: 0,
  })
}

/** GET /api/astrologer/me/earnings, paged by `nextBefore`. */
export function earningsQueryOptions(services: WithConsultations) {
  return infiniteQueryOptions({
    queryKey: ['astrologer-me', 'earnings'] as const,
    queryFn: ({ pageParam }) => services.consultations.earnings({ before: pageParam, limit: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AstrologerEarnings) => last.nextBefore,
    staleTime: 0,
  })
}
