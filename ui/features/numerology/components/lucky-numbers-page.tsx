import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClover } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard } from '../../../components/tool-page'
import type { LuckyNumbersAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { luckyNumbersQueryOptions } from '../api/numerology-queries'
import { LuckySet } from './lucky-set'
import { NameDateTool } from './name-date-tool'

function LuckyResult({ answer }: { answer: LuckyNumbersAnswer }) {
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" data-testid="lucky-numbers">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="xl" variant="light" color="teal">
            <IconClover size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} size="h3">
              <Trans>Your lucky numbers</Trans>
            </Title>
            <Group gap={8}>
              {answer.numbers.map((n) => (
                <Badge key={n} size="xl" radius="md" color="teal" variant="filled">
                  {n}
                </Badge>
              ))}
            </Group>
            <Text size="sm">{answer.text.numbers}</Text>
            <Text size="sm" c="dimmed">
              {answer.text.avoid}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 3 }} mt="md" spacing="sm">
          <Stack gap={0} align="center">
            <Text fz={28} fw={800}>
              {answer.mulank}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              <Trans>Mulank</Trans>
            </Text>
          </Stack>
          <Stack gap={0} align="center">
            <Text fz={28} fw={800}>
              {answer.bhagyank}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              <Trans>Bhagyank</Trans>
            </Text>
          </Stack>
          <Stack gap={0} align="center">
            <Text fz={28} fw={800}>
              {answer.nameNumber}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              <Trans>Name number</Trans>
            </Text>
          </Stack>
        </SimpleGrid>
      </Card>
      <LuckySet
        title={<Trans>Days, colours and gems</Trans>}
        lucky={{ numbers: answer.numbers, unfavourable: answer.unfavourable, days: answer.days, colours: answer.colours, gem: answer.numerology.gem }}
      />
      {answer.gems.length > 1 ? (
        <Text size="sm">
          <Trans>Gemstones:</Trans> {answer.gems.map((g) => g.name).join(', ')}
        </Text>
      ) : null}
      {answer.moon ? (
        <Card withBorder radius="lg" padding="lg" data-testid="lucky-moon">
          <Title order={2} size="h4" mb="xs">
            <Trans>From your moon sign, {answer.moon.signName}</Trans>
          </Title>
          <Text size="sm">{answer.moon.text}</Text>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Add your moon sign to include the colours and day of its lord.</Trans>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {answer.disclaimer}
      </Text>
    </Stack>
  )
}

/** /lucky-numbers: numbers, days, colours and gems from numerology and the moon sign. */
export function LuckyNumbersPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <NameDateTool
      entry={entry}
      withMoonSign
      queryOptions={(query) => luckyNumbersQueryOptions(services, query)}
      submitLabel={<Trans>Find my lucky numbers</Trans>}
      about={
        <AboutToolCard
          title={<Trans>Where your lucky numbers come from</Trans>}
          items={[
            <Trans key="1">Your mulank, bhagyank and name number, and the planets that rule them</Trans>,
            <Trans key="2">The numbers of friendly planets, and the ones to avoid</Trans>,
            <Trans key="3">Lucky days, colours and gemstone</Trans>,
            <Trans key="4">With your moon sign: the number, day and colours of its lord</Trans>,
          ]}
        />
      }
    >
      {(answer) => <LuckyResult answer={answer} />}
    </NameDateTool>
  )
}
