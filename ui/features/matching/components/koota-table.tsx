import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MatchAnswer } from '../../../services/calculator-service'
import classes from './matching.module.css'

type Koota = MatchAnswer['kootas'][number]

/** Dosha flag of a koota: present, or present and cancelled by a named exception. */
function DoshaBadge({ koota }: { koota: Koota }) {
  if (!koota.dosha) return null
  return koota.cancelled ? (
    <Badge color="teal" variant="light" size="sm">
      <Trans>Dosha cancelled</Trans>
    </Badge>
  ) : (
    <Badge color="red" variant="light" size="sm">
      <Trans>Dosha</Trans>
    </Badge>
  )
}

/** The eight kootas: both partners' attributes, points out of the maximum, and what the result means. */
export function KootaTable({ answer }: { answer: MatchAnswer }) {
  const { t } = useLingui()
  const boy = answer.boy.name ?? t`Boy`
  const girl = answer.girl.name ?? t`Girl`
  return (
    <Card withBorder radius="lg" padding={0}>
      {/* Rows become cards on a phone (matching.module.css), so nothing needs scrolling sideways. */}
      <Table className={`${classes.table} ${classes.stacked}`} striped highlightOnHover verticalSpacing="sm" data-testid="koota-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Koota</Trans>
            </Table.Th>
            <Table.Th>{boy}</Table.Th>
            <Table.Th>{girl}</Table.Th>
            <Table.Th>
              <Trans>Points</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>What it means</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.kootas.map((k) => (
            <Table.Tr key={k.id} data-koota={k.id}>
              <Table.Td>
                <Stack gap={4}>
                  <Text fw={600}>{k.name}</Text>
                  <DoshaBadge koota={k} />
                </Stack>
              </Table.Td>
              <Table.Td data-label={boy}>{k.boyLabel}</Table.Td>
              <Table.Td data-label={girl}>{k.girlLabel}</Table.Td>
              <Table.Td>
                <Text fw={700} data-testid={`koota-score-${k.id}`}>
                  {k.score} / {k.max}
                </Text>
              </Table.Td>
              <Table.Td data-label={t`What it means`}>
                <Stack gap={4}>
                  <Text size="sm">{k.note}</Text>
                  <Text size="xs" className={classes.meaning}>
                    {k.meaning}
                  </Text>
                  {k.exceptions.map((e) => (
                    <Text key={e.id} size="xs" c="teal.8">
                      <Trans>Exception (parihara)</Trans>: {e.text}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Th>
              {answer.total} / {answer.max}
            </Table.Th>
            <Table.Th>
              <Group gap="xs">
                <Badge variant="light">{answer.bandLabel}</Badge>
                <Text size="xs" c="dimmed">
                  <Trans>18 or more is acceptable, 25 or more good, 33 or more excellent.</Trans>
                </Text>
              </Group>
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  )
}
