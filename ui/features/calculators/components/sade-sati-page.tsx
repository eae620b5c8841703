import type { ReactNode } from 'react'
import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconHourglassHigh, IconPlanet } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard, BirthToolPage } from '../../../components/birth/birth-tool-page'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { formatLocalDate, formatLocalMoment } from '../../../components/panchang-time'
import { useLanguage } from '../../../i18n/language'
import type { SadeSatiAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { sadeSatiQueryOptions } from '../api/calculator-queries'

type Period = SadeSatiAnswer['periods'][number]
type Phase = Period['phase']

function usePhaseName(): (phase: Phase) => string {
  const { t } = useLingui()
  const names: Record<Phase, string> = {
    rising: t`Rising (12th from the Moon)`,
    peak: t`Peak (over the Moon)`,
    setting: t`Setting (2nd from the Moon)`,
    kantaka: t`Kantaka shani (4th)`,
    ashtama: t`Ashtama shani (8th)`,
  }
  return (phase) => names[phase]
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  )
}

function SadeSatiResult({ answer }: { answer: SadeSatiAnswer }) {
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const phaseName = usePhaseName()
  const current = answer.current
  const running = current?.kind === 'sadeSati'
  const isCurrent = (p: Period) => current !== null && p.start === current.start && p.end === current.end

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" data-testid="sade-sati-status">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="xl" variant="light" color={running ? 'orange' : current ? 'yellow' : 'teal'}>
            <IconHourglassHigh size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {running ? <Trans>Sade sati is running now</Trans> : current ? <Trans>Dhaiya is running now</Trans> : <Trans>No sade sati is running now</Trans>}
            </Title>
            <Text size="sm">{answer.text.current}</Text>
            {current ? <CurrentBindus sign={labels.sign(current.sign)} bindus={current.bindus} /> : null}
            <Text size="sm" c="dimmed">
              {answer.text.summary}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md" spacing="md">
          <Fact label={<Trans>Moon sign</Trans>}>{labels.sign(answer.moonSign)}</Fact>
          {current ? (
            <Fact label={<Trans>Current phase ends</Trans>}>{formatLocalDate(current.end, locale)}</Fact>
          ) : null}
          <Fact label={<Trans>Next sade sati</Trans>}>
            {answer.nextSadeSati ? (
              <Trans>
                {formatLocalDate(answer.nextSadeSati.start, locale)} to {formatLocalDate(answer.nextSadeSati.end, locale)}
              </Trans>
            ) : (
              <Trans>None before 2400</Trans>
            )}
          </Fact>
        </SimpleGrid>
      </Card>

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="xs">
          <Trans>Every sade sati and dhaiya of this life</Trans>
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          <Trans>
            Saturn's exact sidereal ingresses from {answer.range.from} to {answer.range.to}. A phase that restarts after Saturn turns back retrograde is its own row.
          </Trans>{' '}
          <Trans>
            Bindus are the points your birth chart's ashtakavarga gives the sign: Saturn's own out of 8, the sarvashtakavarga's in brackets. Four or more of Saturn's ease the stay; fewer make it weigh more.
          </Trans>
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="sade-sati-periods">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Phase</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Saturn in</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Bindus</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Starts</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Ends</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.periods.map((period) => (
                <Table.Tr key={`${period.start}-${period.phase}`} data-current={isCurrent(period) || undefined} fw={isCurrent(period) ? 700 : undefined}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="sm" variant="light" color={period.kind === 'sadeSati' ? 'orange' : 'gray'}>
                        {period.kind === 'sadeSati' ? <Trans>Sade sati</Trans> : <Trans>Dhaiya</Trans>}
                      </Badge>
                      <Text size="sm">{phaseName(period.phase)}</Text>
                      {period.retrogradeEntry ? (
                        <Badge size="xs" variant="outline" color="grape">
                          <Trans>retrograde re-entry</Trans>
                        </Badge>
                      ) : null}
                      {isCurrent(period) ? (
                        <Badge size="xs" color="saffron">
                          <Trans>now</Trans>
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{labels.sign(period.sign)}</Table.Td>
                  <Table.Td data-testid="saturn-bindus" data-saturn={period.bindus.saturn} data-sarva={period.bindus.sarva}>
                    <Badge size="sm" variant="light" color={period.bindus.saturn >= 4 ? 'teal' : 'red'}>
                      {period.bindus.saturn}
                    </Badge>{' '}
                    <Text span size="xs" c="dimmed">
                      ({period.bindus.sarva})
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatLocalMoment(period.start, locale)}</Table.Td>
                  <Table.Td>{formatLocalMoment(period.end, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {answer.cycles.length > 0 ? (
          <Text size="sm" mt="sm">
            <Trans>Full sade sati cycles:</Trans>{' '}
            {answer.cycles.map((cycle, i) => (
              <span key={cycle.start}>
                {i > 0 ? '; ' : ''}
                {formatLocalDate(cycle.start, locale)} – {formatLocalDate(cycle.end, locale)} (
                <Trans>{cycle.years} years</Trans>)
              </span>
            ))}
          </Text>
        ) : null}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="xs">
            <Trans>What each phase brings</Trans>
          </Title>
          <Text size="sm" mb="sm">
            {answer.text.rule}
          </Text>
          <List size="sm" spacing={6}>
            {(Object.keys(answer.text.phases) as Phase[]).map((phase) => (
              <List.Item key={phase}>{answer.text.phases[phase]}</List.Item>
            ))}
          </List>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Group gap="xs" mb="xs">
            <IconPlanet size={20} aria-hidden />
            <Title order={2} size="h4">
              <Trans>Remedies</Trans>
            </Title>
          </Group>
          <List size="sm" spacing={6}>
            {answer.text.remedies.map((remedy) => (
              <List.Item key={remedy}>{remedy}</List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            {answer.text.tradition}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}

/** How the running stay reads in the natal ashtakavarga: "Saturn transits Aquarius, a sign with 2 of its 8 bindus". */
function CurrentBindus({ sign, bindus }: { sign: string; bindus: { saturn: number; sarva: number } }) {
  const { saturn, sarva } = bindus
  return (
    <Text size="sm" data-testid="current-bindus">
      {saturn >= 4 ? (
        <Trans>
          Saturn transits {sign}, a sign with {saturn} of its 8 bindus in your ashtakavarga ({sarva} in the sarvashtakavarga): the stay is eased.
        </Trans>
      ) : (
        <Trans>
          Saturn transits {sign}, a sign with only {saturn} of its 8 bindus in your ashtakavarga ({sarva} in the sarvashtakavarga): the stay weighs more, so go steadily.
        </Trans>
      )}
    </Text>
  )
}

/** /sade-sati and /sade-sati-calculator: every sade sati and dhaiya of a lifetime, with exact dates. */
export function SadeSatiPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <BirthToolPage
      entry={entry}
      queryOptions={(query) => sadeSatiQueryOptions(services, query)}
      submitLabel={<Trans>Check sade sati</Trans>}
      about={
        <AboutToolCard
          title={<Trans>What the sade sati calculator shows</Trans>}
          items={[
            <Trans key="1">Whether sade sati or dhaiya is running for your Moon sign today</Trans>,
            <Trans key="2">Every sade sati of your life: rising, peak and setting phases with exact start and end</Trans>,
            <Trans key="3">Kantaka and ashtama shani (dhaiya) periods</Trans>,
            <Trans key="4">Saturn's retrograde re-entries as their own periods</Trans>,
            <Trans key="5">What each phase brings, and the traditional remedies</Trans>,
          ]}
          note={<Trans>Sade sati is counted from the sidereal Moon sign (Lahiri). Only the birth date and place matter much; the time refines the Moon on days it changes sign.</Trans>}
        />
      }
    >
      {(answer) => <SadeSatiResult answer={answer} />}
    </BirthToolPage>
  )
}
