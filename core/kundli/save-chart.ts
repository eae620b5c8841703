import type { SavedChart } from '../domain/saved-chart'
import { ConflictError } from '../errors'
import type { SavedChartRepository } from './ports/saved-chart-repository'
import { MAX_SAVED_CHARTS, type SavedChartForm } from './saved-chart-form'

/** Keeps a birth chart (the user's own or a family member's) in the user's dashboard. */
export class SaveChart {
  constructor(private readonly charts: SavedChartRepository) {}

  async execute(userId: string, chart: SavedChartForm): Promise<SavedChart> {
    if ((await this.charts.countFor(userId)) >= MAX_SAVED_CHARTS)
      throw new ConflictError(`You can keep up to ${MAX_SAVED_CHARTS} charts. Delete one to save another.`, 'CHARTS.LIMIT')
    return this.charts.create(userId, chart)
  }
}
