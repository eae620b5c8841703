import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavedChart } from '../../../../core/domain/saved-chart'
import { useServices } from '../../../services/services-context'
import { dashboardKeys } from './keys'

/** DELETE /api/charts/{id}: the chart leaves the cached list at once and the list is refetched. */
export function useDeleteSavedChart(userId: string) {
  const services = useServices()
  const queryClient = useQueryClient()
  const key = dashboardKeys.savedChartsOf(userId)
  return useMutation({
    mutationFn: (id: string) => services.kundli.deleteChart(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<SavedChart[]>(key, (charts) => charts?.filter((c) => c.id !== id))
      void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}
