import type { Chart } from '../../jyotish/chart'
import { ChartFacts } from './chart-facts'
import type { DoshaFinding } from './finding'
import { kaalSarpDosha } from './kaal-sarp'
import { manglikDosha } from './manglik'
import { angarakDosha, grahanDosha, guruChandalDosha, kemadrumaDosha, pitraDosha, shrapitDosha, vishDosha } from './yoga-doshas'

/** Every dosha the engine checks, for a chart, in the order the answer lists them. */
export function allDoshas(chart: Pick<Chart, 'ascendant' | 'planets'>): DoshaFinding[] {
  const f = new ChartFacts(chart)
  return [manglikDosha(f), kaalSarpDosha(f), pitraDosha(f), guruChandalDosha(f), grahanDosha(f), kemadrumaDosha(f), shrapitDosha(f), angarakDosha(f), vishDosha(f)]
}
