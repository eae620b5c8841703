import { useMemo } from 'react'
import { Alert, Badge, Card, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { formatDegrees } from '../../../components/jyotish-format'
import { formatLocalDate, formatLongDay } from '../../../components/panchang-time'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { transitsQuery, transitsQueryOptions } from '../api/horoscope-queries'

const STAR_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const

/** /planet-transits: every graha's sidereal place today, its next sign change, and this year's retrogrades. */
export function PlanetTransitsPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const services = useServices()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const query = useMemo(() => transitsQuery(new URLSearchParams(searchStr), i18n.locale), [searchStr, i18n.locale])
  const result = useQuery(transitsQueryOptions(services, query))

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        {result.isPending ? (
          <Skeleton height={600} radius="lg" />
        ) : result.isError ? (
          <Alert color="red" role="alert">
            <Trans>The planets' places could not be loaded. Please try again.</Trans>
          </Alert>
        ) : (
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb={4}>
                <Trans>The planets on {formatLongDay(result.data.date, locale)}</Trans>
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                <Trans>Sidereal zodiac (Lahiri), at midnight in India. ℞ marks a planet moving backwards.</Trans>
              </Text>
              <Table.ScrollContainer minWidth={640}>
                <Table striped verticalSpacing="xs" data-testid="transit-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Trans>Planet</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Sign</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Degree</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Nakshatra</Trans>
                      </Table.Th>
                      <Table.Th>
                        <Trans>Next sign change</Trans>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.planets.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td fw={600}>
                          {labels.planet(p.id)}
                          {p.retrograde && p.id !== 'rahu' && p.id !== 'ketu' ? ' ℞' : ''}
                        </Table.Td>
                        <Table.Td>{labels.sign(p.sign)}</Table.Td>
                        <Table.Td>{formatDegrees(p.degreeInSign)}</Table.Td>
                        <Table.Td>
                          {labels.nakshatra(p.nakshatra)} {p.pada}
                        </Table.Td>
                        <Table.Td>
                          {p.nextIngress ? (
                            <>
                              {labels.sign(p.nextIngress.sign)} · {formatLocalDate(p.nextIngress.at, locale)}
                            </>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text size="xs" c="dimmed" mt="sm">
                {result.data.text.nodes}
              </Text>
            </Card>
            <Card withBorder radius="lg" padding="lg" data-testid="retrograde-periods">
              <Title order={2} size="h4" mb={4}>
                <Trans>Retrograde periods of {result.data.retrogrades.year}</Trans>
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {result.data.text.retrograde}
              </Text>
              <Stack gap={6}>
                {STAR_PLANETS.map((g) => {
                  const runs = result.data.retrogrades.planets[g]
                  return (
                    <Text key={g} size="sm" component="div">
                      <Text span fw={700}>
                        {labels.planet(g)}:
                      </Text>{' '}
                      {runs.length === 0 ? (
                        <Badge size="sm" variant="light" color="teal">
                          <Trans>direct all year</Trans>
                        </Badge>
                      ) : (
                        runs.map((r) => `${formatLocalDate(r.start, locale) || '…'} – ${formatLocalDate(r.end, locale) || '…'}`).join('; ')
                      )}
                    </Text>
                  )
                })}
              </Stack>
            </Card>
          </Stack>
        )}
      </Container>
    </>
  )
}
