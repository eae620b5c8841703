import { Button, Container, Group, Stack, Title } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconSun } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import { birthSearchString, kundliRequestOf } from '../../../components/birth/birth-search'
import { useBirthDetails, useOpenChart, useSearchString } from '../../../components/birth/use-birth-details'
import { VARSHAPHAL_PATH as PATH, varshaphalYearOf } from '../utils/varshaphal-year'
import { ChartFormIntro, ContentsCard } from '../components/chart-form-intro'
import { KundliGate } from '../components/kundli-results'
import { VarshaphalView } from './varshaphal-view'

/** What the annual chart gives, beside the empty form. */
function WhatYouGet() {
  return (
    <ContentsCard
      icon={<IconSun size={24} aria-hidden />}
      title={<Trans>Your varshaphal includes</Trans>}
      items={[
        <Trans key="return">The exact moment your solar year begins: the Sun's return to its place at birth</Trans>,
        <Trans key="chart">The annual chart in North or South Indian style</Trans>,
        <Trans key="lord">The muntha, the year lord and the five office-bearers</Trans>,
        <Trans key="mudda">The mudda dasha: which planet rules each part of the year</Trans>,
        <Trans key="sahams">The sahams, the year's sensitive points</Trans>,
      ]}
    />
  )
}

/**
 * /varshaphal: the Tajika annual chart of a year of life. Without birth details the form; with them the year
 * the link names (this year by default), and links to the years before and after.
 */
export function VarshaphalPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const details = useBirthDetails()
  const openChart = useOpenChart()
  const search = useSearchString()
  const [now] = useState(() => new Date())
  const chart = kundliRequestOf(details)
  const year = chart ? varshaphalYearOf(new URLSearchParams(search), chart.date, now) : null
  const yearLink = (y: number) => `${PATH}?${birthSearchString(details)}&year=${y}`
  const firstYear = chart ? Number(chart.date.slice(0, 4)) : 0

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={chart ? undefined : i18n._(entry.description)} />
      <Container py="xl">
        {chart && year !== null ? (
          <Stack gap="lg">
            <Group justify="space-between" data-testid="varshaphal-years">
              {year > firstYear ? (
                <Button component={LocalLink} to={yearLink(year - 1)} variant="default" leftSection={<IconChevronLeft size={16} />}>
                  {year - 1}
                </Button>
              ) : (
                <span />
              )}
              <Title order={2} size="h3">
                <Trans>Varshaphal {year}</Trans>
              </Title>
              {year < firstYear + 120 ? (
                <Button component={LocalLink} to={yearLink(year + 1)} variant="default" rightSection={<IconChevronRight size={16} />}>
                  {year + 1}
                </Button>
              ) : (
                <span />
              )}
            </Group>
            <KundliGate details={details} request={{ ...chart, with: ['varshaphal'], year }}>
              {(kundli) => (kundli.varshaphal ? <VarshaphalView varshaphal={kundli.varshaphal} timeZone={kundli.input.tz} /> : null)}
            </KundliGate>
          </Stack>
        ) : (
          <ChartFormIntro
            hint={<Trans>The annual chart is cast for the moment the Sun returns to its birth position, so the birth time and place matter.</Trans>}
            form={<BirthDetailsForm initial={details} label={t`Varshaphal birth details`} submitLabel={<Trans>Show the annual chart</Trans>} onSubmit={(next) => openChart(PATH, next)} />}
            aside={<WhatYouGet />}
          />
        )}
      </Container>
    </>
  )
}
