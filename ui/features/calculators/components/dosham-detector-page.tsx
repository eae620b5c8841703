import { Accordion, Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconShieldCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard, BirthToolPage } from '../../../components/birth/birth-tool-page'
import { useJyotishLabels } from '../../../components/jyotish-language'
import type { DoshasAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { doshasQueryOptions } from '../api/calculator-queries'

type Dosha = DoshasAnswer['doshas'][number]

/** Present and standing, present but cancelled, or absent: the badge of a dosha. */
function DoshaStatus({ dosha }: { dosha: Dosha }) {
  if (!dosha.present)
    return (
      <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
        <Trans>Not present</Trans>
      </Badge>
    )
  if (dosha.cancelled)
    return (
      <Badge color="blue" variant="light" leftSection={<IconShieldCheck size={12} aria-hidden />}>
        <Trans>Present, cancelled</Trans>
      </Badge>
    )
  return (
    <Badge color={dosha.severity === 'strong' ? 'red' : 'orange'} variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {dosha.severityLabel ? <Trans>Present ({dosha.severityLabel})</Trans> : <Trans>Present</Trans>}
    </Badge>
  )
}

function DoshaDetails({ dosha }: { dosha: Dosha }) {
  const { t } = useLingui()
  return (
    <Stack gap="sm">
      <Text size="sm">{dosha.summary}</Text>
      {dosha.variantName ? (
        <Text size="sm" component="div">
          <Trans>Type:</Trans> <strong>{dosha.variantName}</strong>
          {dosha.partial ? (
            <>
              {' '}
              <Badge size="xs" variant="outline" color="gray">
                <Trans>partial</Trans>
              </Badge>
            </>
          ) : null}
        </Text>
      ) : null}
      <div>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          <Trans>The rule</Trans>
        </Text>
        <Text size="sm">{dosha.rule}</Text>
      </div>
      {dosha.causes.length > 0 ? (
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            <Trans>In this chart</Trans>
          </Text>
          <List size="sm" spacing={4}>
            {dosha.causes.map((cause, i) => (
              <List.Item key={`${cause.key}-${i}`}>{cause.text}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {dosha.cancellations.length > 0 ? (
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            <Trans>Exceptions checked</Trans>
          </Text>
          <List size="sm" spacing={4} data-testid={`cancellations-${dosha.id}`}>
            {dosha.cancellations.map((c) => (
              <List.Item
                key={c.key}
                icon={
                  c.applies ? (
                    <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-label={t`applies`} />
                  ) : (
                    <IconCircleX size={16} color="var(--mantine-color-gray-5)" aria-label={t`does not apply`} />
                  )
                }
              >
                <Text size="sm" c={c.applies ? undefined : 'dimmed'}>
                  {c.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {dosha.present && dosha.remedies.length > 0 ? (
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            <Trans>Remedies</Trans>
          </Text>
          <List size="sm" spacing={4}>
            {dosha.remedies.map((r) => (
              <List.Item key={r.key}>{r.text}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <Text size="xs" c="dimmed">
        {dosha.tradition}
      </Text>
    </Stack>
  )
}

function DoshasResult({ answer }: { answer: DoshasAnswer }) {
  const labels = useJyotishLabels()
  const present = answer.doshas.filter((d) => d.present)
  const active = answer.activeCount
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" data-testid="dosha-summary">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={52} radius="xl" variant="light" color={active > 0 ? 'orange' : 'teal'}>
            {active > 0 ? <IconAlertTriangle size={28} aria-hidden /> : <IconShieldCheck size={28} aria-hidden />}
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {active === 0 ? (
                <Trans>No dosha stands in this chart</Trans>
              ) : (
                <Trans>
                  {active} of {answer.doshas.length} doshas stand in this chart
                </Trans>
              )}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Lagna {labels.sign(answer.ascendant.sign)} · Moon sign {labels.sign(answer.moon.sign)} · {present.length} formed, {present.length - active} of them cancelled
              </Trans>
            </Text>
            <Text size="sm">{answer.disclaimer}</Text>
          </Stack>
        </Group>
      </Card>
      <Accordion variant="separated" radius="md" multiple defaultValue={answer.doshas.filter((d) => d.present && !d.cancelled).map((d) => d.id)}>
        {answer.doshas.map((dosha) => (
          <Accordion.Item key={dosha.id} value={dosha.id} data-testid={`dosha-${dosha.id}`}>
            <Accordion.Control>
              <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                <Text fw={600}>{dosha.name}</Text>
                <DoshaStatus dosha={dosha} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <DoshaDetails dosha={dosha} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  )
}

/** /dosham-detector: every dosha of a birth chart, with its rule, causes, exceptions and remedies. */
export function DoshamDetectorPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <BirthToolPage
      entry={entry}
      queryOptions={(query) => doshasQueryOptions(services, query)}
      submitLabel={<Trans>Check doshas</Trans>}
      about={
        <AboutToolCard
          title={<Trans>What the dosham detector checks</Trans>}
          items={[
            <Trans key="1">Manglik (kuja) dosha from the lagna, the Moon and Venus, with its cancellations</Trans>,
            <Trans key="2">Kaal sarp dosha: the twelve named types and partial kaal sarp</Trans>,
            <Trans key="3">Pitra, guru chandal, grahan, kemadruma, shrapit, angarak and vish dosha</Trans>,
            <Trans key="4">For each: the rule, the planets that form it, the exceptions and the remedies</Trans>,
          ]}
          note={<Trans>Sidereal zodiac with the Lahiri ayanamsa and whole-sign houses, the same chart as your free kundli.</Trans>}
        />
      }
    >
      {(answer) => <DoshasResult answer={answer} />}
    </BirthToolPage>
  )
}
