/**
 * Geometry of the two Indian chart styles, as pure functions over unit coordinates (0..1, x to the
 * right, y downwards; multiply by the drawing's size).
 *
 * North Indian (diamond): the houses are fixed and the signs move. House 1 (the ascendant) is the top
 * diamond; houses then run counter-clockwise: 2 top-left, 3 left-upper, 4 left diamond, 5 left-lower,
 * 6 bottom-left, 7 bottom diamond, 8 bottom-right, 9 right-lower, 10 right diamond, 11 right-upper,
 * 12 top-right. Each house carries the number of the sign in it.
 *
 * South Indian (grid): the signs are fixed in the outer ring of a 4×4 grid, Pisces top-left, then
 * clockwise (Aries, Taurus, Gemini along the top; Cancer, Leo down the right; Virgo bottom-right,
 * Libra, Scorpio, Sagittarius along the bottom; Capricorn, Aquarius up the left); the ascendant's sign
 * is marked.
 */

export type Point = readonly [number, number]

/** Sign 1–12 (1 = Aries) in a whole-sign house 1–12, for an ascendant sign 1–12. */
export function signInHouse(house: number, ascendantSign: number): number {
  checkRange(house, 12, 'house')
  checkRange(ascendantSign, 12, 'ascendantSign')
  return ((ascendantSign - 1 + house - 1) % 12) + 1
}

/** Whole-sign house 1–12 that holds a sign 1–12, for an ascendant sign 1–12. */
export function houseOfSign(sign: number, ascendantSign: number): number {
  checkRange(sign, 12, 'sign')
  checkRange(ascendantSign, 12, 'ascendantSign')
  return ((sign - ascendantSign + 12) % 12) + 1
}

/** One house of the North Indian diamond. */
export interface NorthHouse {
  house: number
  /** Kite (houses 1, 4, 7, 10) or triangle (the others). */
  shape: 'kite' | 'triangle'
  /** Outline, unit coordinates. */
  polygon: readonly Point[]
  /** Where the sign number is written: near the corner that points to the centre. */
  signAnchor: Point
  /** Centre of the area for the planets. */
  center: Point
  /** Width and height of the area for the planets, unit coordinates. */
  box: readonly [number, number]
}

const A: Point = [0, 0]
const B: Point = [1, 0]
const C: Point = [1, 1]
const D: Point = [0, 1]
const T: Point = [0.5, 0]
const R: Point = [1, 0.5]
const BM: Point = [0.5, 1]
const L: Point = [0, 0.5]
const O: Point = [0.5, 0.5]
const P1: Point = [0.75, 0.25]
const P2: Point = [0.75, 0.75]
const P3: Point = [0.25, 0.75]
const P4: Point = [0.25, 0.25]

const KITE_BOX = [0.34, 0.3] as const
const FLAT_TRIANGLE_BOX = [0.3, 0.15] as const
const TALL_TRIANGLE_BOX = [0.17, 0.3] as const

/** The twelve houses of the North Indian chart, index 0 = house 1. */
export const NORTH_INDIAN_HOUSES: readonly NorthHouse[] = [
  { house: 1, shape: 'kite', polygon: [T, P1, O, P4], signAnchor: [0.5, 0.44], center: [0.5, 0.215], box: KITE_BOX },
  { house: 2, shape: 'triangle', polygon: [A, T, P4], signAnchor: [0.25, 0.2], center: [0.25, 0.08], box: FLAT_TRIANGLE_BOX },
  { house: 3, shape: 'triangle', polygon: [A, P4, L], signAnchor: [0.215, 0.25], center: [0.1, 0.25], box: TALL_TRIANGLE_BOX },
  { house: 4, shape: 'kite', polygon: [L, P4, O, P3], signAnchor: [0.44, 0.5], center: [0.225, 0.5], box: [0.3, 0.34] },
  { house: 5, shape: 'triangle', polygon: [L, P3, D], signAnchor: [0.215, 0.75], center: [0.1, 0.75], box: TALL_TRIANGLE_BOX },
  { house: 6, shape: 'triangle', polygon: [D, P3, BM], signAnchor: [0.25, 0.8], center: [0.25, 0.92], box: FLAT_TRIANGLE_BOX },
  { house: 7, shape: 'kite', polygon: [BM, P3, O, P2], signAnchor: [0.5, 0.56], center: [0.5, 0.785], box: KITE_BOX },
  { house: 8, shape: 'triangle', polygon: [BM, P2, C], signAnchor: [0.75, 0.8], center: [0.75, 0.92], box: FLAT_TRIANGLE_BOX },
  { house: 9, shape: 'triangle', polygon: [C, P2, R], signAnchor: [0.785, 0.75], center: [0.9, 0.75], box: TALL_TRIANGLE_BOX },
  { house: 10, shape: 'kite', polygon: [R, P2, O, P1], signAnchor: [0.56, 0.5], center: [0.775, 0.5], box: [0.3, 0.34] },
  { house: 11, shape: 'triangle', polygon: [R, P1, B], signAnchor: [0.785, 0.25], center: [0.9, 0.25], box: TALL_TRIANGLE_BOX },
  { house: 12, shape: 'triangle', polygon: [B, P1, T], signAnchor: [0.75, 0.2], center: [0.75, 0.08], box: FLAT_TRIANGLE_BOX },
]

/** The lines of the North Indian drawing (outer square drawn separately): both diagonals and the inner diamond. */
export const NORTH_INDIAN_LINES: ReadonlyArray<readonly [Point, Point]> = [
  [A, C],
  [B, D],
  [T, R],
  [R, BM],
  [BM, L],
  [L, T],
]

/** Row and column (0–3) of a sign 1–12 in the South Indian grid. */
export function southIndianCell(sign: number): { row: number; col: number } {
  checkRange(sign, 12, 'sign')
  return SOUTH_CELLS[sign - 1]
}

// Index 0 = Aries. Pisces sits at (0, 0); the ring runs clockwise from there.
const SOUTH_CELLS: ReadonlyArray<{ row: number; col: number }> = [
  { row: 0, col: 1 }, // Aries
  { row: 0, col: 2 }, // Taurus
  { row: 0, col: 3 }, // Gemini
  { row: 1, col: 3 }, // Cancer
  { row: 2, col: 3 }, // Leo
  { row: 3, col: 3 }, // Virgo
  { row: 3, col: 2 }, // Libra
  { row: 3, col: 1 }, // Scorpio
  { row: 3, col: 0 }, // Sagittarius
  { row: 2, col: 0 }, // Capricorn
  { row: 1, col: 0 }, // Aquarius
  { row: 0, col: 0 }, // Pisces
]

/** Where one label goes inside an area. */
interface LabelSlot {
  x: number
  y: number
}

/**
 * Positions for `count` labels in an area centred on `center` with size `box` (any units): one column
 * of lines while they fit, otherwise two (or more) columns, always centred. `lineHeight` and
 * `lineWidth` (the widest label at full size) are in the same units; `minRows` rows are used before a
 * second column even if the text must shrink for them. Answers the slots in reading order and the
 * scale (≤ 1) to apply to the text when the lines overflow the box in either direction.
 */
export function layoutLabels(
  count: number,
  center: Point,
  box: readonly [number, number],
  lineHeight: number,
  maxColumns = 3,
  lineWidth = 0,
  minRows = 1,
): { slots: LabelSlot[]; scale: number } {
  if (count <= 0) return { slots: [], scale: 1 }
  const [width, height] = box
  const linesThatFit = Math.max(1, minRows, Math.floor(height / lineHeight))
  let columns = Math.min(maxColumns, Math.ceil(count / linesThatFit))
  columns = Math.max(1, columns)
  const rows = Math.ceil(count / columns)
  const widthScale = lineWidth > 0 ? (width / columns) / lineWidth : 1
  const scale = Math.min(1, height / (rows * lineHeight), widthScale)
  const rowHeight = lineHeight * scale
  const columnWidth = width / columns
  const slots: LabelSlot[] = []
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / columns)
    const col = i % columns
    // The last row may be short: centre its labels.
    const inRow = row === rows - 1 ? count - row * columns : columns
    const x = center[0] + (col - (inRow - 1) / 2) * columnWidth
    const y = center[1] + (row - (rows - 1) / 2) * rowHeight
    slots.push({ x, y })
  }
  return { slots, scale }
}

/** The centre of a polygon's vertices (for labels), unit coordinates. */
export function polygonCenter(polygon: readonly Point[]): Point {
  const x = polygon.reduce((s, p) => s + p[0], 0) / polygon.length
  const y = polygon.reduce((s, p) => s + p[1], 0) / polygon.length
  return [x, y]
}

function checkRange(value: number, max: number, name: string): void {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new RangeError(`${name} must be an integer 1–${max}`)
}
