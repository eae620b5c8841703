import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { AstrologerEarnings, ConsultationStatus } from '../../../../core/domain/consultation'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { consultationKeys } from './keys'

type WithConsultations = Pick<Services, 'consultations'>

/** GET /api/consultations/{id}: the consultation and its running bill. */
export function consultationQueryOptions(services: WithConsultations, id: string) {
  return queryOptions({
    queryKey: consultationKeys.one(id),
    queryFn: () => services.consultations.get(id),
    staleTime: 0,
  })
}

/** GET /api/consultations/{id}/messages (the first 500; the socket's sync brings the rest). */
export function chatMessagesQueryOptions(services: WithConsultations, id: string) {
  return queryOptions({
    queryKey: consultationKeys.messages(id),
    queryFn: () => services.consultations.messages(id, { limit: 500 }),
    staleTime: 0,
  })
}

/** GET /api/consultations: the caller's consultations, newest first. */
export function consultationListQueryOptions(services: WithConsultations, filter: { role?: 'customer' | 'astrologer'; status?: readonly ConsultationStatus[]; limit?: number } = {}) {
  return queryOptions({
    queryKey: consultationKeys.list(filter.role ?? 'any', (filter.status ?? []).join(','), filter.limit ?? 50),
    queryFn: () => services.consultations.list({ role: filter.role, status: filter.status, limit: filter.limit ?? 50 }),
    staleTime: 0,
  })
}

/** GET /api/astrologer/me/requests: pending requests, oldest first. */
export function incomingRequestsQueryOptions(services: WithConsultations) {
  return queryOptions({
    queryKey: consultationKeys.incoming,
    queryFn: () => services.consultations.myRequests(),
    staleTime: 0,
  })
}

/** GET /api/astrologer/me: the signed-in astrologer's own profile. */
export function ownProfileQueryOptions(services: WithConsultations, lang: LanguageCode) {
  return queryOptions({
    queryKey: consultationKeys.astrologerMe(lang),
    queryFn: () => services.consultations.myProfile(lang),
    staleTime: 0,
  })
}

/** GET /api/astrologer/me/earnings, paged by `nextBefore`. */
export function earningsQueryOptions(services: WithConsultations) {
  return infiniteQueryOptions({
    queryKey: consultationKeys.earnings,
    queryFn: ({ pageParam }) => services.consultations.earnings({ before: pageParam, limit: 20 }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AstrologerEarnings) => last.nextBefore,
    staleTime: 0,
  })
}
