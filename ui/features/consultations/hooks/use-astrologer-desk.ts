import { useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { ConsultationView } from '../../../../core/domain/consultation'
import { useRealtimeClient, useRealtimeEvents } from '../../../components/realtime'
import { notify } from '../../../lib/notify'
import { useServices } from '../../../services/services-context'
import { consultationListQueryOptions, incomingRequestsQueryOptions } from '../api/consultation-queries'
import { upsertConsultation } from '../utils/history'
import { consultationKeys } from '../api/keys'

/**
 * The astrologer's live desk: pending requests (kept current by the socket's `consultation` events, a
 * new request announced with a notice) and active chats.
 */
export function useAstrologerDesk({ announce = true }: { announce?: boolean } = {}) {
  const services = useServices()
  const queryClient = useQueryClient()
  const client = useRealtimeClient()
  const { t } = useLingui()
  const incoming = useQuery(incomingRequestsQueryOptions(services))
  const active = useQuery(consultationListQueryOptions(services, { role: 'astrologer', status: ['active'] }))
  // Minute-boundary events repeat a status; only a change refreshes the lists.
  const statuses = useRef(new Map<string, string>())

  useRealtimeEvents(client, (event) => {
    if (event.type !== 'consultation') return
    const consultation = event.consultation
    const key = incomingRequestsQueryOptions(services).queryKey
    const known = queryClient.getQueryData<ConsultationView[]>(key)?.some((c) => c.id === consultation.id) ?? false
    queryClient.setQueryData<ConsultationView[]>(key, (list) => upsertConsultation(list ?? [], consultation, (c) => c.status === 'requested'))
    if (consultation.status === 'requested' && !known && announce) {
      const name = consultation.customer.name
      notify({ title: t`New chat request`, message: t`${name} wants to chat with you.`, autoClose: 8000 })
    }
    const changed = statuses.current.get(consultation.id) !== consultation.status
    statuses.current.set(consultation.id, consultation.status)
    if (changed && consultation.status !== 'requested') {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
      if (consultation.status === 'ended') void queryClient.invalidateQueries({ queryKey: consultationKeys.earnings })
    }
  })

  return { incoming, active }
}
