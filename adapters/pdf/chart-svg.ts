import type { ReportChartPicture } from '../../core/domain/report'

type Point = readonly [number, number]

/** A piece of text in the chart: its centre, the box it takes (an estimate, see `textWidth`), and what it is. */
export interface ChartText {
  kind: 'sign' | 'ascendant' | 'planet'
  house: number
  text: string
  /** centre of the box, in the 300×300 drawing */
  x: number
  y: number
  width: number
  height: number
  fontSize: number
}

const SIZE = 300
const C: Point = [150, 150]
const [TL, TM, TR, ML, MR, BL, BM, BR]: Point[] = [[0, 0], [150, 0], [300, 0], [0, 150], [300, 150], [0, 300], [150, 300], [300, 300]]
const [A, B, CC, D]: Point[] = [[75, 75], [225, 75], [75, 225], [225, 225]]

/**
 * Each house of the North Indian (diamond) chart, house 1 at the top, counting anticlockwise: its outline,
 * the point deepest inside it (the centre of the chart for the four angular houses, the inner apex for the
 * triangles), where the sign number sits as is usual, and the middle of its outer side, towards which the
 * grahas spread.
 */
const HOUSES: ReadonlyArray<{ polygon: Point[]; inner: Point; outer: Point }> = [
  { polygon: [TM, B, C, A], inner: C, outer: TM },
  { polygon: [TL, TM, A], inner: A, outer: [75, 0] },
  { polygon: [TL, A, ML], inner: A, outer: [0, 75] },
  { polygon: [ML, A, C, CC], inner: C, outer: ML },
  { polygon: [ML, CC, BL], inner: CC, outer: [0, 225] },
  { polygon: [BL, CC, BM], inner: CC, outer: [75, 300] },
  { polygon: [BM, CC, C, D], inner: C, outer: BM },
  { polygon: [BM, D, BR], inner: D, outer: [225, 300] },
  { polygon: [BR, D, MR], inner: D, outer: [300, 225] },
  { polygon: [MR, D, C, B], inner: C, outer: MR },
  { polygon: [MR, B, TR], inner: B, outer: [300, 75] },
  { polygon: [TR, B, TM], inner: B, outer: [225, 0] },
]

const SIGN_FONT = 9
const ASC_FONT = 8.5
/** Planet font sizes tried in turn, largest first, until a crowded house fits. */
const PLANET_FONTS = [10.5, 9.5, 8.5, 7.5, 6.5]
/** Room kept between a text and the house's lines, and between two texts. */
const INSET = 2
const GAP = 3

// Widths of Noto Sans Bold glyphs in ems, rounded up; other scripts are estimated per letter, marks apart.
const NARROW: Record<string, number> = { ' ': 0.27, '(': 0.35, ')': 0.35, '°': 0.45, '.': 0.3 }

/**
 * The width a text takes at `fontSize`, estimated on the safe side: Latin letters and digits from Noto Sans's
 * widths, a letter of another script as 1.1 em and a combining sign as 0.65 em (the report's scripts stay
 * under that, which the PDF test checks against Chromium's own measure).
 */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0
  for (const ch of text) {
    if (NARROW[ch] !== undefined) ems += NARROW[ch]
    else if (/[0-9]/.test(ch)) ems += 0.62
    else if (/[a-z]/.test(ch)) ems += 0.66
    else if (/[A-Z]/.test(ch)) ems += 0.9
    else if (/\p{M}/u.test(ch)) ems += 0.65
    else ems += 1.1
  }
  return ems * fontSize
}

const boxOf = (kind: ChartText['kind'], house: number, text: string, x: number, y: number, fontSize: number): ChartText => ({
  kind,
  house,
  text,
  x,
  y,
  width: textWidth(text, fontSize),
  height: fontSize * 1.3,
  fontSize,
})

/** Whether point p lies inside the convex polygon, at least `margin` from each side. */
function insideBy(polygon: readonly Point[], p: Point, margin: number): boolean {
  // The outlines are anticlockwise or clockwise alike: the sign of the first side decides.
  let sign = 0
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i]!
    const [x2, y2] = polygon[(i + 1) % polygon.length]!
    const length = Math.hypot(x2 - x1, y2 - y1)
    const distance = ((x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1)) / length
    if (sign === 0) sign = Math.sign(distance) || 1
    if (distance * sign < margin) return false
  }
  return true
}

/** Whether a text's whole box lies inside the polygon, `margin` from its sides. */
export function boxInside(polygon: readonly Point[], t: ChartText, margin = INSET): boolean {
  const [hw, hh] = [t.width / 2, t.height / 2]
  return ([[t.x - hw, t.y - hh], [t.x + hw, t.y - hh], [t.x + hw, t.y + hh], [t.x - hw, t.y + hh]] as Point[]).every((p) => insideBy(polygon, p, margin))
}

/** Whether two texts' boxes come closer than `gap`. */
export function boxesOverlap(a: ChartText, b: ChartText, gap = 0): boolean {
  return Math.abs(a.x - b.x) * 2 < a.width + b.width + 2 * gap && Math.abs(a.y - b.y) * 2 < a.height + b.height + 2 * gap
}

/** A house's outline in the 300×300 North Indian drawing (house 1 to 12). */
export function houseOutline(house: number): readonly Point[] {
  return HOUSES[house - 1]!.polygon
}

const CELL = SIZE / 4
// Sign 1 (Aries) first: Pisces sits top left and the ring runs clockwise, as in the site's own South Indian chart.
const SOUTH_CELLS: ReadonlyArray<readonly [row: number, col: number]> = [[0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [3, 0], [2, 0], [1, 0], [0, 0]]

/** A sign's box in the 300×300 South Indian drawing (sign 1, Aries, to 12, Pisces). */
export function signBox(sign: number): readonly Point[] {
  const [row, col] = SOUTH_CELLS[sign - 1]!
  const [x, y] = [col * CELL, row * CELL]
  return [[x, y], [x + CELL, y], [x + CELL, y + CELL], [x, y + CELL]]
}
/** How far the diagonal stroke that marks the lagna's box cuts into its top left corner. */
const LAGNA_CORNER = 20

/** A point `distance` from `from` on the way to `to`. */
function towards(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1])
  return [from[0] + ((to[0] - from[0]) * distance) / length, from[1] + ((to[1] - from[1]) * distance) / length]
}

/**
 * The grahas of one house as a block of rows and columns: the largest font and fewest columns that fit
 * inside the house clear of its fixed texts, centred in the stretch of the house's axis where the block
 * fits. Null when nothing fits.
 */
function placePlanets(house: number, labels: string[], fixed: ChartText[], frame: { polygon: readonly Point[]; inner: Point; outer: Point } = HOUSES[house - 1]!): ChartText[] | null {
  const { polygon, inner, outer } = frame
  for (const fontSize of PLANET_FONTS) {
    const lineHeight = fontSize * 1.35
    const columnWidth = Math.max(...labels.map((l) => textWidth(l, fontSize)))
    for (let columns = 1; columns <= Math.min(3, labels.length); columns++) {
      const rows = Math.ceil(labels.length / columns)
      const fits: ChartText[][] = []
      for (let t = 0; t <= 1.0001; t += 0.02) {
        const [cx, cy] = [outer[0] + (inner[0] - outer[0]) * t, outer[1] + (inner[1] - outer[1]) * t]
        const block = labels.map((label, i) => {
          const [row, column] = [Math.floor(i / columns), i % columns]
          // The last row, when short, is centred under the others.
          const inRow = row === rows - 1 ? labels.length - row * columns : columns
          const x = cx + (column - (inRow - 1) / 2) * (columnWidth + GAP)
          const y = cy + (row - (rows - 1) / 2) * lineHeight
          return boxOf('planet', house, label, x, y, fontSize)
        })
        if (block.every((b) => boxInside(polygon, b) && fixed.every((f) => !boxesOverlap(b, f, 1)))) fits.push(block)
      }
      if (fits.length > 0) return fits[Math.floor(fits.length / 2)]!
    }
  }
  return null
}

/**
 * Where every text of a North Indian chart goes: each house's sign number near its inner corner, the
 * ascendant's label beside house 1's number, and the grahas laid out so that no two texts overlap and none
 * crosses a line (up to about six grahas a house at full labels; past that the degrees are dropped).
 */
export function northIndianLayout(chart: ReportChartPicture, ascendantLabel: string): ChartText[] {
  const texts: ChartText[] = []
  HOUSES.forEach(({ inner, outer }, i) => {
    const house = i + 1
    const sign = ((chart.ascendant + i - 1) % 12) + 1
    const [nx, ny] = towards(inner, outer, house % 3 === 1 ? 15 : 13)
    const fixed = [boxOf('sign', house, String(sign), nx, ny, SIGN_FONT)]
    if (house === 1) {
      const [ax, ay] = towards(inner, outer, 34)
      fixed.push(boxOf('ascendant', house, ascendantLabel, ax, ay, ASC_FONT))
    }
    texts.push(...fixed)
    const inHouse = chart.planets.filter((p) => p.sign === sign)
    if (inHouse.length === 0) return
    const full = inHouse.map((p) => `${p.label}${p.retrograde ? '(R)' : ''}${p.degree >= 0 ? ` ${p.degree}°` : ''}`)
    const short = inHouse.map((p) => `${p.label}${p.retrograde ? '(R)' : ''}`)
    const placed = placePlanets(house, full, fixed) ?? placePlanets(house, short, fixed)
    // Nine grahas in one triangle do not fit even unlabelled by degree: they are stacked at the smallest size.
    texts.push(...(placed ?? short.map((label, j) => boxOf('planet', house, label, (inner[0] + outer[0]) / 2, (inner[1] + outer[1]) / 2 + (j - (short.length - 1) / 2) * 8, 6.5))))
  })
  return texts
}

/**
 * Where every text of a South Indian chart goes (signs fixed, the ascendant's box marked): each box's sign
 * number in its top right corner, the ascendant's label along the bottom of its box (whose top left
 * corner the diagonal stroke cuts), the grahas in between, nothing overlapping. `house` in the answer is
 * the sign.
 */
export function southIndianLayout(chart: ReportChartPicture, ascendantLabel: string): ChartText[] {
  const texts: ChartText[] = []
  for (let sign = 1; sign <= 12; sign++) {
    const polygon = signBox(sign)
    const [x, y] = polygon[0]!
    const fixed = [boxOf('sign', sign, String(sign), x + CELL - 9, y + 9, SIGN_FONT)]
    const ascendant = sign === chart.ascendant
    if (ascendant) fixed.push(boxOf('ascendant', sign, ascendantLabel, x + CELL / 2, y + CELL - 9, ASC_FONT))
    texts.push(...fixed)
    // The corner the stroke cuts is kept clear as if it held a text.
    const blocked = ascendant ? [...fixed, { ...fixed[0]!, kind: 'ascendant' as const, text: '', x: x + LAGNA_CORNER / 2, y: y + LAGNA_CORNER / 2, width: LAGNA_CORNER, height: LAGNA_CORNER }] : fixed
    const inSign = chart.planets.filter((p) => p.sign === sign)
    if (inSign.length === 0) continue
    const frame = { polygon, outer: [x + CELL / 2, y + 4] as Point, inner: [x + CELL / 2, y + CELL - 4] as Point }
    const full = inSign.map((p) => `${p.label}${p.retrograde ? '(R)' : ''}${p.degree >= 0 ? ` ${p.degree}°` : ''}`)
    const short = inSign.map((p) => `${p.label}${p.retrograde ? '(R)' : ''}`)
    const placed = placePlanets(sign, full, blocked, frame) ?? placePlanets(sign, short, blocked, frame)
    texts.push(...(placed ?? short.map((label, j) => boxOf('planet', sign, label, x + CELL / 2, y + CELL / 2 + (j - (short.length - 1) / 2) * 8, 6.5))))
  }
  return texts
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const STYLE: Record<ChartText['kind'], string> = {
  sign: 'font-weight="400" fill="#8a8a8a"',
  ascendant: 'font-weight="700" fill="#b45309"',
  planet: 'font-weight="700" fill="#7a2e0e"',
}

/**
 * A North Indian (diamond) chart as vector graphics: the sign number in each house, the grahas by name,
 * and the ascendant (house 1, the top diamond) marked with `ascendantLabel` ("Asc", "लग्न" …) beside its
 * sign number, as printed charts mark the lagna.
 */
export function northIndianChartSvg(chart: ReportChartPicture, ascendantLabel: string): string {
  const texts = northIndianLayout(chart, ascendantLabel).map(
    // dominant-baseline central: the box's centre is the text's middle, as the layout reckons it.
    (t) => `<text x="${t.x.toFixed(1)}" y="${t.y.toFixed(1)}" class="${t.kind}" text-anchor="middle" dominant-baseline="central" font-size="${t.fontSize}" ${STYLE[t.kind]}>${escape(t.text)}</text>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escape(chart.title)}">
<rect x="1" y="1" width="298" height="298" fill="#fffaf0" stroke="#b45309" stroke-width="2"/>
<path d="M1 1 L299 299 M299 1 L1 299 M150 1 L299 150 L150 299 L1 150 Z" fill="none" stroke="#b45309" stroke-width="1.5"/>
${texts.join('\n')}
</svg>`
}

/**
 * A South Indian (square) chart as vector graphics: the signs fixed around the grid, Pisces top left; the
 * lagna's box marked by a diagonal stroke across its top left corner and `ascendantLabel`, as Tamil and
 * Telugu charts mark it; the middle left empty.
 */
export function southIndianChartSvg(chart: ReportChartPicture, ascendantLabel: string): string {
  const texts = southIndianLayout(chart, ascendantLabel).map(
    (t) => `<text x="${t.x.toFixed(1)}" y="${t.y.toFixed(1)}" class="${t.kind}" text-anchor="middle" dominant-baseline="central" font-size="${t.fontSize}" ${STYLE[t.kind]}>${escape(t.text)}</text>`,
  )
  const [x, y] = signBox(chart.ascendant)[0]!
  // The outer ring of twelve boxes; the middle four are one empty square.
  const grid = `M${CELL} 0 V${SIZE} M${3 * CELL} 0 V${SIZE} M0 ${CELL} H${SIZE} M0 ${3 * CELL} H${SIZE} M${2 * CELL} 0 V${CELL} M${2 * CELL} ${3 * CELL} V${SIZE} M0 ${2 * CELL} H${CELL} M${3 * CELL} ${2 * CELL} H${SIZE}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escape(chart.title)}">
<rect x="1" y="1" width="298" height="298" fill="#fffaf0" stroke="#b45309" stroke-width="2"/>
<path d="${grid}" fill="none" stroke="#b45309" stroke-width="1.5"/>
<line class="lagna-mark" x1="${x}" y1="${y + LAGNA_CORNER}" x2="${x + LAGNA_CORNER}" y2="${y}" stroke="#b45309" stroke-width="1.5"/>
${texts.join('\n')}
</svg>`
}
