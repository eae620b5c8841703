import { useMemo } from 'react'
import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { YearSwitcher } from '../../../components/year-switcher'
import type { NumerologyYearAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { numerologyYearQueryOptions } from '../api/numerology-queries'
import { pageYear } from '../utils/numerology-search'


const RELATION_COLOR: Record<string, string> = { friend: 'teal', neutral: 'gray', enemy: 'orange', same: 'saffron' }

function Forecast({ forecast }: { forecast: NumerologyYearAnswer['forecasts'][number] }) {
  return (
    <Card withBorder radius="lg" padding="lg" id={`number-${forecast.number}`} data-testid={`forecast-${forecast.number}`}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={52} radius="xl" variant="gradient" gradient={{ from: 'cosmic.7', to: 'saffron.5', deg: 135 }}>
          <Text fz={26} fw={800} c="white">
            {forecast.number}
          </Text>
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} size="h4">
            <Trans>
              Mulank {forecast.number}: {forecast.title}
            </Trans>
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="saffron" size="sm">
              {forecast.planetName}
            </Badge>
            <Badge variant="light" color={RELATION_COLOR[forecast.relation] ?? 'gray'} size="sm">
              <Trans>Year theme {forecast.yearNumber}</Trans>
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Text size="sm" mt="sm" fw={600}>
        {forecast.intro}
      </Text>
      <Text size="sm" mt={4}>
        {forecast.theme}
      </Text>
      <Text size="sm" mt={4} c="dimmed">
        {forecast.relationText}
      </Text>
      <Group gap={6} mt="sm">
        {forecast.lucky.numbers.map((n) => (
          <Badge key={n} variant="outline" color="teal">
            {n}
          </Badge>
        ))}
        {forecast.lucky.colours.map((c) => (
          <Badge key={c.id} variant="outline" color="saffron">
            {c.name}
          </Badge>
        ))}
      </Group>
    </Card>
  )
}

/** /year-{YYYY}/numerology (and /numerology-{YYYY}): the year's number and a forecast for each mulank (`?year=` shows another year). */
export function NumerologyYearPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const params = useParams({ strict: false }) as Record<string, string>
  const year = useMemo(() => pageYear(new URLSearchParams(searchStr), Number(params.year)), [searchStr, params.year])
  const result = useQuery(numerologyYearQueryOptions(services, { year: String(year), lang: i18n.locale }))

  return (
    <>
      <PageHero title={i18n._({ ...entry.title, values: { year } })} subtitle={<Trans>What {year} holds for each numerology number, from 1 to 9.</Trans>}>
        <YearSwitcher path={entry.path} year={year} />
      </PageHero>
      <Container py="xl">
        {result.isPending ? (
          <Skeleton height={600} radius="lg" />
        ) : result.isError ? (
          <Alert color="red" role="alert">
            <Trans>This year's numerology could not be loaded. Please try again.</Trans>
          </Alert>
        ) : (
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg" data-testid="universal-year">
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={64} radius="xl" color="saffron">
                  <Text fz={30} fw={800} c="white">
                    {result.data.universalYear}
                  </Text>
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2} size="h3">
                    <Trans>The universal year of {year}</Trans>
                  </Title>
                  <Text size="sm">{result.data.universal}</Text>
                </Stack>
              </Group>
              <Group mt="md" gap="xs">
                <Text size="sm">
                  <Trans>Your mulank is the sum of the digits of your birth day (born on the 23rd: 2 + 3 = 5).</Trans>
                </Text>
                <Button component={LocalLink} to="/numerology" variant="light" size="xs" color="cosmic">
                  <Trans>Find my numbers</Trans>
                </Button>
              </Group>
            </Card>
            <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
              {result.data.forecasts.map((f) => (
                <Forecast key={f.number} forecast={f} />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {result.data.disclaimer}
            </Text>
          </Stack>
        )}
      </Container>
    </>
  )
}
