import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useServices } from '../../../services/services-context'
import { adminKeys } from './keys'

type RefundDecision = { id: string; decision: 'grant'; minutes?: number; note?: string } | { id: string; decision: 'deny'; note: string }

/** POST /api/admin/refund-requests/{id}/grant|deny; the queue is refetched afterwards. */
export function useDecideRefund() {
  const { consultations } = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RefundDecision) =>
      input.decision === 'grant'
        ? consultations.grantRefund(input.id, { minutes: input.minutes, note: input.note || undefined })
        : consultations.denyRefund(input.id, { note: input.note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.refundRequestsAll }),
  })
}
