import { useState } from 'react'
import { Anchor, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { rashiChartModel } from '../../../components/chart-model'
import type { MatchingPartner, MatchingDetails } from '../../../components/birth/matching-search'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { NorthIndianChart } from '../../../components/north-indian-chart'
import { SouthIndianChart } from '../../../components/south-indian-chart'
import type { MatchAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { partnerKundliQueryOptions, partnerKundliRequest } from '../api/get-matching'
import classes from './matching.module.css'

type Style = 'north' | 'south'

/** The /kundli link of a partner's birth (the shared link's names), to open the full chart. */
function kundliLink(p: MatchingPartner): string {
  const params = new URLSearchParams({
    name: p.name,
    date: p.date,
    time: p.time,
    location: p.place,
    latitude: String(p.latitude ?? ''),
    longitude: String(p.longitude ?? ''),
  })
  return `/kundli?${params.toString()}`
}

function PartnerChart({ partner, title, style, who }: { partner: MatchingPartner; title: string; style: Style; who: 'boy' | 'girl' }) {
  const services = useServices()
  const labels = useJyotishLabels()
  const request = partnerKundliRequest(partner)
  const chart = useQuery({ ...partnerKundliQueryOptions(services, request ?? { date: '', time: '', lat: 0, lon: 0 }), enabled: request !== null })
  return (
    <Card withBorder radius="lg" padding="md" className={classes.partnerCard} data-partner={who}>
      <Stack gap="xs" align="center">
        <Title order={3} size="h5">
          {title}
        </Title>
        {chart.data ? (
          style === 'north' ? (
            <NorthIndianChart model={rashiChartModel(chart.data)} labels={labels} title={title} testId={`${who}-chart`} />
          ) : (
            <SouthIndianChart model={rashiChartModel(chart.data)} labels={labels} title={title} testId={`${who}-chart`} />
          )
        ) : chart.isError ? (
          <Text size="sm" c="red">
            <Trans>This chart could not be drawn.</Trans>
          </Text>
        ) : (
          <Skeleton height={300} width="100%" radius="md" />
        )}
        <Anchor component={LocalLink} to={kundliLink(partner)} size="sm" className={classes.noPrint}>
          <Trans>Open the full kundli</Trans>
        </Anchor>
      </Stack>
    </Card>
  )
}

/** Both partners' birth charts, North or South Indian style. */
export function PartnerCharts({ details, answer }: { details: MatchingDetails; answer: MatchAnswer }) {
  const { t } = useLingui()
  const [style, setStyle] = useState<Style>('north')
  return (
    <Stack gap="md">
      <Group justify="space-between" className={classes.noPrint}>
        <Text size="sm" c="dimmed">
          <Trans>Lagna (birth) charts. The Moon's sign and nakshatra decide the kootas; Mars from the lagna, the Moon and Venus decides manglik dosha.</Trans>
        </Text>
        <SegmentedControl
          value={style}
          onChange={(v) => setStyle(v as Style)}
          data={[
            { value: 'north', label: t`North Indian` },
            { value: 'south', label: t`South Indian` },
          ]}
          aria-label={t`Chart style`}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PartnerChart partner={details.boy} who="boy" style={style} title={answer.boy.name ?? t`Boy`} />
        <PartnerChart partner={details.girl} who="girl" style={style} title={answer.girl.name ?? t`Girl`} />
      </SimpleGrid>
    </Stack>
  )
}
