import { queryOptions } from '@tanstack/react-query'
import type { Services } from '../../../services/types'
import { questionKeys } from './keys'

/** How often a question still waiting for its answer is looked at again. */
const WAITING_POLL_MS = 15_000

/** The customer's questions; asked again while one waits for its answer, so it appears without a reload. */
export function myQuestionsQueryOptions(services: Pick<Services, 'questions'>, userId: string) {
  return queryOptions({
    queryKey: questionKeys.mine(userId),
    queryFn: () => services.questions.mine(),
    refetchInterval: (query) => (query.state.data?.some((q) => q.status !== 'answered') ? WAITING_POLL_MS : false),
    staleTime: 0,
  })
}

/** The open questions an astrologer may take, oldest first (new ones appear within a minute). */
export function openQuestionsQueryOptions(services: Pick<Services, 'questions'>, userId: string) {
  return queryOptions({ queryKey: questionKeys.open(userId), queryFn: () => services.questions.open(), refetchInterval: 60_000, staleTime: 0 })
}

export function allQuestionsQueryOptions(services: Pick<Services, 'questions'>) {
  return queryOptions({ queryKey: questionKeys.all, queryFn: () => services.questions.all(), staleTime: 0 })
}
