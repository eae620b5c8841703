import { Alert, Anchor, Button, Card, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCalendarEvent } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { addDays } from '../../../../core/jyotish/panchang/clock'
import type { RouteEntry } from '../../../app/route-table'
import { FestivalEntry } from '../../../components/festival-entry'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { todayInZone } from '../../../components/panchang-time'
import { useServices } from '../../../services/services-context'
import { NEW_DELHI, thisYear, topicFestivalsQueryOptions } from '../api/topic-queries'

/** How far ahead the page looks. */
const DAYS_AHEAD = 45

/** The festivals, vrats, sankrantis and eclipses of the next weeks in New Delhi, from this year's and next year's calendars. */
function Upcoming() {
  const services = useServices()
  const year = thisYear()
  const now = useQuery(topicFestivalsQueryOptions(services, year, NEW_DELHI))
  const next = useQuery(topicFestivalsQueryOptions(services, year + 1, NEW_DELHI))
  if (now.isPending || next.isPending) return <Skeleton height={420} radius="lg" />
  if (now.isError || next.isError)
    return (
      <Alert color="red" role="alert">
        <Trans>The festival dates could not be loaded. Please try again.</Trans>
      </Alert>
    )
  const today = todayInZone('Asia/Kolkata')
  const until = addDays(today, DAYS_AHEAD)
  const list = [...now.data, ...next.data].filter((f) => f.date >= today && f.date <= until)
  return (
    <div data-testid="upcoming-festivals">
      {list.map((f) => (
        <FestivalEntry key={`${f.id}-${f.date}`} entry={f} />
      ))}
      {list.length === 0 && (
        <Text c="dimmed">
          <Trans>Nothing in the next few weeks. See the full calendar.</Trans>
        </Text>
      )}
    </div>
  )
}

/** /festivals: what is coming up, the festival guides for this year and the planning tools. */
export function FestivalsHubPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const year = thisYear()
  const guides = [
    { to: `/topics/navratri-${year}`, label: t`Navratri ${year}` },
    { to: `/topics/diwali-${year}-muhurat`, label: t`Diwali ${year} muhurat` },
    { to: `/topics/holi-${year}-date`, label: t`Holi ${year}` },
    { to: `/topics/karva-chauth-${year}`, label: t`Karva Chauth ${year}` },
    { to: '/topics/solar-eclipse-effects', label: t`Solar eclipses` },
    { to: '/topics/lunar-eclipse-effects', label: t`Lunar eclipses` },
  ]
  const tools = [
    { to: `/year-${year}/festivals`, label: t`The full festival calendar of ${year}` },
    { to: '/panchang/month', label: t`Printable monthly panchang` },
    { to: '/shubh-muhurat', label: t`Shubh muhurat for weddings, griha pravesh and more` },
    { to: '/panchang', label: t`Today's panchang` },
  ]
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h3" mb={4}>
                <Trans>Coming up in the next {DAYS_AHEAD} days</Trans>
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                <Trans>Dates and muhurats for New Delhi, computed from the panchang. The full calendar lets you choose your city.</Trans>
              </Text>
              <Upcoming />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  <Trans>Festival guides</Trans>
                </Title>
                <SimpleGrid cols={1} spacing="xs">
                  {guides.map((g) => (
                    <Button key={g.to} component={LocalLink} to={g.to} variant="light" color="saffron" justify="space-between" rightSection={<IconArrowRight size={16} />}>
                      {g.label}
                    </Button>
                  ))}
                </SimpleGrid>
              </Card>
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  <Trans>Plan with the panchang</Trans>
                </Title>
                <Stack gap="sm">
                  {tools.map((g) => (
                    <Anchor key={g.to} component={LocalLink} to={g.to} fw={600}>
                      <Group gap={8} wrap="nowrap" component="span">
                        <IconCalendarEvent size={16} style={{ flexShrink: 0 }} aria-hidden />
                        {g.label}
                      </Group>
                    </Anchor>
                  ))}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
