/**
 * In-process cost of one full chart: nine grahas, ascendant, sixteen vargas, Bhava Chalit and the
 * Vimshottari dasha to three levels (`computeChart` on the astronomy-engine ephemeris).
 * `benchChart()` returns the median in milliseconds; `benchChartRounds()` repeats it and reports the
 * quietest round (the shared machine's other work only ever adds time). Run this file to print both:
 *   npx tsx tests/bench/chart-bench.ts
 */
import { pathToFileURL } from 'node:url'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { computeChart, type Chart } from '../../core/jyotish/chart'
import { kpOfChart } from '../../core/jyotish/kp/kp-chart'
import { yoginiDasha } from '../../core/jyotish/yogini'
import { charaDasha } from '../../core/jyotish/chara-dasha'
import { shadbalaOfChart } from '../../core/jyotish/shadbala'
import { varshaphal } from '../../core/jyotish/varshaphal/varshaphal'
import { chartYogas } from '../../core/jyotish/yogas/all-yogas'
import { chartAshtakavarga } from '../../core/kundli/generate-kundli'

/** Options of {@link benchChart}. */
export interface ChartBenchOptions {
  /** Timed charts (default 2000). */
  iterations?: number
  /** Untimed charts first, to let the JIT settle (default 1000: with fewer the median still moves). */
  warmup?: number
}

/**
 * Computes charts for a spread of dates (1900–2100) and Indian places and returns the median time of
 * one chart in milliseconds. Never throws on a slow machine: it only measures.
 */
export function benchChart(options: ChartBenchOptions = {}): number {
  const iterations = options.iterations ?? 2000
  const warmup = options.warmup ?? 1000
  const ephemeris = new AstronomyEngineEphemeris()
  const start = Date.UTC(1900, 0, 1)
  const span = Date.UTC(2100, 0, 1) - start
  const input = (i: number) => ({
    utc: new Date(start + ((i * 7919) % 10007) / 10007 * span),
    lat: 8 + (i % 29),
    lon: 68 + (i % 29),
    node: i % 2 === 0 ? ('mean' as const) : ('true' as const),
  })
  let sink = 0
  for (let i = 0; i < warmup; i++) sink += computeChart(ephemeris, input(i)).planets.length
  const times = new Array<number>(iterations)
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now()
    sink += computeChart(ephemeris, input(i)).planets.length
    times[i] = performance.now() - t0
  }
  if (sink === 0) throw new Error('unreachable')
  times.sort((a, b) => a - b)
  return times[Math.floor(iterations / 2)]
}

/** Medians of `rounds` rounds of {@link benchChart} (the first warms up): the lowest and all of them. */
export function benchChartRounds(rounds = 5): { best: number; medians: number[] } {
  const medians = Array.from({ length: rounds }, (_, i) => benchChart(i === 0 ? {} : { warmup: 200 }))
  return { best: Math.min(...medians), medians }
}

/** One line for `npm run bench`. */
export function chartBenchLine(): string {
  const { best, medians } = benchChartRounds()
  const spread = medians.map((m) => m.toFixed(3)).join(' / ')
  return `computeChart (D1–D60, three dasha levels), in process: median ${best.toFixed(3)} ms per chart in the quietest of ${medians.length} rounds (${spread}; goal ≤ 0.15 ms)`
}

/**
 * What each block the kundli adds on request (`with=`) costs on top of the chart: the median over a spread
 * of charts, computed once each first.
 */
export function blockBenchLine(iterations = 2000): string {
  const ephemeris = new AstronomyEngineEphemeris()
  const births = Array.from({ length: 200 }, (_, i) => ({ utc: new Date(Date.UTC(1900 + (i * 37) % 200, i % 12, 1 + (i % 28), i % 24)), lat: 8 + (i % 29), lon: 68 + (i % 29) }))
  const charts = births.map((birth) => computeChart(ephemeris, birth))
  // Shadbala, the KP block and the varshaphal read the ephemeris again (sunrise, declinations; KP's own ayanamsa and cusps).
  const blocks: Record<string, (chart: Chart, birth: (typeof births)[number]) => object> = {
    ashtakavarga: chartAshtakavarga,
    yogini: (chart) => yoginiDasha(chart.planets[1]!.longitude, new Date(Date.UTC(1990, 0, 1))).periods,
    yogas: (chart) => chartYogas(chart),
    chara: (chart) => charaDasha(chart, new Date(Date.UTC(1990, 0, 1))).periods,
    shadbala: (chart, birth) => shadbalaOfChart(ephemeris, chart, birth).shadbala,
    kp: (_chart, birth) => kpOfChart(ephemeris, birth),
    // Two returns (this year's and the next), the annual chart, strengths, sahams and mudda dasha.
    varshaphal: (chart, birth) => varshaphal(ephemeris, chart, birth, birth.utc.getUTCFullYear() + 30),
  }
  const parts = Object.entries(blocks).map(([name, block]) => {
    let sink = 0
    for (let i = 0; i < 500; i++) sink += Object.keys(block(charts[i % charts.length]!, births[i % births.length]!)).length
    const times = new Array<number>(iterations)
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now()
      sink += Object.keys(block(charts[i % charts.length]!, births[i % births.length]!)).length
      times[i] = performance.now() - t0
    }
    if (sink === 0) throw new Error('unreachable')
    times.sort((a, b) => a - b)
    return `${name} ${times[Math.floor(iterations / 2)]!.toFixed(3)} ms`
  })
  return `kundli blocks on request (with=), median per chart on top of it: ${parts.join(', ')}`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`${chartBenchLine()}\n${blockBenchLine()}`)
