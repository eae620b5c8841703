import type { SavedChart } from '../domain/saved-chart'
import type { Kundli } from './generate-kundli'
import type { DoshasAnswer } from './get-doshas'
import type { LalKitabAnswer } from './get-lal-kitab'
import type { MarriageAnswer } from './get-marriage-astrology'
import type { RulingPlanetsAnswer } from './get-ruling-planets'
import type { SadeSatiAnswer } from './get-sade-sati'
import type { TransitsAnswer } from './get-transits'
import type { IngressesAnswer } from './list-ingresses'
import { answers } from '../shared/route'

const savedCharts = '/api/charts'

/**
 * The addresses of this capability's reads and of the saved charts, each with the type of its answer
 * (declared in endpoints.ts; the UI's services call them by name). The saved charts' list and a chart
 * kept share one address: GET answers the list, POST the chart.
 */
export const KUNDLI_PATHS = {
  kundli: answers<Kundli>()('/api/kundli'),
  doshas: answers<DoshasAnswer>()('/api/doshas'),
  sadeSati: answers<SadeSatiAnswer>()('/api/sade-sati'),
  transits: answers<TransitsAnswer>()('/api/transits'),
  ingresses: answers<IngressesAnswer>()('/api/ingresses'),
  lalKitab: answers<LalKitabAnswer>()('/api/lal-kitab'),
  marriage: answers<MarriageAnswer>()('/api/marriage-astrology'),
  rulingPlanets: answers<RulingPlanetsAnswer>()('/api/kp/ruling-planets'),
  savedCharts: answers<SavedChart[]>()(savedCharts),
  saveChart: answers<SavedChart>()(savedCharts),
  /** DELETE: 204, no body */
  savedChart: answers<void>()('/api/charts/:id'),
} as const
