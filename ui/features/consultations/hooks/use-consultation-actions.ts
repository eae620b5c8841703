import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConsultationView } from '../../../../core/domain/consultation'
import { useServices } from '../../../services/services-context'
import { consultationKeys } from '../api/keys'

/** Accept, decline and end (or cancel) a consultation; every answer refreshes the lists. */
export function useConsultationActions(onAnswer?: (view: ConsultationView) => void) {
  const { consultations } = useServices()
  const queryClient = useQueryClient()
  const settle = (view: ConsultationView) => {
    onAnswer?.(view)
    queryClient.setQueryData<ConsultationView[]>(consultationKeys.incoming, (list) => list?.filter((c) => c.id !== view.id))
    void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    void queryClient.invalidateQueries({ queryKey: consultationKeys.incoming })
  }
  const accept = useMutation({ mutationFn: (id: string) => consultations.accept(id), onSuccess: settle })
  const decline = useMutation({ mutationFn: (id: string) => consultations.decline(id), onSuccess: settle })
  const end = useMutation({ mutationFn: (id: string) => consultations.end(id), onSuccess: settle })
  return { accept, decline, end }
}
