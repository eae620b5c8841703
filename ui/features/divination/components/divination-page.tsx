import { useMemo } from 'react'
import { Alert, Badge, Button, Card, Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconCards, IconLink, IconRefresh } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { useCopyLink } from '../../../components/use-copy-link'
import type { TarotDrawAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { tarotDrawQueryOptions } from '../api/divination-queries'
import { newSeed, parseTarotSearch, type Spread } from '../utils/tarot-search'
import { TarotCardArt } from './tarot-card-art'

type DrawnCard = TarotDrawAnswer['cards'][number]

function DrawnCardView({ card, index }: { card: DrawnCard; index: number }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="tarot-card">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <TarotCardArt card={card} width={96} />
        <Stack gap={4} miw={0}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {index + 1}. {card.positionName}
          </Text>
          <Title order={3} size="h5" data-testid="tarot-card-name">
            {card.name}
          </Title>
          <Group gap={4}>
            <Badge size="xs" variant="light" color={card.reversed ? 'grape' : 'teal'}>
              {card.orientation}
            </Badge>
            <Badge size="xs" variant="outline" color="gray">
              {card.arcanaName}
            </Badge>
          </Group>
          <Text size="sm">{card.meaning}</Text>
          <Text size="xs" c="dimmed">
            {card.reversed ? <Trans>Upright: {card.upright}</Trans> : <Trans>Reversed: {card.reversedMeaning}</Trans>}
          </Text>
        </Stack>
      </Group>
    </Card>
  )
}

function Reading({ spread, seed }: { spread: Spread; seed: string }) {
  const { i18n } = useLingui()
  const services = useServices()
  const copyLink = useCopyLink()
  const result = useQuery(tarotDrawQueryOptions(services, { spread, seed, lang: i18n.locale }))
  if (result.isPending) return <Skeleton height={480} radius="lg" />
  if (result.isError)
    return (
      <Alert color="red" role="alert">
        <Trans>The cards could not be drawn. Please try again.</Trans>
      </Alert>
    )
  const answer = result.data
  return (
    <Stack gap="md" data-testid="tarot-reading">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{answer.description}</Text>
        <Button variant="default" size="xs" leftSection={<IconLink size={14} aria-hidden />} onClick={() => void copyLink()} data-print="hide">
          <Trans>Copy link to this reading</Trans>
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: answer.cards.length === 1 ? 1 : 2, lg: answer.cards.length >= 3 ? 3 : answer.cards.length }} spacing="md">
        {answer.cards.map((card, i) => (
          <DrawnCardView key={card.id} card={card} index={i} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {answer.disclaimer}
      </Text>
    </Stack>
  )
}

/**
 * /divination and /hindi/tarot-reading: a tarot reading from the full 78-card deck. "Draw" picks a fresh
 * random seed in the browser and puts it in the URL (`?spread=three&seed=…`): the server deals from it,
 * and the same link shows the same cards to anyone it is shared with.
 */
export function DivinationPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const location = useRouterState({ select: (s) => s.location })
  const search = useMemo(() => parseTarotSearch(new URLSearchParams(location.searchStr)), [location.searchStr])
  // The page's own path (with its language prefix): /hindi/tarot-reading stays where it is.
  const path = location.pathname
  const draw = (spread: Spread) => void router.navigate({ href: `${path}?spread=${spread}&seed=${newSeed()}` })

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" shadow="sm">
            <Group gap="md" wrap="wrap" justify="space-between" align="flex-end">
              <Stack gap={6}>
                <Title order={2} size="h4">
                  <Trans>Choose a spread and draw</Trans>
                </Title>
                <Text size="sm" c="dimmed">
                  <Trans>Think of your question, then draw. The deck is shuffled fairly each time.</Trans>
                </Text>
                <SegmentedControl
                  aria-label={t`Spread`}
                  value={search.spread}
                  onChange={(value) => void router.navigate({ href: `${path}?spread=${value}`, replace: true })}
                  data={[
                    { value: 'one', label: t`One card` },
                    { value: 'three', label: t`Past, present, future` },
                    { value: 'celtic', label: t`Celtic cross` },
                  ]}
                />
              </Stack>
              <Button size="md" radius="xl" color="saffron" leftSection={search.seed ? <IconRefresh size={18} aria-hidden /> : <IconCards size={18} aria-hidden />} onClick={() => draw(search.spread)}>
                {search.seed ? <Trans>Draw again</Trans> : <Trans>Draw cards</Trans>}
              </Button>
            </Group>
          </Card>
          {search.seed ? (
            <Reading spread={search.spread} seed={search.seed} />
          ) : (
            <Group gap="sm" justify="center" py="lg" aria-hidden>
              {['the-star', 'ace-of-cups', 'queen-of-wands'].map((id, i) => (
                <TarotCardArt key={id} card={{ id, arcana: i === 0 ? 'major' : 'minor', number: 17, suit: i === 1 ? 'cups' : 'wands', rank: i === 1 ? 'ace' : 'queen' }} width={110} />
              ))}
            </Group>
          )}
        </Stack>
      </Container>
    </>
  )
}
