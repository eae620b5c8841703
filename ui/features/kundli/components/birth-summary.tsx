import type { ReactNode } from 'react'
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconClockExclamation, IconInfoCircle } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { formatCoordinate, formatDegrees, formatUniversalTime } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'
import { ASSUMED_BIRTH_TIME, type BirthDetails } from '../../../components/birth/birth-search'
import { formatBirthDate, formatBirthTime } from '../utils/display'
import { formatUtcOffset } from '../../../../core/shared/utc-offset'
import classes from './kundli.module.css'

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.fact} data-testid={testId}>
      <Text className={classes.factLabel}>{label}</Text>
      <Text fw={600} mt={2}>
        {children}
      </Text>
    </div>
  )
}

/**
 * The results header: whose chart, the birth date (long, in the page's language), the 12-hour birth
 * time, place and coordinates, the clock used and the birth instant in UT (with the server's note for
 * historical clocks), and the chart's key facts: lagna, rasi, nakshatra.
 */
export function BirthSummary({
  kundli,
  details,
  timeAssumed,
  actions,
  onChooseOffset,
}: {
  kundli: Kundli
  details: BirthDetails
  timeAssumed: boolean
  actions?: ReactNode
  /** Recast the chart with a stated UTC offset ('' lets the server find the clock again). */
  onChooseOffset?: (offset: string) => void
}) {
  const { language } = useLanguage()
  const labels = useJyotishLabels()
  const input = kundli.input
  const moon = kundli.planets.find((p) => p.id === 'moon')!
  const name = details.name || input.name
  const clock = input.clock
  const note = input.note
  const assumedTime = formatBirthTime(ASSUMED_BIRTH_TIME, language)
  const ayanamsaDegrees = formatDegrees(kundli.ayanamsa.degrees)

  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" className={classes.summary} data-testid="birth-summary">
      <Group justify="space-between" align="flex-start" gap="md" mb="md">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h3" data-testid="chart-owner">
              {name || <Trans>Your birth chart</Trans>}
            </Title>
            {details.gender && (
              <Badge variant="light" color={details.gender === 'female' ? 'pink' : 'blue'} radius="sm">
                {details.gender === 'female' ? <Trans>Female</Trans> : <Trans>Male</Trans>}
              </Badge>
            )}
          </Group>
          {details.location && (
            <Text size="sm" c="dimmed">
              {details.location}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="md">
        <Fact label={<Trans>Date of birth</Trans>} testId="fact-date">
          {formatBirthDate(input.date, language)}
        </Fact>
        <Fact label={<Trans>Time of birth</Trans>} testId="fact-time">
          {formatBirthTime(input.time, language)}
        </Fact>
        <Fact label={<Trans>Coordinates</Trans>}>
          {formatCoordinate(input.lat, 'latitude')}, {formatCoordinate(input.lon, 'longitude')}
        </Fact>
        <Fact label={<Trans>Clock used</Trans>} testId="fact-clock">
          {clock}
        </Fact>
        <Fact label={<Trans>Universal time</Trans>} testId="fact-ut">
          {formatUniversalTime(input.utc)} UT
        </Fact>
        <Fact label={<Trans>Lagna (ascendant)</Trans>} testId="fact-lagna">
          {labels.sign(kundli.ascendant.sign)} {formatDegrees(kundli.ascendant.degreeInSign)}
        </Fact>
        <Fact label={<Trans>Rasi (Moon sign)</Trans>} testId="fact-rasi">
          {labels.sign(moon.sign)}
        </Fact>
        <Fact label={<Trans>Nakshatra</Trans>} testId="fact-nakshatra">
          {labels.nakshatra(moon.nakshatra)} ({moon.pada})
        </Fact>
        <Fact label={<Trans>Ayanamsa</Trans>}>
          <Trans>Lahiri {ayanamsaDegrees}</Trans>
        </Fact>
        <Fact label={<Trans>Time zone</Trans>}>{input.tz}</Fact>
      </SimpleGrid>

      {note && (
        <Alert mt="md" variant="light" color="cosmic" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="clock-note">
          <Trans>Historical clock: {note}</Trans>
        </Alert>
      )}
      {onChooseOffset && (input.alternatives?.length || details.offset) ? (
        <Group mt="sm" gap="xs" data-testid="clock-choices">
          <Text size="sm" c="dimmed">
            <Trans>Cast the chart with another clock:</Trans>
          </Text>
          {(input.alternatives ?? []).map((alternative) => {
            const clockName = alternative.clock
            return (
              <Button key={alternative.clock} size="xs" variant="light" color="cosmic" onClick={() => onChooseOffset(formatUtcOffset(alternative.offsetMinutes))}>
                <Trans>Use {clockName}</Trans>
              </Button>
            )
          })}
          {details.offset && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => onChooseOffset('')}>
              <Trans>Find the clock from the place again</Trans>
            </Button>
          )}
        </Group>
      ) : null}
      {timeAssumed && (
        <Alert mt="md" variant="light" color="orange" icon={<IconClockExclamation size={18} aria-hidden />} data-testid="time-assumed">
          <Trans>
            No birth time was given, so this chart is cast for {assumedTime}. The planets' signs are reliable, but the
            ascendant and the houses need the exact time.
          </Trans>
        </Alert>
      )}
    </Card>
  )
}
