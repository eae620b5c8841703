import { useState } from 'react'
import { Badge, Stack, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { YoginiDasha, YoginiName, YoginiPeriod } from '../../../../core/jyotish/yogini'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'
import { periodContains } from '../utils/dasha-periods'
import { formatPeriodDate } from '../utils/display'
import classes from '../components/kundli.module.css'

function useYoginiNames(): Record<YoginiName, string> {
  const { t } = useLingui()
  return {
    mangala: t`Mangala`,
    pingala: t`Pingala`,
    dhanya: t`Dhanya`,
    bhramari: t`Bhramari`,
    bhadrika: t`Bhadrika`,
    ulka: t`Ulka`,
    siddha: t`Siddha`,
    sankata: t`Sankata`,
  }
}

/**
 * The yogini dasha: the balance at birth, every mahadasha with its planet and dates (the running one marked),
 * and the antardashas of the one running now.
 */
export function YoginiTable({ dasha, timeZone, now }: { dasha: YoginiDasha; timeZone: string; now?: Date }) {
  const { t } = useLingui()
  const names = useYoginiNames()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const [nowMs] = useState(() => (now ?? new Date()).getTime())
  const date = (iso: string) => formatPeriodDate(iso, language, timeZone)
  const running = dasha.periods.find((p) => periodContains(p, nowMs))
  const { yogini, years, months, days } = dasha.balanceAtBirth
  const balance = t`${years}y ${months}m ${days}d`
  const period = (row: YoginiPeriod, key: string) => {
    const current = periodContains(row, nowMs)
    return (
      <Table.Tr key={key} data-current={current || undefined}>
        <Table.Td fw={current ? 700 : undefined}>
          {names[row.yogini]} ({labels.planet(row.planet)})
        </Table.Td>
        <Table.Td>{date(row.start)}</Table.Td>
        <Table.Td>{date(row.end)}</Table.Td>
        <Table.Td>
          {current && (
            <Badge size="sm" color="saffron" variant="filled">
              <Trans>Now</Trans>
            </Badge>
          )}
        </Table.Td>
      </Table.Tr>
    )
  }
  const head = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>
          <Trans>Yogini (planet)</Trans>
        </Table.Th>
        <Table.Th>
          <Trans>From</Trans>
        </Table.Th>
        <Table.Th>
          <Trans>To</Trans>
        </Table.Th>
        <Table.Th />
      </Table.Tr>
    </Table.Thead>
  )
  const table = (testId: string, rows: readonly YoginiPeriod[]) => (
    <div className={classes.printTable}>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder striped verticalSpacing={4} data-testid={testId}>
          {head}
          <Table.Tbody>{rows.map((row) => period(row, row.start))}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  )
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={720}>
        <Trans>
          The yogini dasha divides life into rounds of 36 years under eight yoginis, each with a planet, beginning from the Moon's nakshatra at
          birth. Astrologers read it beside the Vimshottari to confirm when a promise of the chart comes to pass.
        </Trans>
      </Text>
      <Text size="sm" data-testid="yogini-balance">
        <Trans>
          Balance at birth: {names[yogini]}, {balance}
        </Trans>
      </Text>
      {table('yogini-table', dasha.periods)}
      {running && (
        <>
          <Title order={3} size="h5">
            <Trans>
              Antardashas of {names[running.yogini]}, running now
            </Trans>
          </Title>
          {table('yogini-antardashas', running.antardashas)}
        </>
      )}
    </Stack>
  )
}
