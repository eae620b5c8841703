import { Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconListDetails } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { VARGAS } from '../../../../core/jyotish/vargas'
import type { RouteEntry } from '../../../app/route-table'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { PageHero } from '../../../components/page-hero'
import { useBirthDetails, useOpenChart } from '../../../components/birth/use-birth-details'
import { kundliRequestOf } from '../../../components/birth/birth-search'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import classes from '../components/kundli.module.css'
import { ChartBlocks } from './chart-blocks'
import { KundliResults } from '../components/kundli-results'
import { BRIHAT_BLOCKS } from '../api/get-kundli'

const RESULTS_PATH = '/brihat-kundli-results'

function Contents() {
  const labels = useJyotishLabels()
  const vargas = VARGAS.map((v) => `${v} ${labels.vargas[v]}`).join(', ')
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color="cosmic">
          <IconListDetails size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          <Trans>What the Brihat Kundli contains</Trans>
        </Title>
        <List spacing="xs" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}>
          <List.Item>
            <Trans>Birth chart in North and South Indian styles, planetary positions</Trans>
          </List.Item>
          <List.Item>
            <Trans>All sixteen divisional charts (Shodashavarga): {vargas}</Trans>
          </List.Item>
          <List.Item>
            <Trans>Bhava Chalit with the beginning and middle of every bhava</Trans>
          </List.Item>
          <List.Item>
            <Trans>Lagna and Moon charts, and the Vimshottari dasha to three levels</Trans>
          </List.Item>
          <List.Item>
            <Trans>Ashtakavarga: each planet's points by sign, the Sarvashtakavarga and the pindas</Trans>
          </List.Item>
          <List.Item>
            <Trans>The yogini dasha beside the Vimshottari, with the period running now</Trans>
          </List.Item>
          <List.Item>
            <Trans>Jaimini's chara dasha, sign by sign</Trans>
          </List.Item>
          <List.Item>
            <Trans>Shadbala: each planet's six strengths against its need, and the strength of the houses</Trans>
          </List.Item>
          <List.Item>
            <Trans>The classical yogas the chart forms, explained</Trans>
          </List.Item>
          <List.Item>
            <Trans>The KP chart: cusps, sub lords, significators and ruling planets</Trans>
          </List.Item>
        </List>
      </Stack>
    </Card>
  )
}

/**
 * /brihat-kundli (the form) and /brihat-kundli-results (every varga D1–D60, the Bhava Chalit and the
 * basic kundli). The results page without details in its query string shows the form too.
 */
export function BrihatKundliPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const details = useBirthDetails()
  const openChart = useOpenChart()
  const chart = entry.path === RESULTS_PATH ? kundliRequestOf(details) : null
  const request = chart && { ...chart, with: BRIHAT_BLOCKS }

  return (
    <>
      <div className={classes.noPrint}>
        <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      </div>
      <Container py="xl">
        {request ? (
          <KundliResults
            details={details}
            request={request}
            view="brihat"
            appendix={(kundli) => <ChartBlocks kundli={kundli} />}
          />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card withBorder radius="lg" padding="lg" shadow="sm">
                <Title order={2} size="h3" mb="xs">
                  <Trans>Enter birth details</Trans>
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  <Trans>The divisional charts change every few minutes of birth time: enter it as exactly as you know it.</Trans>
                </Text>
                <BirthDetailsForm
                  initial={details}
                  label={t`Brihat Kundli birth details`}
                  submitLabel={<Trans>Generate Brihat Kundli</Trans>}
                  onSubmit={(next) => openChart(RESULTS_PATH, next)}
                />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Contents />
            </Grid.Col>
          </Grid>
        )}
      </Container>
    </>
  )
}
