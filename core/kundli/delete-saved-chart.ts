import { NotFoundError } from '../errors'
import type { SavedChartRepository } from './ports/saved-chart-repository'

/** Deletes one of the user's own charts; anyone else's answers NotFound, as if it did not exist. */
export class DeleteSavedChart {
  constructor(private readonly charts: SavedChartRepository) {}

  async execute(userId: string, chartId: string): Promise<void> {
    if (!(await this.charts.delete(userId, chartId))) throw new NotFoundError('Chart not found')
  }
}
