import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NewSavedChart } from '../../../../core/domain/saved-chart'
import { useServices } from '../../../services/services-context'

/** The query key prefix of the signed-in user's saved charts (the dashboard lists them under it). */
export const SAVED_CHARTS_KEY = 'saved-charts'

/** POST /api/charts; the saved-charts lists are refetched afterwards. */
export function useSaveChart() {
  const services = useServices()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (chart: NewSavedChart) => services.kundli.saveChart(chart),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SAVED_CHARTS_KEY] }),
  })
}
