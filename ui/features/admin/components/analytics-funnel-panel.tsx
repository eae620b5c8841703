import { useState } from 'react'
import { Alert, Card, Group, Progress, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconFilter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { JourneyStage } from '../../../../core/administration/journey'
import { useServices } from '../../../services/services-context'
import { adminKeys } from '../api/keys'

const STAGE_NAMES: Record<JourneyStage, ReturnType<typeof msg>> = {
  awareness: msg`Awareness`,
  interest: msg`Interest`,
  consideration: msg`Consideration`,
  consultation: msg`Consultation`,
  retention: msg`Retention`,
}

/** The first-party funnel: sessions that reached each journey stage, and the most viewed pages. */
export function AnalyticsFunnelPanel() {
  const { i18n } = useLingui()
  const { admin } = useServices()
  const [days, setDays] = useState('7')
  const funnel = useQuery({ queryKey: adminKeys.funnel(days), queryFn: () => admin.analyticsFunnel(Number(days)) })
  const top = funnel.data ? Math.max(1, ...funnel.data.stages.map((s) => s.sessions)) : 1
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-funnel">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
            <IconFilter size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            <Trans>Visitor journey</Trans>
          </Title>
        </Group>
        <SegmentedControl size="xs" value={days} onChange={setDays} data={[{ value: '1', label: i18n._(msg`Today`) }, { value: '7', label: i18n._(msg`7 days`) }, { value: '30', label: i18n._(msg`30 days`) }]} />
      </Group>
      {funnel.isError && (
        <Alert color="red">
          <Trans>The figures could not be loaded.</Trans>
        </Alert>
      )}
      {!funnel.data ? (
        !funnel.isError && <Skeleton h={160} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-testid="funnel-sessions" data-sessions={funnel.data.sessions}>
              <Trans>{funnel.data.sessions} sessions with consent</Trans>
            </Text>
            {funnel.data.stages.map((s) => (
              <div key={s.stage} data-testid="funnel-stage" data-stage={s.stage} data-sessions={s.sessions} data-events={s.events}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {i18n._(STAGE_NAMES[s.stage])}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Trans>
                      {s.sessions} sessions · {s.events} events
                    </Trans>
                  </Text>
                </Group>
                <Progress value={(s.sessions / top) * 100} color="saffron" size="lg" radius="xl" aria-hidden />
              </div>
            ))}
          </Stack>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Page</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Views</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {funnel.data.topPages.map((p) => (
                <Table.Tr key={p.path}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{p.path}</Table.Td>
                  <Table.Td ta="right">{p.views}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SimpleGrid>
      )}
    </Card>
  )
}
