import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { NumerologyAnswer } from '../../../services/calculator-service'

type Lucky = NumerologyAnswer['lucky']

function Row({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Group gap={6}>{children}</Group>
    </Stack>
  )
}

/** Lucky and unlucky numbers, days, colours and the gem of a number's planet. */
export function LuckySet({ lucky, title }: { lucky: Lucky; title?: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="lucky-set">
      <Title order={2} size="h4" mb="sm">
        {title ?? <Trans>Lucky for you</Trans>}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="md">
        <Row label={<Trans>Lucky numbers</Trans>}>
          {lucky.numbers.map((n) => (
            <Badge key={n} size="lg" color="teal" variant="light">
              {n}
            </Badge>
          ))}
        </Row>
        <Row label={<Trans>Numbers to avoid</Trans>}>
          {lucky.unfavourable.length ? (
            lucky.unfavourable.map((n) => (
              <Badge key={n} size="lg" color="red" variant="light">
                {n}
              </Badge>
            ))
          ) : (
            <Text size="sm">—</Text>
          )}
        </Row>
        <Row label={<Trans>Lucky days</Trans>}>
          {lucky.days.map((d) => (
            <Badge key={d.index} variant="outline" color="cosmic">
              {d.name}
            </Badge>
          ))}
        </Row>
        <Row label={<Trans>Lucky colours</Trans>}>
          {lucky.colours.map((c) => (
            <Badge key={c.id} variant="outline" color="saffron">
              {c.name}
            </Badge>
          ))}
        </Row>
        <Row label={<Trans>Gemstone</Trans>}>
          <Text size="sm" fw={600}>
            {lucky.gem.name}
          </Text>
        </Row>
      </SimpleGrid>
    </Card>
  )
}
