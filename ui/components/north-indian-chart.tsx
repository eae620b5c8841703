import { useId } from 'react'
import type { JyotishLabels } from './jyotish-labels'
import { NORTH_INDIAN_HOUSES, NORTH_INDIAN_LINES, signInHouse, type NorthHouse, type Point } from './chart-geometry'
import { bodiesBySign, type ChartModel } from './chart-model'
import { CellLabels, type CellLine, type SignNote } from './chart-labels'
import classes from './birth-chart.module.css'

/** Drawing size in SVG units; the SVG scales to its container. */
const SIZE = 480
const PAD = 6

export interface IndianChartProps {
  model: ChartModel
  labels: JyotishLabels
  /** Accessible name of the drawing, e.g. "North Indian chart". */
  title: string
  /** `large`: degrees and roomy text; `small`: abbreviations only, for divisional charts. */
  variant?: 'large' | 'small'
  /** data-testid of the svg. */
  testId?: string
  /** a figure to show in some signs (1–12), e.g. the sarvashtakavarga's bindus */
  notes?: Readonly<Record<number, SignNote>>
}

/** Columns and rows per house: kites are roomy; flat triangles fill three rows before a second column. */
function cellLayout(h: NorthHouse, large: boolean): { maxColumns: number; minRows: number } {
  if (h.shape === 'kite') return { maxColumns: 2, minRows: 1 }
  const flat = h.box[0] > h.box[1]
  if (flat) return large ? { maxColumns: 2, minRows: 3 } : { maxColumns: 3, minRows: 1 }
  return large ? { maxColumns: 1, minRows: 1 } : { maxColumns: 2, minRows: 2 }
}

const scale = (p: Point): string => `${PAD + p[0] * (SIZE - 2 * PAD)},${PAD + p[1] * (SIZE - 2 * PAD)}`
const at = (p: Point): [number, number] => [PAD + p[0] * (SIZE - 2 * PAD), PAD + p[1] * (SIZE - 2 * PAD)]

/**
 * The North Indian (diamond) chart: fixed houses, the ascendant in the top diamond, the sign numbers
 * running counter-clockwise from it; grahas with translated abbreviations, retrograde and combust marks
 * and (large variant) degrees.
 */
export function NorthIndianChart({ model, labels, title, variant = 'large', testId, notes }: IndianChartProps) {
  const titleId = useId()
  const large = variant === 'large'
  const inner = SIZE - 2 * PAD
  const bySign = bodiesBySign(model)
  const fontSize = large ? 19 : 36
  const signFont = large ? 15 : 25

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className={classes.chart}
      role="img"
      aria-labelledby={titleId}
      data-testid={testId}
      data-chart-style="north"
    >
      <title id={titleId}>{title}</title>
      <rect x={PAD} y={PAD} width={inner} height={inner} rx={6} className={classes.background} />
      <polygon points={NORTH_INDIAN_HOUSES[0].polygon.map(scale).join(' ')} className={classes.ascendantHouse} />
      {NORTH_INDIAN_LINES.map(([from, to], i) => {
        const [x1, y1] = at(from)
        const [x2, y2] = at(to)
        return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} className={classes.line} />
      })}
      <rect x={PAD} y={PAD} width={inner} height={inner} rx={6} className={classes.frame} />
      {NORTH_INDIAN_HOUSES.map((h) => {
        const sign = signInHouse(h.house, model.ascendantSign)
        const [sx, sy] = at(h.signAnchor)
        const lines: CellLine[] = []
        if (h.house === 1) lines.push({ kind: 'ascendant', degree: model.ascendantDegree })
        for (const body of bySign.get(sign) ?? []) lines.push({ kind: 'body', body })
        const note = notes?.[sign]
        if (note) lines.push({ kind: 'note', ...note })
        const center = at(h.center)
        const box: [number, number] = [h.box[0] * inner, h.box[1] * inner]
        return (
          <g key={h.house} data-house={h.house} data-sign={sign}>
            <text x={sx} y={sy} textAnchor="middle" dominantBaseline="central" fontSize={signFont} className={classes.signNumber}>
              <title>{labels.sign(sign)}</title>
              {sign}
            </text>
            <CellLabels
              lines={lines}
              labels={labels}
              center={center}
              box={box}
              fontSize={fontSize}
              showDegrees={large}
              {...cellLayout(h, large)}
            />
          </g>
        )
      })}
    </svg>
  )
}
