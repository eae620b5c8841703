import type { ReactNode } from 'react'
import { Badge, Card, Group, SimpleGrid, Stack, Table, Tabs, Text, ThemeIcon, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard } from '../../../components/tool-page'
import type { NumerologyAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { numerologyQueryOptions } from '../api/numerology-queries'
import { LuckySet } from './lucky-set'
import { NameDateTool } from './name-date-tool'

type Meaning = NumerologyAnswer['meanings']['mulank']

/** One of the core numbers: big figure, its planet, and what it means. */
function NumberCard({ label, number, meaning, intro, extra, testId }: { label: ReactNode; number: number; meaning: Omit<Meaning, 'intro'>; intro: string; extra?: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={64} radius="xl" variant="gradient" gradient={{ from: 'cosmic.7', to: 'saffron.5', deg: 135 }}>
          <Text fz={30} fw={800} c="white" data-testid={`${testId}-number`}>
            {number}
          </Text>
        </ThemeIcon>
        <Stack gap={2}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {label}
          </Text>
          <Title order={3} size="h4">
            {meaning.title}
          </Title>
          <Badge variant="light" color="saffron" size="sm" w="fit-content">
            {meaning.planetName}
          </Badge>
        </Stack>
      </Group>
      <Text size="sm" mt="sm">
        {intro}
      </Text>
      <Text size="sm" mt="xs">
        {meaning.nature}
      </Text>
      <SimpleGrid cols={1} spacing={4} mt="xs">
        <Text size="sm">
          <Text span fw={600}>
            <Trans>Strengths:</Trans>
          </Text>{' '}
          {meaning.strengths}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            <Trans>Challenges:</Trans>
          </Text>{' '}
          {meaning.challenges}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            <Trans>Work that suits:</Trans>
          </Text>{' '}
          {meaning.career}
        </Text>
      </SimpleGrid>
      {extra}
    </Card>
  )
}

/** The letters of the name with their values under one system, and the sum. */
function LetterTable({ reading }: { reading: NumerologyAnswer['name']['pythagorean'] }) {
  const { t } = useLingui()
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder withColumnBorders ta="center" fz="sm" aria-label={t`Letter values`}>
        <Table.Tbody>
          <Table.Tr>
            {reading.letters.map((l, i) => (
              <Table.Td key={i} fw={600}>
                {l.letter}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            {reading.letters.map((l, i) => (
              <Table.Td key={i}>{l.value}</Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function NameSystems({ answer }: { answer: NumerologyAnswer }) {
  const { t } = useLingui()
  const systems = [
    { id: 'chaldean', label: t`Chaldean (Cheiro)`, reading: answer.name.chaldean, text: answer.meanings.name.chaldean },
    { id: 'pythagorean', label: t`Pythagorean`, reading: answer.name.pythagorean, text: answer.meanings.name.pythagorean },
  ] as const
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="name-systems">
      <Title order={2} size="h4" mb="xs">
        <Trans>How your name adds up</Trans>
      </Title>
      <Tabs defaultValue="chaldean" keepMounted>
        <Tabs.List>
          {systems.map((s) => (
            <Tabs.Tab key={s.id} value={s.id}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {systems.map((s) => (
          <Tabs.Panel key={s.id} value={s.id} pt="sm">
            <LetterTable reading={s.reading} />
            <Text size="sm" mt="xs">
              {s.text}
            </Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  )
}

function NumerologyResult({ answer }: { answer: NumerologyAnswer }) {
  const m = answer.meanings
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <NumberCard testId="mulank" label={<Trans>Mulank (psychic number)</Trans>} number={answer.mulank} meaning={m.mulank} intro={m.mulank.intro} />
        <NumberCard
          testId="bhagyank"
          label={<Trans>Bhagyank (destiny number)</Trans>}
          number={answer.bhagyank}
          meaning={m.bhagyank}
          intro={m.bhagyank.intro}
          extra={
            m.master.bhagyank ? (
              <Text size="sm" mt="xs" fs="italic">
                {m.master.bhagyank}
              </Text>
            ) : null
          }
        />
        <NumberCard
          testId="name-number"
          label={<Trans>Name number</Trans>}
          number={m.name.number}
          meaning={m.name}
          intro={m.nameHarmony}
          extra={
            m.master.name ? (
              <Text size="sm" mt="xs" fs="italic">
                {m.master.name}
              </Text>
            ) : null
          }
        />
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Text size="sm">{m.harmony}</Text>
      </Card>
      <NameSystems answer={answer} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="lg" data-testid="compound">
          <Title order={2} size="h4" mb="xs">
            <Trans>Compound numbers</Trans>
          </Title>
          {answer.compound.name !== null && m.compound.name ? (
            <Text size="sm" mb="xs">
              <Text span fw={700}>
                <Trans>Name {answer.compound.name}:</Trans>
              </Text>{' '}
              {m.compound.name}
            </Text>
          ) : null}
          {answer.compound.birthDay !== null && m.compound.birthDay ? (
            <Text size="sm">
              <Text span fw={700}>
                <Trans>Birth day {answer.compound.birthDay}:</Trans>
              </Text>{' '}
              {m.compound.birthDay}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Born on a single-digit day: the birth day has no compound number.</Trans>
            </Text>
          )}
        </Card>
        <Card withBorder radius="lg" padding="lg" data-testid="personal-year">
          <Title order={2} size="h4" mb="xs">
            <Trans>Personal year {answer.personalYear}</Trans>
          </Title>
          <Text size="sm" fw={600}>
            {m.personalYear.intro}
          </Text>
          <Text size="sm" mt={4}>
            {m.personalYear.text}
          </Text>
        </Card>
      </SimpleGrid>
      <LuckySet lucky={answer.lucky} />
      <Text size="xs" c="dimmed">
        {answer.disclaimer}
      </Text>
    </Stack>
  )
}

/** /numerology: mulank, bhagyank, the name numbers under both systems, compound numbers and the personal year. */
export function NumerologyPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <NameDateTool
      entry={entry}
      queryOptions={(query) => numerologyQueryOptions(services, query)}
      submitLabel={<Trans>Calculate my numbers</Trans>}
      about={
        <AboutToolCard
          title={<Trans>Your numerology reading</Trans>}
          items={[
            <Trans key="1">Mulank (psychic number) from your day of birth</Trans>,
            <Trans key="2">Bhagyank (destiny number) from your full date of birth</Trans>,
            <Trans key="3">Your name number by the Chaldean (Cheiro) and Pythagorean systems, letter by letter</Trans>,
            <Trans key="4">Compound numbers, master numbers and your personal year</Trans>,
            <Trans key="5">Lucky numbers, days, colours and gemstone</Trans>,
          ]}
        />
      }
    >
      {(answer) => <NumerologyResult answer={answer} />}
    </NameDateTool>
  )
}
