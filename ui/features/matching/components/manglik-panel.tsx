import { Alert, Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MatchAnswer } from '../../../services/calculator-service'
import classes from './matching.module.css'

type Manglik = MatchAnswer['manglik']['boy']

function StatusBadge({ manglik }: { manglik: Manglik }) {
  if (manglik.effective)
    return (
      <Badge color="red" variant="light">
        <Trans>Manglik</Trans>
      </Badge>
    )
  if (manglik.present)
    return (
      <Badge color="teal" variant="light">
        <Trans>Manglik, cancelled</Trans>
      </Badge>
    )
  return (
    <Badge color="green" variant="light">
      <Trans>Not manglik</Trans>
    </Badge>
  )
}

/** Kuja dosha of each partner (from the lagna, the Moon and Venus), its cancellations and the couple's verdict. */
export function ManglikPanel({ answer }: { answer: MatchAnswer }) {
  const { t } = useLingui()
  const names = { boy: answer.boy.name ?? t`Boy`, girl: answer.girl.name ?? t`Girl` }
  return (
    <Stack gap="md" data-testid="manglik-panel">
      <Alert variant="light" color={answer.manglik.couple.verdict === 'boyOnly' || answer.manglik.couple.verdict === 'girlOnly' ? 'orange' : 'teal'}>
        <Text fw={600}>{answer.manglik.couple.text}</Text>
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(['boy', 'girl'] as const).map((p) => {
          const m = answer.manglik[p]
          return (
            <Card key={p} withBorder radius="lg" padding="lg" className={classes.partnerCard} data-partner={p} data-testid={`manglik-${p}`}>
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {names[p]}
                </Title>
                <StatusBadge manglik={m} />
                <Text size="sm">{m.summary}</Text>
                {m.reasons.length > 0 && (
                  <>
                    <Text size="sm" fw={600}>
                      <Trans>Mars placements</Trans>
                    </Text>
                    <List size="sm" spacing={4}>
                      {m.reasons.map((r) => (
                        <List.Item key={`${r.from}-${r.house}`}>{r.text}</List.Item>
                      ))}
                    </List>
                  </>
                )}
                {m.cancellations.length > 0 && (
                  <>
                    <Text size="sm" fw={600}>
                      <Trans>Cancellations</Trans>
                    </Text>
                    <List size="sm" spacing={4}>
                      {m.cancellations.map((c) => (
                        <List.Item key={c.id}>{c.text}</List.Item>
                      ))}
                    </List>
                  </>
                )}
              </Stack>
            </Card>
          )
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the lagna, the Moon or Venus makes a chart manglik, unless a classical exception cancels it. Two manglik charts cancel each other.</Trans>
      </Text>
    </Stack>
  )
}
