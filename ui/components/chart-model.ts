import type { Chart, VargaChart } from '../../core/jyotish/chart'
import { GRAHAS, type GrahaId } from '../../core/jyotish/zodiac'

/** One graha as a chart drawing needs it. */
export interface ChartBody {
  id: GrahaId
  /** Sign 1–12 (1 = Aries). */
  sign: number
  /** Degrees within the sign, 0 <= d < 30 (left out in divisional charts). */
  degreeInSign?: number
  retrograde?: boolean
  combust?: boolean
}

/** What a North or South Indian drawing shows: the ascendant's sign and the grahas by sign. */
export interface ChartModel {
  /** Sign 1–12 of the ascendant (the first house). */
  ascendantSign: number
  /** Degrees of the ascendant within its sign, when known. */
  ascendantDegree?: number
  bodies: ChartBody[]
}

/**
 * Retrograde mark of a graha in a drawing. The nodes move backwards by nature (the mean node always),
 * so, as in almanacs, they carry no mark; the planetary table still says it.
 */
function markRetrograde(p: { id: GrahaId; retrograde: boolean }): boolean {
  return p.retrograde && p.id !== 'rahu' && p.id !== 'ketu'
}

function bodiesOf(planets: Chart['planets']): ChartBody[] {
  return planets.map((p) => ({ id: p.id, sign: p.sign, degreeInSign: p.degreeInSign, retrograde: markRetrograde(p), combust: p.combust }))
}

/** The birth (rashi, D1) chart: ascendant, signs, degrees, retrograde and combust flags. */
export function rashiChartModel(chart: Pick<Chart, 'ascendant' | 'planets'>): ChartModel {
  return {
    ascendantSign: chart.ascendant.sign,
    ascendantDegree: chart.ascendant.degreeInSign,
    bodies: bodiesOf(chart.planets),
  }
}

/**
 * The Moon chart (Chandra lagna): the same placements with the Moon's sign as the first house.
 * The ascendant's degree is left out because the first house is not the ascendant here.
 */
export function moonChartModel(chart: Pick<Chart, 'planets'>): ChartModel {
  const moon = chart.planets.find((p) => p.id === 'moon')
  if (!moon) throw new RangeError('moonChartModel: the chart has no Moon')
  return { ascendantSign: moon.sign, bodies: bodiesOf(chart.planets) }
}

/** A divisional chart (varga): signs only, retrograde flags carried over from the birth chart. */
export function vargaChartModel(varga: VargaChart, chart?: Pick<Chart, 'planets'>): ChartModel {
  const retro = new Map(chart?.planets.map((p) => [p.id, markRetrograde(p)]) ?? [])
  return {
    ascendantSign: varga.ascendant,
    bodies: GRAHAS.map((id) => ({ id, sign: varga.planets[id], retrograde: retro.get(id) ?? false })),
  }
}

/** The grahas of a model grouped by sign 1–12, in the traditional graha order. */
export function bodiesBySign(model: ChartModel): Map<number, ChartBody[]> {
  const bySign = new Map<number, ChartBody[]>()
  for (const id of GRAHAS) {
    for (const body of model.bodies) {
      if (body.id !== id) continue
      const list = bySign.get(body.sign) ?? []
      list.push(body)
      bySign.set(body.sign, list)
    }
  }
  return bySign
}
