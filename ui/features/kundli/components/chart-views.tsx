import { useEffect, useState, type ReactNode } from 'react'
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { VARGAS } from '../../../../core/jyotish/vargas'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { moonChartModel, rashiChartModel, vargaChartModel, type ChartModel } from '../../../components/chart-model'
import { formatDegrees } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { NorthIndianChart, type IndianChartProps } from '../../../components/north-indian-chart'
import { SouthIndianChart } from '../../../components/south-indian-chart'
import { LAGNA_NOTES, RASHI_NOTES, VARGA_NOTES } from '../data/jyotish-notes'
import classes from './kundli.module.css'

export type ChartStyle = 'north' | 'south'

const STYLE_KEY = 'chart-style'

/**
 * The chart style the visitor last chose (North Indian unless the page prefers South). The page renders
 * first with the page's style, as the server did, and switches to a remembered choice once hydrated.
 */
export function useChartStyle(preferred: ChartStyle = 'north'): [ChartStyle, (style: ChartStyle) => void] {
  const [style, setStyle] = useState<ChartStyle>(preferred)
  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(STYLE_KEY)
      if (saved === 'north' || saved === 'south') setStyle(saved)
    } catch {
      // storage unavailable: the page's style stays
    }
  }, [])
  const choose = (next: ChartStyle) => {
    setStyle(next)
    try {
      window.localStorage.setItem(STYLE_KEY, next)
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  }
  return [style, choose]
}

/** North / South switch for pages that show one style at a time. */
export function ChartStyleSwitch({ value, onChange }: { value: ChartStyle; onChange: (style: ChartStyle) => void }) {
  const { t } = useLingui()
  return (
    <SegmentedControl
      className={classes.noPrint}
      size="xs"
      radius="xl"
      color="cosmic"
      value={value}
      onChange={(v) => onChange(v as ChartStyle)}
      aria-label={t`Chart style`}
      data={[
        { value: 'north', label: t`North Indian` },
        { value: 'south', label: t`South Indian` },
      ]}
    />
  )
}

/** A card around one chart drawing, with its title and a line under it. */
function ChartCard({ title, subtitle, children, testId }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" className={classes.chartCard} data-testid={testId}>
      <Stack gap={4} mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      <div className={classes.chartFrame}>{children}</div>
    </Card>
  )
}

/** One drawing in either style. */
export function StyledChart({
  style,
  model,
  title,
  variant = 'large',
  testId,
  centerTitle,
  centerSubtitle,
  notes,
}: {
  style: ChartStyle
  model: ChartModel
  title: string
  variant?: 'large' | 'small'
  testId?: string
  centerTitle?: string
  centerSubtitle?: string
  notes?: IndianChartProps['notes']
}) {
  const labels = useJyotishLabels()
  return style === 'north' ? (
    <NorthIndianChart model={model} labels={labels} title={title} variant={variant} testId={testId} notes={notes} />
  ) : (
    <SouthIndianChart
      model={model}
      labels={labels}
      title={title}
      variant={variant}
      testId={testId}
      centerTitle={centerTitle}
      centerSubtitle={centerSubtitle}
      notes={notes}
    />
  )
}

/** The legend under the birth charts: what the marks mean. */
export function ChartLegend() {
  const labels = useJyotishLabels()
  const retro = labels.retrogradeMark
  const combust = labels.combustMark
  const asc = labels.ascendantShort
  return (
    <Text size="xs" c="dimmed" ta="center" mt="xs">
      <Trans>
        {asc} = ascendant · {retro} = retrograde · {combust} = combust · degrees within the sign
      </Trans>
    </Text>
  )
}

/** The birth chart in the North Indian style, the South Indian style, or both side by side. */
export function BirthCharts({ kundli, show, name, first = 'north' }: { kundli: Kundli; show: 'both' | ChartStyle; name?: string; first?: ChartStyle }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const model = rashiChartModel(kundli)
  const north = (
    <ChartCard
      title={<Trans>North Indian chart</Trans>}
      subtitle={<Trans>Houses are fixed: the ascendant is the top diamond, signs are numbered counter-clockwise.</Trans>}
      testId="north-indian-card"
    >
      <NorthIndianChart model={model} labels={labels} title={t`North Indian chart`} testId="north-indian-chart" />
      <ChartLegend />
    </ChartCard>
  )
  const south = (
    <ChartCard
      title={<Trans>South Indian chart</Trans>}
      subtitle={<Trans>Signs are fixed, Pisces at the top left; the ascendant's sign is marked.</Trans>}
      testId="south-indian-card"
    >
      <SouthIndianChart
        model={model}
        labels={labels}
        title={t`South Indian chart`}
        testId="south-indian-chart"
        centerTitle={labels.vargas.D1}
        centerSubtitle={name || kundli.input.name}
      />
      <ChartLegend />
    </ChartCard>
  )
  if (show === 'north') return north
  if (show === 'south') return south
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.printTwoColumns}>
      {first === 'north' ? north : south}
      {first === 'north' ? south : north}
    </SimpleGrid>
  )
}

/** Lagna chart and rasi (Moon) chart side by side, each with what its first sign says. */
export function LagnaRasiView({ kundli, preferred }: { kundli: Kundli; preferred?: ChartStyle }) {
  const { t, i18n } = useLingui()
  const labels = useJyotishLabels()
  const [style, setStyle] = useChartStyle(preferred)
  const moon = kundli.planets.find((p) => p.id === 'moon')!
  const lagnaSign = labels.sign(kundli.ascendant.sign)
  const lagnaDegree = formatDegrees(kundli.ascendant.degreeInSign)
  const moonSign = labels.sign(moon.sign)
  const moonDegree = formatDegrees(moon.degreeInSign)
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ChartStyleSwitch value={style} onChange={setStyle} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.printTwoColumns}>
        <ChartCard title={<Trans>Lagna chart</Trans>} subtitle={<Trans>Houses counted from the ascendant: {lagnaSign} {lagnaDegree}</Trans>} testId="lagna-card">
          <StyledChart style={style} model={rashiChartModel(kundli)} title={t`Lagna chart`} testId="lagna-chart" centerTitle={t`Lagna`} />
          <Text size="sm" mt="sm">
            {i18n._(LAGNA_NOTES[kundli.ascendant.sign - 1])}
          </Text>
        </ChartCard>
        <ChartCard title={<Trans>Rasi chart (Moon chart)</Trans>} subtitle={<Trans>Houses counted from the Moon: {moonSign} {moonDegree}</Trans>} testId="rasi-card">
          <StyledChart style={style} model={moonChartModel(kundli)} title={t`Rasi chart`} testId="rasi-chart" centerTitle={t`Rasi`} />
          <Text size="sm" mt="sm">
            {i18n._(RASHI_NOTES[moon.sign - 1])}
          </Text>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  )
}

/** The sixteen divisional charts of the Shodashavarga as small charts with their names and use. */
export function VargaCharts({ kundli, preferred }: { kundli: Kundli; preferred?: ChartStyle }) {
  const { i18n } = useLingui()
  const labels = useJyotishLabels()
  const [style, setStyle] = useChartStyle(preferred)
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>Each divisional chart divides every sign into equal parts (Parashara's rules) and is read for one area of life.</Trans>
        </Text>
        <ChartStyleSwitch value={style} onChange={setStyle} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" data-testid="varga-grid" className={classes.printFourColumns}>
        {VARGAS.map((v) => (
          <Card key={v} withBorder radius="md" padding="sm" className={classes.smallChart} data-testid={`varga-${v}`}>
            <Text fw={600} size="sm" mb={2} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={800} c="saffron" mr={6}>
                {v}
              </Text>
              {labels.vargas[v]}
            </Text>
            <Text size="xs" c="dimmed" mb={6} lineClamp={2} mih={32}>
              {i18n._(VARGA_NOTES[v])}
            </Text>
            <StyledChart
              style={style}
              model={vargaChartModel(kundli.vargas[v], kundli)}
              title={`${v} ${labels.vargas[v]}`}
              variant="small"
              centerTitle={v}
            />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
