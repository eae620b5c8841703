import { formatDegrees } from './jyotish-format'
import type { JyotishLabels } from './jyotish-labels'
import type { ChartBody } from './chart-model'
import { layoutLabels, type Point } from './chart-geometry'
import classes from './birth-chart.module.css'

/** A figure a chart shows in a sign instead of (or beside) the grahas: the sarvashtakavarga's bindus. */
export interface SignNote {
  text: string
  /** what the figure is, for the drawing's accessible text */
  title: string
}

/** One line of a chart cell: the ascendant mark, a graha, or a sign's figure. */
export type CellLine = { kind: 'ascendant'; degree?: number } | { kind: 'body'; body: ChartBody } | ({ kind: 'note' } & SignNote)

interface CellLabelsProps {
  lines: CellLine[]
  labels: JyotishLabels
  /** Centre and size of the area, in drawing units. */
  center: Point
  box: readonly [number, number]
  /** Font size of the abbreviations, drawing units. */
  fontSize: number
  showDegrees: boolean
  maxColumns?: number
  /** Rows to fill before starting a second column. */
  minRows?: number
}

/**
 * Rough width of a label at full size, drawing units: enough to keep labels inside narrow houses
 * (average glyph widths of the UI font; Indic scripts run a little wider).
 */
function estimateWidth(line: CellLine, labels: JyotishLabels, fontSize: number, showDegrees: boolean): number {
  const glyph = labels.language === 'en' ? 0.7 : 0.9
  const degrees = showDegrees ? fontSize * 0.74 * 0.58 * 6 + fontSize * 0.2 : 0
  if (line.kind === 'ascendant') return fontSize * glyph * graphemes(labels.ascendantShort) + (line.degree === undefined ? 0 : degrees)
  if (line.kind === 'note') return fontSize * 0.7 * graphemes(line.text)
  const marks = (line.body.retrograde ? 1 : 0) + (line.body.combust ? 1 : 0)
  const hasDegree = line.body.degreeInSign !== undefined
  return fontSize * glyph * graphemes(labels.planetAbbr(line.body.id)) + marks * fontSize * 0.45 + (hasDegree ? degrees : 0)
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : null

/** Visible characters of a text (a Devanagari syllable such as "सू" counts once). */
function graphemes(text: string): number {
  return segmenter ? [...segmenter.segment(text)].length : [...text].length
}

/** Accessible description of a graha: "Jupiter, Sagittarius 12°49', Retrograde". */
function describeBody(body: ChartBody, labels: JyotishLabels): string {
  const parts = [labels.planet(body.id), labels.sign(body.sign) + (body.degreeInSign === undefined ? '' : ` ${formatDegrees(body.degreeInSign)}`)]
  if (body.retrograde) parts.push(labels.retrograde)
  if (body.combust) parts.push(labels.combust)
  return parts.join(', ')
}

/**
 * The labels of one chart cell, laid out in one or more centred columns: each graha as its translated
 * abbreviation, its retrograde and combust marks raised after it, and (large charts) its degrees.
 */
export function CellLabels({ lines, labels, center, box, fontSize, showDegrees, maxColumns = 3, minRows = 1 }: CellLabelsProps) {
  const lineHeight = fontSize * (showDegrees ? 1.32 : 1.25)
  const widest = Math.max(0, ...lines.map((line) => estimateWidth(line, labels, fontSize, showDegrees)))
  const { slots, scale } = layoutLabels(lines.length, center, box, lineHeight, maxColumns, widest, minRows)
  const size = fontSize * scale
  const small = size * 0.74
  const mark = size * 0.62
  return (
    <g>
      {lines.map((line, index) => {
        const slot = slots[index]
        if (line.kind === 'ascendant') {
          return (
            <text key="asc" x={slot.x} y={slot.y} textAnchor="middle" dominantBaseline="central" fontSize={size} className={classes.ascendant}>
              <title>{labels.ascendant + (line.degree === undefined ? '' : ` ${formatDegrees(line.degree)}`)}</title>
              {labels.ascendantShort}
              {showDegrees && line.degree !== undefined && (
                <tspan fontSize={small} className={classes.degree} dx={size * 0.2}>
                  {formatDegrees(line.degree)}
                </tspan>
              )}
            </text>
          )
        }
        if (line.kind === 'note') {
          return (
            <text key={`note-${index}`} x={slot.x} y={slot.y} textAnchor="middle" dominantBaseline="central" fontSize={size * 1.15} className={classes.note} data-note={line.text}>
              <title>{line.title}</title>
              {line.text}
            </text>
          )
        }
        const { body } = line
        return (
          <text
            key={body.id}
            x={slot.x}
            y={slot.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={size}
            data-planet={body.id}
          >
            <title>{describeBody(body, labels)}</title>
            <tspan className={`${classes.abbr} ${classes[body.id]}`}>{labels.planetAbbr(body.id)}</tspan>
            {body.retrograde && (
              <tspan fontSize={mark} dy={-size * 0.32} className={classes.retro}>
                {labels.retrogradeMark}
              </tspan>
            )}
            {body.combust && (
              <tspan fontSize={mark} dy={body.retrograde ? 0 : -size * 0.32} className={classes.combust}>
                {labels.combustMark}
              </tspan>
            )}
            {showDegrees && body.degreeInSign !== undefined ? (
              <tspan fontSize={small} className={classes.degree} dx={size * 0.18} dy={body.retrograde || body.combust ? size * 0.32 : 0}>
                {formatDegrees(body.degreeInSign)}
              </tspan>
            ) : (
              (body.retrograde || body.combust) && <tspan dy={size * 0.32}>{'\u200b'}</tspan>
            )}
          </text>
        )
      })}
    </g>
  )
}
