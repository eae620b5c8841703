/**
 * Every declared yoga, in a stable order clients may rely on (the UI filters), and the evaluation of a chart.
 */
import { LUNAR_YOGAS } from './lunar'
import { MAHAPURUSHA_YOGAS } from './mahapurusha'
import { MISC_YOGAS } from './misc'
import { NABHASA_YOGAS } from './nabhasa'
import { NEECHA_BHANGA_YOGAS } from './neecha-bhanga'
import { PARIVARTANA_YOGAS } from './parivartana'
import { DHANA_YOGAS, RAJA_YOGAS } from './lordships'
import { SOLAR_YOGAS } from './solar'
import { VIPARITA_YOGAS } from './viparita'
import type { Yoga, YogaResult } from './yoga'
import { yogaChartOf, type YogaChartInput } from './yoga-chart'

/** The declared yogas, grouped by family, in the order the answer lists them. */
export const YOGAS: readonly Yoga[] = [
  ...MAHAPURUSHA_YOGAS,
  ...MISC_YOGAS,
  ...LUNAR_YOGAS,
  ...SOLAR_YOGAS,
  ...RAJA_YOGAS,
  ...DHANA_YOGAS,
  ...VIPARITA_YOGAS,
  ...NEECHA_BHANGA_YOGAS,
  ...PARIVARTANA_YOGAS,
  ...NABHASA_YOGAS,
]

/**
 * Evaluates every declared yoga over a chart (whole-sign houses from the lagna): all of them, present or not,
 * in the declared order.
 */
export function chartYogas(chart: YogaChartInput): YogaResult[] {
  const c = yogaChartOf(chart)
  return YOGAS.map((y) => {
    const v = y.check(c)
    return { id: y.id, name: y.name, present: v.present, planets: v.planets, why: v.why, cancelledBy: v.cancelledBy ?? [] }
  })
}
