import { usePageUrl } from '../../../lib/use-page-url'
import { useEffect, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Alert, Box, Button, Card, Collapse, Group, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconEdit, IconPrinter, IconRefresh } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { stripLanguagePrefix } from '../../../../core/shared/language'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { SITE_NAME } from '../../../components/layout/brand'
import { LocalLink } from '../../../components/local-link'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import type { KundliRequest } from '../../../services/types'
import { kundliQueryOptions } from '../api/get-kundli'
import { useOpenChart, useSearchString } from '../../../components/birth/use-birth-details'
import { isTimeAssumed, type BirthDetails } from '../../../components/birth/birth-search'
import { translateRequestIssue } from '../../../components/birth/request-issues'
import { BhavaChalitTable } from './bhava-chalit-table'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import { BirthSummary } from './birth-summary'
import { BirthCharts, LagnaRasiView, VargaCharts, type ChartStyle } from './chart-views'
import { DashaTree } from './dasha-tree'
import { PlanetaryTable } from './planetary-table'
import { SaveChartButton } from './save-chart-button'
import { birthTimeConflict, TimeChoice } from './time-choice'
import { KUNDLI_TABS, type KundliView } from '../utils/kundli-tabs'
import classes from './kundli.module.css'
import tabClasses from '../../../components/route-tabs.module.css'

/** The tabs as links that keep the query string, so each tab opens the same chart. */
function KundliTabs({ current }: { current: KundliView }) {
  const { t } = useLingui()
  const search = useSearchString()
  const names: Record<string, string> = {
    overview: t`Overview`,
    north: t`North Indian`,
    south: t`South Indian`,
    planetary: t`Planetary positions`,
    'lagna-rasi': t`Lagna & Rasi`,
    dasha: t`Dasha`,
    ashtakavarga: t`Ashtakavarga`,
    shadbala: t`Shadbala`,
    yogas: t`Yogas`,
    kp: t`KP`,
  }
  return (
    <nav aria-label={t`Kundli sections`} className={`${tabClasses.tabs} ${classes.noPrint}`} data-testid="kundli-tabs">
      {KUNDLI_TABS.map((tab) => (
        <LocalLink key={tab.path} to={tab.path + search} className={tabClasses.tab} aria-current={tab.view === current ? 'page' : undefined}>
          {names[tab.view]}
        </LocalLink>
      ))}
    </nav>
  )
}

function Section({ title, children, id, testId, breakBefore }: { title: ReactNode; children: ReactNode; id: string; testId?: string; breakBefore?: boolean }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} className={`${classes.printSection} ${breakBefore ? classes.printPageBreak : ''}`} data-testid={testId}>
      <Title order={2} size="h3" mb="md" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Box>
  )
}

/** A titled section of the chart's results, which a page's appendix uses too. */
export const KundliSection = Section

function ResultsSkeleton() {
  return (
    <Stack gap="lg" mih={200} aria-busy="true" data-testid="kundli-loading">
      <Skeleton h={170} radius="lg" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton h={420} radius="lg" />
        <Skeleton h={420} radius="lg" />
      </SimpleGrid>
    </Stack>
  )
}

/** The body of a view: which sections, in which order. */
function ViewSections({ kundli, view, preferredStyle, name }: { kundli: Kundli; view: KundliView; preferredStyle: ChartStyle; name: string }) {
  const planets = (
    <Section id="planets" title={<Trans>Planetary positions</Trans>} testId="section-planets">
      <PlanetaryTable kundli={kundli} />
    </Section>
  )
  const dasha = (
    <Section id="dasha" title={<Trans>Vimshottari dasha</Trans>} testId="section-dasha" breakBefore>
      <DashaTree kundli={kundli} />
    </Section>
  )
  const lagnaRasi = (
    <Section id="lagna-rasi" title={<Trans>Lagna and Rasi charts</Trans>} testId="section-lagna-rasi" breakBefore>
      <LagnaRasiView kundli={kundli} preferred={preferredStyle} />
    </Section>
  )
  switch (view) {
    case 'north':
      return <BirthCharts kundli={kundli} name={name} show="north" />
    case 'south':
      return <BirthCharts kundli={kundli} name={name} show="south" />
    case 'planetary':
      return planets
    case 'lagna-rasi':
      return <LagnaRasiView kundli={kundli} preferred={preferredStyle} />
    case 'dasha':
      return <DashaTree kundli={kundli} />
    case 'ashtakavarga':
    case 'shadbala':
    case 'yogas':
    case 'kp':
      // The block's own page draws it (the appendix), out of this shared chunk.
      return null
    case 'overview':
      return (
        <Stack gap={40}>
          <BirthCharts kundli={kundli} name={name} show="both" first={preferredStyle} />
          {planets}
          {dasha}
        </Stack>
      )
    case 'report':
      return (
        <Stack gap={40}>
          <BirthCharts kundli={kundli} name={name} show="both" first={preferredStyle} />
          {planets}
          {lagnaRasi}
          {dasha}
        </Stack>
      )
    case 'brihat':
      return (
        <Stack gap={40}>
          <BirthCharts kundli={kundli} name={name} show="both" first={preferredStyle} />
          {planets}
          <Section id="vargas" title={<Trans>Shodashavarga: the sixteen divisional charts</Trans>} testId="section-vargas" breakBefore>
            <VargaCharts kundli={kundli} preferred={preferredStyle} />
          </Section>
          <Section id="bhava-chalit" title={<Trans>Bhava Chalit</Trans>} testId="section-bhava-chalit" breakBefore>
            <BhavaChalitTable kundli={kundli} />
          </Section>
          {lagnaRasi}
          {dasha}
        </Stack>
      )
  }
}

/** Prints the whole report of the chart, whatever tab is on screen (also for the browser's own Print). */
function usePrintMode(): [boolean, () => void] {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true))
    const after = () => setPrinting(false)
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
    return () => {
      window.removeEventListener('beforeprint', before)
      window.removeEventListener('afterprint', after)
    }
  }, [])
  const print = () => {
    flushSync(() => setPrinting(true))
    window.print()
    setPrinting(false)
  }
  return [printing, print]
}

interface KundliResultsProps {
  details: BirthDetails
  request: KundliRequest
  view: KundliView
  /** Show the /kundli tab routes above the content. */
  tabs?: boolean
  preferredStyle?: ChartStyle
  /** what a page adds after the chart's sections (the Brihat Kundli's ashtakavarga), kept out of the shared chunk */
  appendix?: (kundli: Kundli) => ReactNode
}

/**
 * Loads the chart of a request and renders it through `children`; meanwhile a skeleton, and instead of
 * it the choice of readings for a local time that did not exist or happened twice (409) or the input
 * problems (400), each with the form to correct the details.
 */
export function KundliGate({
  details,
  request,
  children,
  loading,
  withForm = true,
}: {
  details: BirthDetails
  request: KundliRequest
  children: (kundli: Kundli) => ReactNode
  loading?: ReactNode
  /** Show the form under an error or a choice (off where the page shows its form anyway). */
  withForm?: boolean
}) {
  const { i18n } = useLingui()
  const services = useServices()
  const openChart = useOpenChart()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const here = stripLanguagePrefix(pathname)
  const query = useQuery(kundliQueryOptions(services, request))

  if (query.isPending) return <>{loading ?? <ResultsSkeleton />}</>

  if (query.isError) {
    const conflict = birthTimeConflict(query.error)
    if (conflict) {
      return (
        <Stack gap="lg">
          <TimeChoice
            kind={conflict.kind}
            candidates={conflict.candidates}
            date={request.date}
            time={request.time}
            onChoose={(which) => openChart(here, { ...details, disambiguation: which }, { replace: true })}
          />
          {withForm && <BirthDetailsCard details={details} here={here} />}
        </Stack>
      )
    }
    const error = query.error
    const issues = error instanceof HttpError && error.status === 400 ? error.issues : []
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={<Trans>We could not compute this chart</Trans>} role="alert" data-testid="kundli-error">
          {issues.length > 0 ? (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {issues.map((issue) => (
                <li key={issue.path + issue.message}>{translateRequestIssue(i18n, issue.message)}</li>
              ))}
            </ul>
          ) : (
            <Group justify="space-between">
              <span>
                <Trans>The server did not answer as expected. Please try again in a moment.</Trans>
              </span>
              <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Group>
          )}
        </Alert>
        {withForm && <BirthDetailsCard details={details} here={here} />}
      </Stack>
    )
  }

  return <>{children(query.data)}</>
}

/**
 * The computed chart for birth details (through {@link KundliGate}): the summary with Edit, Print and
 * Save, the tabs, and the view.
 */
export function KundliResults({ details, request, view, tabs = false, preferredStyle = 'north', appendix }: KundliResultsProps) {
  return (
    <KundliGate details={details} request={request}>
      {(kundli) => <ChartReport kundli={kundli} details={details} view={view} tabs={tabs} preferredStyle={preferredStyle} appendix={appendix} />}
    </KundliGate>
  )
}

function ChartReport({ kundli, details, view, tabs, preferredStyle, appendix }: Omit<KundliResultsProps, 'request'> & { kundli: Kundli; preferredStyle: ChartStyle }) {
  const { t } = useLingui()
  const owner = details.name
  const heading = owner ? t`Birth chart of ${owner}` : t`Birth chart`
  const openChart = useOpenChart()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const here = stripLanguagePrefix(pathname)
  const [editing, setEditing] = useState(false)
  const [printing, print] = usePrintMode()

  const editForm = (
    <Collapse expanded={editing}>
      <Card withBorder radius="lg" padding="lg" className={classes.noPrint}>
        <Title order={2} size="h4" mb="sm">
          <Trans>Edit birth details</Trans>
        </Title>
        <BirthDetailsForm
          key={`${details.name}|${details.date}|${details.time}|${details.latitude}|${details.longitude}`}
          initial={details}
          label={t`Edit birth details`}
          submitLabel={<Trans>Show chart</Trans>}
          onSubmit={(next) => {
            setEditing(false)
            openChart(here, next)
          }}
        />
      </Card>
    </Collapse>
  )

  const actions = (
    <Group gap="xs" className={classes.noPrint}>
      <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
        <Trans>Edit details</Trans>
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={print} data-testid="print-chart">
        <Trans>Print</Trans>
      </Button>
      {!isTimeAssumed(details) && <SaveChartButton details={details} />}
    </Group>
  )
  const shownView: KundliView = printing && view !== 'brihat' ? 'report' : view
  const pageUrl = usePageUrl()

  return (
    <Stack gap="lg" className={classes.printPage} data-testid="kundli-results">
      <div className={classes.printHeading}>
        <Text fw={700} fz="xl" ff="heading">
          {heading}
        </Text>
        <Text size="xs" c="dimmed">
          {SITE_NAME} · {pageUrl}
        </Text>
      </div>
      <BirthSummary
        kundli={kundli}
        details={details}
        timeAssumed={isTimeAssumed(details)}
        actions={actions}
        onChooseOffset={(offset) => openChart(here, { ...details, offset, disambiguation: null }, { replace: true })}
      />
      {editForm}
      <div>
        {tabs && <KundliTabs current={view} />}
        <ViewSections kundli={kundli} view={shownView} preferredStyle={preferredStyle} name={details.name} />
        {appendix && <Box mt={40}>{appendix(kundli)}</Box>}
      </div>
    </Stack>
  )
}

/** The form again, under an error or a choice, to correct the details. */
function BirthDetailsCard({ details, here }: { details: BirthDetails; here: string }) {
  const { t } = useLingui()
  const openChart = useOpenChart()
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>Check the birth details</Trans>
      </Title>
      <BirthDetailsForm
        key={`${details.name}|${details.date}|${details.time}|${details.latitude}|${details.longitude}|${details.tz}`}
        initial={details}
        label={t`Birth details`} submitLabel={<Trans>Show chart</Trans>} onSubmit={(next) => openChart(here, next)} />
    </Card>
  )
}
