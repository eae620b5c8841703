import { useMemo } from 'react'
import { Alert, Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { PageHero } from '../../../components/page-hero'
import { YearSwitcher } from '../../../components/year-switcher'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { tarotYearQueryOptions } from '../api/divination-queries'
import { tarotPageYear } from '../utils/tarot-search'
import { TarotCardArt } from './tarot-card-art'

/** 'January' in the page's language, for a month 1–12 (UTC, so server and browser agree). */
function monthName(month: number, locale: string): string {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleDateString(locale, { month: 'long', timeZone: 'UTC' })
}

/** /year-{YYYY}/tarot (and /tarot-{YYYY}): a card for each month of the year (`?year=` shows another year). */
export function TarotYearPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const { language } = useLanguage()
  const services = useServices()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const params = useParams({ strict: false }) as Record<string, string>
  const year = useMemo(() => tarotPageYear(new URLSearchParams(searchStr), Number(params.year)), [searchStr, params.year])
  const result = useQuery(tarotYearQueryOptions(services, { year: String(year), lang: i18n.locale }))
  const locale = DISPLAY_LOCALES[language]

  return (
    <>
      <PageHero title={i18n._({ ...entry.title, values: { year } })} subtitle={<Trans>A tarot card for each month of {year}, the same for every reader.</Trans>}>
        <YearSwitcher path={entry.path} year={year} />
      </PageHero>
      <Container py="xl">
        {result.isPending ? (
          <Skeleton height={700} radius="lg" />
        ) : result.isError ? (
          <Alert color="red" role="alert">
            <Trans>This year's cards could not be loaded. Please try again.</Trans>
          </Alert>
        ) : (
          <Stack gap="lg">
            <Text>{result.data.intro}</Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {result.data.months.map((card) => (
                <Card key={card.month} withBorder radius="lg" padding="md" data-testid={`month-${card.month}`}>
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <TarotCardArt card={card} width={84} />
                    <Stack gap={4} miw={0}>
                      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                        {monthName(card.month, locale)}
                      </Text>
                      <Title order={2} size="h5">
                        {card.name}
                      </Title>
                      <Badge size="xs" variant="light" color={card.reversed ? 'grape' : 'teal'} w="fit-content">
                        {card.orientation}
                      </Badge>
                      <Text size="sm">{card.meaning}</Text>
                    </Stack>
                  </Group>
                </Card>
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
