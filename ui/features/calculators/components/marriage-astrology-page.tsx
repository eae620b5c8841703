import type { ReactNode } from 'react'
import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconStar } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { AboutToolCard, BirthToolPage } from '../../../components/birth/birth-tool-page'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { formatLocalDate } from '../../../components/panchang-time'
import { useLanguage } from '../../../i18n/language'
import type { MarriageAnswer } from '../../../services/calculator-service'
import { useServices } from '../../../services/services-context'
import { marriageQueryOptions } from '../api/calculator-queries'

function Factor({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <Text size="sm">{children}</Text>
    </Card>
  )
}

function Stars({ score }: { score: number }) {
  return (
    <Group gap={2} wrap="nowrap" aria-hidden>
      {[1, 2, 3].map((i) => (
        <IconStar key={i} size={14} fill={i <= score ? 'var(--mantine-color-saffron-5)' : 'none'} color="var(--mantine-color-saffron-6)" />
      ))}
    </Group>
  )
}

function MarriageResult({ answer }: { answer: MarriageAnswer }) {
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h3" mb="xs">
          <Trans>Marriage in your chart</Trans>
        </Title>
        <Text size="sm">{answer.text.intro}</Text>
        <Group gap="xs" mt="sm">
          <Badge variant="light" color="cosmic">
            <Trans>7th house: {labels.sign(answer.factors.seventh.sign)}</Trans>
          </Badge>
          <Badge variant="light" color="cosmic">
            <Trans>7th lord: {labels.planet(answer.factors.seventh.lord)}</Trans>
          </Badge>
          <Badge variant="light" color={answer.manglik.present && !answer.manglik.cancelled ? 'orange' : 'teal'}>
            {answer.manglik.present ? (answer.manglik.cancelled ? <Trans>Manglik, cancelled</Trans> : <Trans>Manglik</Trans>) : <Trans>Not manglik</Trans>}
          </Badge>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="marriage-factors">
        <Factor title={<Trans>The 7th house and its lord</Trans>}>{answer.text.seventh}</Factor>
        <Factor title={<Trans>Planets in the 7th</Trans>}>{answer.text.occupants}</Factor>
        <Factor title={<Trans>Venus</Trans>}>{answer.text.venus}</Factor>
        <Factor title={<Trans>Jupiter</Trans>}>{answer.text.jupiter}</Factor>
        <Factor title={<Trans>Navamsha (D9)</Trans>}>{answer.text.navamsha}</Factor>
        <Factor title={<Trans>Manglik</Trans>}>{answer.manglik.summary}</Factor>
      </SimpleGrid>

      {answer.text.observations.length > 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="xs">
            <Trans>What stands out</Trans>
          </Title>
          <List size="sm" spacing={6}>
            {answer.text.observations.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Card>
      ) : null}

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="xs">
          <Trans>Periods that favour marriage</Trans>
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {answer.text.windows}
        </Text>
        <Group gap="xs" mb="sm">
          {answer.significators.map((s) => (
            <Badge key={s.planet} variant="outline" color="gray" title={s.reasons.map((r) => r.text).join(' ')}>
              {s.name}
            </Badge>
          ))}
        </Group>
        <Table.ScrollContainer minWidth={600}>
          <Table striped verticalSpacing="xs" data-testid="marriage-windows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Dasha</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>From</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>To</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Age</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Strength</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.windows.map((w) => (
                <Table.Tr key={w.start}>
                  <Table.Td>
                    {labels.planet(w.mahadasha)} – {labels.planet(w.antardasha)}
                    {w.jupiterOnSeventh ? (
                      <Badge size="xs" ml={6} variant="light" color="yellow">
                        <Trans>Jupiter on the 7th</Trans>
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatLocalDate(w.start, locale)}</Table.Td>
                  <Table.Td>{formatLocalDate(w.end, locale)}</Table.Td>
                  <Table.Td>
                    {Math.floor(w.ageFrom)}–{Math.ceil(w.ageTo)}
                  </Table.Td>
                  <Table.Td>
                    <Stars score={w.score} />
                    <Text size="xs" c="dimmed" span>
                      {w.score}/3
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt="sm">
          {answer.text.tradition}
        </Text>
      </Card>
    </Stack>
  )
}

/** /marriage-astrology: the 7th house and lord, Venus, Jupiter, the navamsha and the dasha windows for marriage. */
export function MarriageAstrologyPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  return (
    <BirthToolPage
      entry={entry}
      queryOptions={(query) => marriageQueryOptions(services, query)}
      submitLabel={<Trans>Read my marriage chart</Trans>}
      about={
        <AboutToolCard
          title={<Trans>What marriage astrology reads</Trans>}
          items={[
            <Trans key="1">The 7th house, its lord and the planets in and aspecting it</Trans>,
            <Trans key="2">Venus and Jupiter, the significators of marriage</Trans>,
            <Trans key="3">The navamsha (D9), the chart of marriage</Trans>,
            <Trans key="4">Manglik status</Trans>,
            <Trans key="5">The dasha periods between 18 and 45 that favour marriage, with dates</Trans>,
          ]}
        />
      }
    >
      {(answer) => <MarriageResult answer={answer} />}
    </BirthToolPage>
  )
}
