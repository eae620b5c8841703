import { Badge, Box, Card, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard, BirthToolPage } from '../../../components/birth/birth-tool-page'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { NorthIndianChart } from '../../../components/north-indian-chart'
import type { LalKitabAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { lalKitabQueryOptions } from '../api/calculator-queries'

/** The twelve houses of the Lal Kitab chart (Aries fixed in the 1st), with their planets. */
function HouseGrid({ answer }: { answer: LalKitabAnswer }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="lal-kitab-houses">
      {answer.houses.map((house) => (
        <Paper key={house.house} withBorder radius="md" p="sm" bg={house.sleeping ? 'var(--mantine-color-gray-light)' : undefined}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text fw={700} size="sm">
              <Trans>House {house.house}</Trans>
            </Text>
            {house.sleeping ? (
              <Badge size="xs" variant="outline" color="gray">
                <Trans>sleeping</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {labels.sign(house.sign)}
          </Text>
          <Text size="sm" fw={600} c="saffron" mt={4} aria-label={t`Planets in house ${house.house}`}>
            {house.planets.length ? house.planets.map((p) => labels.planet(p)).join(', ') : '—'}
          </Text>
          <Text size="xs" mt={4}>
            {house.meaning}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

/**
 * The Lal Kitab kundli drawn North Indian style: Aries fixed in the first house, so each graha sits in
 * the "sign" that is its house number.
 */
function LalKitabChart({ answer }: { answer: LalKitabAnswer }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const model = { ascendantSign: 1, bodies: answer.planets.map((p) => ({ id: p.id, sign: p.house })) }
  return <NorthIndianChart model={model} labels={labels} title={t`Lal Kitab chart`} variant="small" testId="lal-kitab-chart" />
}

function LalKitabResult({ answer }: { answer: LalKitabAnswer }) {
  const presentDebts = answer.debts.filter((d) => d.present)
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h3" mb="xs">
          <Trans>Your Lal Kitab chart</Trans>
        </Title>
        <Text size="sm">{answer.text.intro}</Text>
        <Text size="sm" mt="xs">
          {answer.text.fixedSigns}
        </Text>
        <Text size="sm" c="dimmed" mt="xs" mb="md">
          {answer.text.sleepingHouses}
        </Text>
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box maw={340} mx="auto">
              <LalKitabChart answer={answer} />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <HouseGrid answer={answer} />
          </Grid.Col>
        </Grid>
      </Card>

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="sm">
          <Trans>The planets: pakka ghar, awake or sleeping</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="lal-kitab-planets">
          {answer.planets.map((planet) => (
            <Paper key={planet.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap={4}>
                <Text fw={700}>{planet.name}</Text>
                <Group gap={4}>
                  {planet.inPakkaGhar ? (
                    <Badge size="xs" color="teal" variant="light">
                      <Trans>in its pakka ghar</Trans>
                    </Badge>
                  ) : null}
                  <Badge size="xs" color={planet.sleeping ? 'gray' : 'saffron'} variant="light">
                    {planet.sleeping ? <Trans>sleeping</Trans> : <Trans>awake</Trans>}
                  </Badge>
                </Group>
              </Group>
              <List size="sm" spacing={2} mt={4}>
                {planet.status.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
              {planet.remedy ? (
                <Text size="sm" mt={6}>
                  <Text span fw={600}>
                    <Trans>Remedy:</Trans>
                  </Text>{' '}
                  {planet.remedy}
                </Text>
              ) : null}
            </Paper>
          ))}
        </SimpleGrid>
      </Card>

      <Card withBorder radius="lg" padding="lg" data-testid="lal-kitab-debts">
        <Title order={2} size="h4" mb="xs">
          <Trans>Debts (rin) of this chart</Trans>
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {presentDebts.length === 0 ? <Trans>None of the nine debts is formed in this chart.</Trans> : <Trans>{presentDebts.length} of the nine debts are formed in this chart.</Trans>}
        </Text>
        <Stack gap="sm">
          {answer.debts.map((debt) => (
            <Paper key={debt.id} withBorder radius="md" p="sm" style={{ opacity: debt.present ? 1 : 0.75 }}>
              <Group justify="space-between" gap={4}>
                <Text fw={700}>{debt.name}</Text>
                <Badge size="sm" color={debt.present ? 'orange' : 'teal'} variant="light">
                  {debt.present ? <Trans>formed</Trans> : <Trans>not formed</Trans>}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {debt.rule}
              </Text>
              {debt.present ? (
                <>
                  <Text size="sm" mt={4}>
                    {debt.effect}
                  </Text>
                  <Text size="sm" mt={4}>
                    <Text span fw={600}>
                      <Trans>Remedy:</Trans>
                    </Text>{' '}
                    {debt.remedy}
                  </Text>
                </>
              ) : null}
            </Paper>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="md">
        <Text size="sm">{answer.text.caution}</Text>
        <Text size="xs" c="dimmed" mt="xs">
          {answer.text.tradition}
        </Text>
      </Card>
    </Stack>
  )
}

/** /lal-kitab: the Lal Kitab chart, the planets' status, the debts and the traditional remedies. */
export function LalKitabPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <BirthToolPage
      entry={entry}
      queryOptions={(query) => lalKitabQueryOptions(services, query)}
      submitLabel={<Trans>Show my Lal Kitab chart</Trans>}
      about={
        <AboutToolCard
          title={<Trans>What your Lal Kitab reading shows</Trans>}
          items={[
            <Trans key="1">The Lal Kitab chart, with Aries fixed in the first house</Trans>,
            <Trans key="2">Each planet's pakka ghar (permanent house), and whether it is awake or sleeping</Trans>,
            <Trans key="3">Sleeping houses</Trans>,
            <Trans key="4">The nine debts (rin) and which of them your chart carries</Trans>,
            <Trans key="5">The traditional remedies (upay), one at a time</Trans>,
          ]}
        />
      }
    >
      {(answer) => <LalKitabResult answer={answer} />}
    </BirthToolPage>
  )
}
