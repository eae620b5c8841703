import { Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { SIGN_LORDS, VIMSHOTTARI_ORDER, type GrahaId } from '../../../../core/jyotish/zodiac'
import { VIMSHOTTARI_YEARS } from '../../../../core/jyotish/vimshottari'
import { RAHU_KAAL_PART } from '../../../../core/jyotish/panchang/timings'
import type { LearnSlug } from '../../../../core/content/ports/guide-library'
import { NorthIndianChart } from '../../../components/north-indian-chart'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'

/** One colour per graha, used by every diagram so a planet reads the same everywhere. */
const GRAHA_COLORS: Record<GrahaId, string> = {
  sun: '#f59e0b',
  moon: '#cbd5e1',
  mars: '#ef4444',
  mercury: '#22c55e',
  jupiter: '#eab308',
  venus: '#f9a8d4',
  saturn: '#6366f1',
  rahu: '#64748b',
  ketu: '#a78bfa',
}

const svgStyle = { width: '100%', maxWidth: 340, margin: '0 auto', display: 'block' } as const
const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const a = ((deg - 90) * Math.PI) / 180
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
}

/** A ring split into equal segments, coloured and labelled, drawn clockwise from the top. */
function Ring({ labels, colors, inner, label, testId }: { labels: string[]; colors: string[]; inner?: string[]; label: string; testId: string }) {
  const n = labels.length
  const [cx, cy, r1, r0] = [170, 170, 160, n > 12 ? 70 : 80]
  return (
    <svg viewBox="0 0 340 340" role="img" aria-label={label} style={svgStyle} data-testid={testId}>
      {labels.map((text, i) => {
        const a0 = (360 / n) * i
        const a1 = (360 / n) * (i + 1)
        const [x0, y0] = polar(cx, cy, r1, a0)
        const [x1, y1] = polar(cx, cy, r1, a1)
        const [x2, y2] = polar(cx, cy, r0, a1)
        const [x3, y3] = polar(cx, cy, r0, a0)
        const mid = (a0 + a1) / 2
        const [tx, ty] = polar(cx, cy, (r0 + r1) / 2 + (inner ? 14 : 0), mid)
        const [ix, iy] = polar(cx, cy, r0 + 16, mid)
        const rotate = mid > 90 && mid < 270 ? mid + 180 : mid
        return (
          <g key={i}>
            <path d={`M${x0},${y0} A${r1},${r1} 0 0 1 ${x1},${y1} L${x2},${y2} A${r0},${r0} 0 0 0 ${x3},${y3} Z`} fill={colors[i]} fillOpacity={0.55} stroke="currentColor" strokeOpacity={0.35} />
            <text x={tx} y={ty} fontSize={n > 12 ? 8.5 : 12} textAnchor="middle" dominantBaseline="middle" transform={`rotate(${rotate - 90} ${tx} ${ty})`} fill="currentColor">
              {text}
            </text>
            {inner && (
              <text x={ix} y={iy} fontSize={10} fontWeight={700} textAnchor="middle" dominantBaseline="middle" fill="currentColor">
                {inner[i]}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}

/** The twelve rashis from Aries, each with its lord (basics). */
function ZodiacWheel() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  return (
    <Ring
      testId="diagram-zodiac"
      label={t`The twelve rashis from Aries, each with its ruling planet`}
      labels={[...labels.signs]}
      inner={SIGN_LORDS.map((g) => labels.planetShort[g])}
      colors={SIGN_LORDS.map((g) => GRAHA_COLORS[g])}
    />
  )
}

/** The 27 nakshatras from Ashwini, coloured by their Vimshottari lord (nakshatras). */
function NakshatraWheel() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const lords = labels.nakshatras.map((_, i) => VIMSHOTTARI_ORDER[i % 9]!)
  return <Ring testId="diagram-nakshatras" label={t`The 27 nakshatras from Ashwini, coloured by their ruling planet`} labels={[...labels.nakshatras]} colors={lords.map((g) => GRAHA_COLORS[g])} />
}

/** The navagraha mandala as temples arrange it: the Sun in the centre (planets). */
function NavagrahaGrid() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  // Rows from the north-west corner: Ketu, Jupiter, Mercury / Saturn, Sun, Venus / Rahu, Mars, Moon.
  const grid: GrahaId[] = ['ketu', 'jupiter', 'mercury', 'saturn', 'sun', 'venus', 'rahu', 'mars', 'moon']
  return (
    <svg viewBox="0 0 300 300" role="img" aria-label={t`The navagraha mandala: the Sun in the centre, the other eight planets around it`} style={svgStyle} data-testid="diagram-planets">
      {grid.map((g, i) => {
        const x = (i % 3) * 100
        const y = Math.floor(i / 3) * 100
        return (
          <g key={g}>
            <rect x={x + 3} y={y + 3} width={94} height={94} rx={10} fill={GRAHA_COLORS[g]} fillOpacity={0.5} stroke="currentColor" strokeOpacity={0.3} />
            <text x={x + 50} y={y + 44} fontSize={13} fontWeight={700} textAnchor="middle" fill="currentColor">
              {labels.planets[g]}
            </text>
            <text x={x + 50} y={y + 66} fontSize={12} textAnchor="middle" fill="currentColor">
              {labels.planetShort[g]}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The twelve houses on the North Indian chart, with a set of them marked (doshas). */
function ManglikHouses() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  // Mars alone, placed in each manglik house in turn, is what the rule is about: a chart of Aries rising
  // with Mars drawn in the 1st shows the houses by number; the caption names the six.
  return (
    <Stack gap={6} data-testid="diagram-doshas">
      <NorthIndianChart title={t`Houses counted from the ascendant`} labels={labels} variant="small" model={{ ascendantSign: 1, bodies: [{ id: 'mars', sign: 1 }] }} />
      <Text size="sm" c="dimmed" ta="center">
        {t`Mangal dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant, the Moon or Venus.`}
      </Text>
    </Stack>
  )
}

/** The worked example of the birth-chart lesson: Cancer rising, Jupiter in the 1st (birth chart). */
function ExampleChart() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  return (
    <Stack gap={6} data-testid="diagram-birth-chart">
      <NorthIndianChart
        title={t`An example chart: Cancer rising`}
        labels={labels}
        variant="small"
        model={{
          ascendantSign: 4,
          bodies: [
            { id: 'jupiter', sign: 4 },
            { id: 'moon', sign: 8 },
            { id: 'mars', sign: 1 },
            { id: 'saturn', sign: 10 },
          ],
        }}
      />
      <Text size="sm" c="dimmed" ta="center">
        {t`The example in this lesson: Cancer rising with Jupiter in the 1st house, the Moon in the 5th, Saturn in the 7th and Mars in the 10th.`}
      </Text>
    </Stack>
  )
}

/** Which eighth of the day is Rahu kaal on each weekday (muhurta). */
function RahuKaalTable() {
  const { t } = useLingui()
  const { language } = useLanguage()
  // 2023-01-01 was a Sunday; UTC keeps the names the same on the server and in the browser.
  const weekday = (w: number) => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + w)))
  const [left, top, cell, row] = [70, 24, 32, 30]
  return (
    <svg viewBox="0 0 330 240" role="img" aria-label={t`Rahu kaal: which eighth part of the daytime it falls in on each weekday`} style={svgStyle} data-testid="diagram-muhurta">
      {Array.from({ length: 8 }, (_, p) => (
        <text key={p} x={left + p * cell + cell / 2} y={16} fontSize={11} textAnchor="middle" fill="currentColor">
          {p + 1}
        </text>
      ))}
      {RAHU_KAAL_PART.map((part, w) => (
        <g key={w}>
          <text x={left - 8} y={top + w * row + row / 2 + 4} fontSize={12} textAnchor="end" fill="currentColor">
            {weekday(w)}
          </text>
          {Array.from({ length: 8 }, (_, p) => (
            <rect
              key={p}
              x={left + p * cell + 1}
              y={top + w * row + 2}
              width={cell - 2}
              height={row - 4}
              rx={4}
              fill={p + 1 === part ? '#ef4444' : '#94a3b8'}
              fillOpacity={p + 1 === part ? 0.75 : 0.2}
            />
          ))}
        </g>
      ))}
    </svg>
  )
}

/** One sign's nine navamshas of 3°20', for a fire sign such as Aries (advanced). */
function NavamshaBar() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const w = 36
  return (
    <Stack gap={6} data-testid="diagram-advanced">
      <svg viewBox="0 0 330 120" role="img" aria-label={t`Aries divided into nine navamshas of 3°20′, from Aries to Sagittarius`} style={svgStyle}>
        {Array.from({ length: 9 }, (_, i) => (
          <g key={i}>
            <rect x={3 + i * w} y={30} width={w - 2} height={50} rx={4} fill={GRAHA_COLORS[SIGN_LORDS[i]!]} fillOpacity={0.55} />
            <text x={3 + i * w + w / 2 - 1} y={60} fontSize={10} textAnchor="middle" fill="currentColor">
              {labels.signShort[i]}
            </text>
            <text x={3 + i * w} y={98} fontSize={8} textAnchor="middle" fill="currentColor">
              {`${Math.floor((i * 10) / 3)}°${(i * 10) % 3 === 0 ? '' : `${((i * 10) % 3) * 20}′`}`}
            </text>
          </g>
        ))}
        <text x={3} y={18} fontSize={12} fontWeight={700} fill="currentColor">
          {labels.signs[0]} (D1) → D9
        </text>
      </svg>
    </Stack>
  )
}

/** The 120 years of Vimshottari, each lord's share drawn to scale (dasha guide). */
function DashaBar() {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  let y = 6
  return (
    <svg viewBox="0 0 320 300" role="img" aria-label={t`The 120 years of the Vimshottari dasha, each planet's period to scale`} style={svgStyle} data-testid="diagram-dasha">
      {VIMSHOTTARI_ORDER.map((g) => {
        const years = VIMSHOTTARI_YEARS[g]
        const top = y
        y += 32
        return (
          <g key={g}>
            <text x={0} y={top + 19} fontSize={12} fill="currentColor">
              {labels.planets[g]}
            </text>
            <rect x={90} y={top + 4} width={(years / 20) * 190} height={22} rx={4} fill={GRAHA_COLORS[g]} fillOpacity={0.7} />
            <text x={90 + (years / 20) * 190 + 6} y={top + 19} fontSize={12} fontWeight={700} fill="currentColor">
              {years}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The illustration of each learn page. */
export function LearnDiagram({ slug }: { slug: LearnSlug }) {
  switch (slug) {
    case 'learn-basics':
      return <ZodiacWheel />
    case 'learn-birth-chart':
      return <ExampleChart />
    case 'learn-planets':
      return <NavagrahaGrid />
    case 'learn-nakshatras':
      return <NakshatraWheel />
    case 'learn-doshas':
      return <ManglikHouses />
    case 'learn-muhurta':
      return <RahuKaalTable />
    case 'learn-advanced':
      return <NavamshaBar />
    case 'dasha-periods-guide':
      return <DashaBar />
  }
}
