import { useMemo } from 'react'
import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { birthSearchString, kundliRequestOf } from '../../../components/birth/birth-search'
import { useBirthDetails, useOpenChart } from '../../../components/birth/use-birth-details'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import { rashiChartModel, vargaChartModel } from '../../../components/chart-model'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { ChartLegend, StyledChart } from './chart-views'
import { KundliGate } from './kundli-results'
import { CHART_TEST_SAMPLE } from '../utils/chart-test-sample'

/**
 * /chart-test: the chart drawings side by side — North and South Indian rashi charts and the navamsha —
 * for the link's birth, or for a well-known sample chart; with a form to preview any birth.
 */
export function ChartTestPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const labels = useJyotishLabels()
  const fromLink = useBirthDetails()
  const openChart = useOpenChart()
  const linked = kundliRequestOf(fromLink) !== null
  const details = linked ? fromLink : CHART_TEST_SAMPLE
  const request = useMemo(() => kundliRequestOf(details)!, [details])

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="lg">
          <Text size="sm" c="dimmed" data-testid="chart-test-subject">
            {linked ? (
              <Trans>
                Charts for {details.name || details.location}, born {details.date} at {details.time}.
              </Trans>
            ) : (
              <Trans>Sample: the chart of India's independence, 15 August 1947, midnight, New Delhi.</Trans>
            )}
          </Text>
          <KundliGate details={details} request={request} withForm={false}>
            {(kundli) => (
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
                  <Card withBorder radius="lg" padding="md">
                    <StyledChart style="north" model={rashiChartModel(kundli)} title={t`North Indian chart`} testId="preview-north" />
                  </Card>
                  <Card withBorder radius="lg" padding="md">
                    <StyledChart style="south" model={rashiChartModel(kundli)} title={t`South Indian chart`} testId="preview-south" centerTitle={labels.vargas.D1} />
                  </Card>
                  <Card withBorder radius="lg" padding="md">
                    <StyledChart style="north" model={vargaChartModel(kundli.vargas.D9, kundli)} title={`D9 ${labels.vargas.D9}`} testId="preview-navamsha" />
                  </Card>
                </SimpleGrid>
                <ChartLegend />
                <Anchor component={LocalLink} to={`/kundli?${birthSearchString(details)}`} size="sm">
                  <Trans>Open this chart as a full kundli</Trans>
                </Anchor>
              </Stack>
            )}
          </KundliGate>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4" mb="sm">
              <Trans>Preview another birth</Trans>
            </Title>
            <BirthDetailsForm
              initial={linked ? fromLink : { ...CHART_TEST_SAMPLE, name: '', location: '', latitude: null, longitude: null, date: '', time: '', tz: '' }}
              label={t`Chart preview birth details`}
              submitLabel={<Trans>Show charts</Trans>}
              onSubmit={(next) => openChart('/chart-test', next)}
            />
          </Card>
        </Stack>
      </Container>
    </>
  )
}
