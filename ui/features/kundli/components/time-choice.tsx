import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClockQuestion } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { formatUniversalTime, formatUtcOffset } from '../../../components/jyotish-format'
import { useLanguage } from '../../../i18n/language'
import { HttpError } from '../../../services/http'
import { formatBirthDate, formatBirthTime } from '../utils/display'

/** One reading of a local time the server offers (409 details). */
interface ClockCandidate {
  utc: string
  offsetMinutes: number
  clock: string
}

/** The kind of conflict and both readings of a 409 answer, or null for any other error. */
export function birthTimeConflict(error: unknown): { kind: 'nonexistent' | 'ambiguous'; candidates: [ClockCandidate, ClockCandidate] } | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null
  const data = error.data as { code?: string; details?: { candidates?: unknown } } | undefined
  const kind = data?.code === 'BIRTH_TIME.NONEXISTENT' ? 'nonexistent' : data?.code === 'BIRTH_TIME.AMBIGUOUS' ? 'ambiguous' : null
  const list = data?.details?.candidates
  if (!kind || !Array.isArray(list) || list.length < 2) return null
  const valid = list.every(
    (c) => c && typeof c === 'object' && typeof (c as ClockCandidate).utc === 'string' && typeof (c as ClockCandidate).offsetMinutes === 'number',
  )
  if (!valid) return null
  const [earlier, later] = list as ClockCandidate[]
  return { kind, candidates: [earlier, later] }
}

/**
 * A local birth time that did not exist (clocks moved forward) or happened twice (clocks moved back):
 * both readings side by side, and the visitor picks one; the choice goes into the query string.
 */
export function TimeChoice({
  kind,
  candidates,
  date,
  time,
  onChoose,
}: {
  kind: 'nonexistent' | 'ambiguous'
  candidates: [ClockCandidate, ClockCandidate]
  date: string
  time: string
  onChoose: (which: 'earlier' | 'later') => void
}) {
  const { language } = useLanguage()
  const when = `${formatBirthDate(date, language)}, ${formatBirthTime(time, language)}`
  const choices = [
    { which: 'earlier' as const, candidate: candidates[0] },
    { which: 'later' as const, candidate: candidates[1] },
  ]
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" data-testid="time-choice">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="orange">
          <IconClockQuestion size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h4">
            {kind === 'nonexistent' ? <Trans>This local time did not exist</Trans> : <Trans>This local time happened twice</Trans>}
          </Title>
          <Text c="dimmed">
            {kind === 'nonexistent' ? (
              <Trans>
                On {when} the clocks at this place were moved forward, so the time on the clock never showed. Choose
                which clock the birth time was read from.
              </Trans>
            ) : (
              <Trans>
                On {when} the clocks at this place were turned back, so this time came twice. Choose which one the birth
                happened in.
              </Trans>
            )}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
            {choices.map(({ which, candidate }) => {
              const offset = formatUtcOffset(candidate.offsetMinutes)
              const ut = formatUniversalTime(candidate.utc)
              const clock = candidate.clock
              return (
                <Button
                  key={which}
                  variant="light"
                  color={which === 'earlier' ? 'cosmic' : 'saffron'}
                  h="auto"
                  py="sm"
                  onClick={() => onChoose(which)}
                  styles={{ label: { whiteSpace: 'normal', display: 'block', textAlign: 'left' } }}
                  data-testid={`choose-${which}`}
                >
                  <Text fw={700} size="sm">
                    {which === 'earlier' ? <Trans>Earlier reading (UTC {offset})</Trans> : <Trans>Later reading (UTC {offset})</Trans>}
                  </Text>
                  <Text size="xs" fw={400}>
                    <Trans>
                      {clock} · {ut} UT
                    </Trans>
                  </Text>
                </Button>
              )
            })}
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  )
}
