import type { SavedChart } from '../domain/saved-chart'
import type { SavedChartRepository } from './ports/saved-chart-repository'

/** The user's saved charts, newest first. */
export class ListSavedCharts {
  constructor(private readonly charts: SavedChartRepository) {}

  async execute(userId: string): Promise<SavedChart[]> {
    return this.charts.listFor(userId)
  }
}
