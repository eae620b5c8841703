import { Badge, Card, Stack, Table, Text, ThemeIcon } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MatchAnswer } from '../../../services/calculator-service'
import classes from './matching.module.css'

/** The South Indian ten poruthams: matched or not, both partners' attributes and the reason. */
export function PoruthamTable({ answer }: { answer: MatchAnswer }) {
  const { t } = useLingui()
  const boy = answer.boy.name ?? t`Boy`
  const girl = answer.girl.name ?? t`Girl`
  const { total, max, items } = answer.porutham
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>
          Dasa porutham, as Tamil and Telugu families match horoscopes: each porutham is counted from the girl's star or sign to the boy's. Rajju and vedha are essential: a match without them is usually not taken forward.
        </Trans>
      </Text>
      <Card withBorder radius="lg" padding={0}>
        {/* Rows become cards on a phone (matching.module.css), so nothing needs scrolling sideways. */}
        <Table className={`${classes.table} ${classes.stacked}`} striped verticalSpacing="sm" data-testid="porutham-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Porutham</Trans>
              </Table.Th>
              <Table.Th>{boy}</Table.Th>
              <Table.Th>{girl}</Table.Th>
              <Table.Th>
                <Trans>Result</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Why</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-porutham={item.id} data-matched={item.matched}>
                <Table.Td>
                  <Stack gap={4}>
                    <Text fw={600}>{item.name}</Text>
                    {item.essential && (
                      <Badge size="xs" variant="outline" color="grape">
                        <Trans>Essential</Trans>
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td data-label={boy}>{item.boyLabel}</Table.Td>
                <Table.Td data-label={girl}>{item.girlLabel}</Table.Td>
                <Table.Td>
                  <ThemeIcon size="md" radius="xl" variant="light" color={item.matched ? 'teal' : 'red'} aria-label={item.matched ? t`Matched` : t`Not matched`}>
                    {item.matched ? <IconCheck size={16} /> : <IconX size={16} />}
                  </ThemeIcon>
                </Table.Td>
                <Table.Td data-label={t`Why`}>
                  <Stack gap={4}>
                    <Text size="sm">{item.note}</Text>
                    <Text size="xs" className={classes.meaning}>
                      {item.meaning}
                    </Text>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>
                <Trans>Poruthams matched</Trans>
              </Table.Th>
              <Table.Th colSpan={2}>
                {total} / {max}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Card>
    </Stack>
  )
}
