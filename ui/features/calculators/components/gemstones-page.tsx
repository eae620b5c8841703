import type { ReactNode } from 'react'
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconDiamond } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard, BirthToolPage } from '../../../components/birth/birth-tool-page'
import type { GemstonesAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { gemstonesQueryOptions } from '../api/calculator-queries'

type Stone = GemstonesAnswer['recommended'][number]

const VERDICT_COLOR: Record<'recommended' | 'caution' | 'avoid', string> = { recommended: 'teal', caution: 'yellow', avoid: 'red' }

function StoneCard({ stone, verdict }: { stone: Stone; verdict: keyof typeof VERDICT_COLOR }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={`gem-${stone.gem.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconDiamond size={28} color={`var(--mantine-color-${VERDICT_COLOR[verdict]}-6)`} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4}>
          <Text fw={700}>{stone.gem.name}</Text>
          <Text size="xs" c="dimmed">
            <Trans>
              {stone.planetName} · house {stone.placement.house}, {stone.placement.signName}, {stone.placement.dignityName}
            </Trans>
          </Text>
          <Text size="sm">{stone.gem.about}</Text>
          <List size="sm" spacing={2}>
            {stone.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
          {verdict !== 'avoid' ? (
            <>
              <Text size="sm" mt={4}>
                {stone.wearing.text}
              </Text>
              {stone.notes.map((note) => (
                <Text size="xs" c="dimmed" key={note}>
                  {note}
                </Text>
              ))}
            </>
          ) : null}
        </Stack>
      </Group>
    </Card>
  )
}

function Group3({ title, badge, color, stones, verdict }: { title: ReactNode; badge: ReactNode; color: string; stones: Stone[]; verdict: keyof typeof VERDICT_COLOR }) {
  if (stones.length === 0) return null
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={color} variant="light">
          {badge}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {stones.map((stone) => (
          <StoneCard key={stone.planet} stone={stone} verdict={verdict} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

function GemstonesResult({ answer }: { answer: GemstonesAnswer }) {
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="lg" data-testid="gem-summary">
        <Title order={2} size="h3" mb="xs">
          <Trans>
            Gemstones for a {answer.ascendant.signName} lagna
          </Trans>
        </Title>
        <Text size="sm">{answer.summary}</Text>
      </Card>
      <Group3 title={<Trans>Stones that suit you</Trans>} badge={<Trans>recommended</Trans>} color="teal" stones={answer.recommended} verdict="recommended" />
      <Group3 title={<Trans>Only with care</Trans>} badge={<Trans>caution</Trans>} color="yellow" stones={answer.caution} verdict="caution" />
      <Group3 title={<Trans>Stones to avoid</Trans>} badge={<Trans>avoid</Trans>} color="red" stones={answer.avoid} verdict="avoid" />
      <Card withBorder radius="lg" padding="md">
        <List size="sm" spacing={4}>
          <List.Item>{answer.notes.trial}</List.Item>
          <List.Item>{answer.notes.quality}</List.Item>
        </List>
        <Text size="xs" c="dimmed" mt="xs">
          {answer.disclaimer}
        </Text>
      </Card>
    </Stack>
  )
}

/** /gemstones: stones by the lagna lord and the functional benefics, with cautions and how to wear them. */
export function GemstonesPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <BirthToolPage
      entry={entry}
      queryOptions={(query) => gemstonesQueryOptions(services, query)}
      submitLabel={<Trans>Find my gemstones</Trans>}
      about={
        <AboutToolCard
          title={<Trans>How your gemstones are chosen</Trans>}
          items={[
            <Trans key="1">From your lagna lord and the functional benefics of your ascendant</Trans>,
            <Trans key="2">Never the stone of a maraka (the lords of the 2nd and 7th) or a dusthana lord</Trans>,
            <Trans key="3">Rahu and Ketu stones only with care</Trans>,
            <Trans key="4">How to wear each stone: metal, finger, day and weight, with affordable substitutes</Trans>,
          ]}
        />
      }
    >
      {(answer) => <GemstonesResult answer={answer} />}
    </BirthToolPage>
  )
}
