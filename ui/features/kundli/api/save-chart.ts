import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewSavedChart } from '../../../../core/domain/saved-chart'
import { useServices } from '../../../services/services-context'
import { dashboardKeys } from '../../dashboard/api/keys'

/** POST /api/charts; the saved-charts lists are refetched afterwards. */
export function useSaveChart() {
  const services = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (chart: NewSavedChart) => services.kundli.saveChart(chart),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.savedCharts }),
  })
}
