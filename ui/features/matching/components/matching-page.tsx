import { useMemo, type ReactNode } from 'react'
import { Card, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck, IconHeartHandshake } from '@tabler/icons-react'
import { useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { MatchingForm } from '../../../components/birth/matching-form'
import { matchingApiQuery, parseMatchingSearch } from '../../../components/birth/matching-search'
import { PageHero } from '../../../components/page-hero'
import classes from './matching.module.css'
import { MatchingResults } from './matching-results'

/** What a matching report holds, beside the empty form. */
function WhatYouGet() {
  const items: ReactNode[] = [
    <Trans key="1">Ashtakoota guna milan: all eight kootas, 36 points, with what each one means</Trans>,
    <Trans key="2">Nadi, bhakoot and gana dosha, with the classical exceptions that cancel them</Trans>,
    <Trans key="3">The South Indian 10 porutham, including rajju and vedha</Trans>,
    <Trans key="4">Manglik (kuja) dosha for both partners from the lagna, the Moon and Venus</Trans>,
    <Trans key="5">Both partners' birth charts in North and South Indian style</Trans>,
  ]
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="xl" variant="light" color="pink">
          <IconHeartHandshake size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          <Trans>Your free matching report includes</Trans>
        </Title>
        <List spacing="xs" size="sm" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}>
          {items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          <Trans>Sidereal zodiac with the Lahiri ayanamsa. Moon signs and nakshatras are the ones of your free kundli for the same birth.</Trans>
        </Text>
      </Stack>
    </Card>
  )
}

/**
 * /kundli-matching and /match-making. Without both births in the query string it shows the
 * matching form, pre-filled with whatever the link carried; with them, the match.
 */
export function MatchingPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const details = useMemo(() => parseMatchingSearch(new URLSearchParams(searchStr)), [searchStr])
  const query = matchingApiQuery(details, i18n.locale)
  const title = i18n._(entry.title)

  if (!query) {
    return (
      <>
        <PageHero title={title} subtitle={i18n._(entry.description)} />
        <Container py="xl">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card withBorder radius="lg" padding="lg" shadow="sm">
                <Title order={2} size="h3" mb="xs">
                  <Trans>Enter both partners' birth details</Trans>
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  <Trans>Choose each birth place from the suggestions. The birth time decides the Moon's nakshatra and the lagna, so enter it as exactly as you can.</Trans>
                </Text>
                <MatchingForm initial={details} />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <WhatYouGet />
            </Grid.Col>
          </Grid>
        </Container>
      </>
    )
  }

  return (
    <>
      <div className={classes.noPrint}>
        <PageHero title={title} />
      </div>
      <Container py="xl">
        <MatchingResults details={details} query={query} />
      </Container>
    </>
  )
}
