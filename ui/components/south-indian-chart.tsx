import { useId } from 'react'
import { southIndianCell } from './chart-geometry'
import { bodiesBySign } from './chart-model'
import { CellLabels, type CellLine } from './chart-labels'
import type { IndianChartProps } from './north-indian-chart'
import classes from './birth-chart.module.css'

const SIZE = 480
const PAD = 6
const CELL = (SIZE - 2 * PAD) / 4

interface SouthIndianChartProps extends IndianChartProps {
  /** Text in the empty centre (e.g. "Rasi", "D9"); a second line below it when given. */
  centerTitle?: string
  centerSubtitle?: string
}

/**
 * The South Indian (grid) chart: the twelve signs fixed around a 4×4 grid, Pisces top-left and then
 * clockwise; the ascendant's sign marked with a corner stroke and its label; grahas with translated
 * abbreviations, retrograde and combust marks and (large variant) degrees.
 */
export function SouthIndianChart({ model, labels, title, variant = 'large', testId, centerTitle, centerSubtitle, notes }: SouthIndianChartProps) {
  const titleId = useId()
  const large = variant === 'large'
  const bySign = bodiesBySign(model)
  const fontSize = large ? 19 : 36
  const signFont = large ? 13 : 24
  const inner = SIZE - 2 * PAD
  const mid = PAD + inner / 2

  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className={classes.chart}
      role="img"
      aria-labelledby={titleId}
      data-testid={testId}
      data-chart-style="south"
    >
      <title id={titleId}>{title}</title>
      <rect x={PAD} y={PAD} width={inner} height={inner} rx={6} className={classes.background} />
      {Array.from({ length: 12 }, (_, i) => i + 1).map((sign) => {
        const { row, col } = southIndianCell(sign)
        const x = PAD + col * CELL
        const y = PAD + row * CELL
        const isAscendant = sign === model.ascendantSign
        const lines: CellLine[] = []
        if (isAscendant) lines.push({ kind: 'ascendant', degree: model.ascendantDegree })
        for (const body of bySign.get(sign) ?? []) lines.push({ kind: 'body', body })
        const note = notes?.[sign]
        if (note) lines.push({ kind: 'note', ...note })
        const top = large ? signFont * 1.9 : signFont * 1.5
        return (
          <g key={sign} data-sign={sign} data-ascendant={isAscendant || undefined}>
            {isAscendant && <rect x={x} y={y} width={CELL} height={CELL} className={classes.ascendantHouse} />}
            {isAscendant && <line x1={x} y1={y + CELL * 0.3} x2={x + CELL * 0.3} y2={y} className={classes.ascendantCorner} />}
            <text
              x={x + CELL - 6}
              y={y + 6 + signFont * 0.5}
              textAnchor="end"
              dominantBaseline="central"
              fontSize={signFont}
              className={classes.signName}
            >
              {large ? labels.signAbbr(sign) : sign}
            </text>
            <CellLabels
              lines={lines}
              labels={labels}
              center={[x + CELL / 2, y + top / 2 + CELL / 2]}
              box={[CELL - 10, CELL - top - 6]}
              fontSize={fontSize}
              showDegrees={large}
              maxColumns={2}
            />
          </g>
        )
      })}
      {/* Grid: outer frame, the ring's inner edges, and the cell borders of the ring. */}
      <g>
        {[1, 2, 3].map((i) => (
          <g key={i}>
            <line x1={PAD + i * CELL} y1={PAD} x2={PAD + i * CELL} y2={PAD + CELL} className={classes.line} />
            <line x1={PAD + i * CELL} y1={PAD + 3 * CELL} x2={PAD + i * CELL} y2={PAD + 4 * CELL} className={classes.line} />
            <line x1={PAD} y1={PAD + i * CELL} x2={PAD + CELL} y2={PAD + i * CELL} className={classes.line} />
            <line x1={PAD + 3 * CELL} y1={PAD + i * CELL} x2={PAD + 4 * CELL} y2={PAD + i * CELL} className={classes.line} />
          </g>
        ))}
        <rect x={PAD + CELL} y={PAD + CELL} width={2 * CELL} height={2 * CELL} fill="none" className={classes.line} />
      </g>
      <rect x={PAD} y={PAD} width={inner} height={inner} rx={6} className={classes.frame} />
      {centerTitle && (
        <text x={mid} y={centerSubtitle ? mid - (large ? 12 : 22) : mid} textAnchor="middle" dominantBaseline="central" fontSize={large ? 26 : 52} className={classes.centerTitle}>
          {centerTitle}
        </text>
      )}
      {centerSubtitle && (
        <text x={mid} y={mid + (large ? 20 : 36)} textAnchor="middle" dominantBaseline="central" fontSize={large ? 14 : 28} className={classes.centerText}>
          {centerSubtitle}
        </text>
      )}
    </svg>
  )
}
