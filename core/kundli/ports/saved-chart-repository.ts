import type { NewSavedChart, SavedChart } from '../../domain/saved-chart'

/** Saved charts, always scoped to their owner. */
export interface SavedChartRepository {
  create(userId: string, chart: NewSavedChart): Promise<SavedChart>
  listFor(userId: string): Promise<SavedChart[]>
  countFor(userId: string): Promise<number>
  /** true when a chart of this owner was deleted */
  delete(userId: string, chartId: string): Promise<boolean>
}
export const SavedChartRepository = Symbol('SavedChartRepository')
