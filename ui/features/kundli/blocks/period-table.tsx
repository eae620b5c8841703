import { useState, type ReactNode } from 'react'
import { Badge, Table } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../../../i18n/language'
import { periodContains } from '../utils/dasha-periods'
import { formatPeriodDate } from '../utils/display'
import classes from '../components/kundli.module.css'

/** One dated period of a dasha: what it is (its first cells) and when it runs (ISO instants, UT). */
export interface DatedPeriod {
  start: string
  end: string
  cells: ReactNode[]
}

/**
 * A dasha's periods as a table: the columns that say what each is, then its dates in the birth place's time
 * zone (with the time when `withTime`), the period running now in bold and marked. `now` is fixed at the
 * first render, so the server's and the browser's marks agree within a page.
 */
export function PeriodTable({
  testId,
  head,
  periods,
  timeZone,
  withTime = false,
  minWidth = 480,
}: {
  testId: string
  head: ReactNode[]
  periods: readonly DatedPeriod[]
  timeZone: string
  withTime?: boolean
  minWidth?: number
}) {
  const { language } = useLanguage()
  const [nowMs] = useState(() => Date.now())
  const date = (iso: string) => formatPeriodDate(iso, language, timeZone, withTime)
  return (
    <div className={classes.printTable}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table withTableBorder striped verticalSpacing={4} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {head.map((cell, i) => (
                <Table.Th key={i}>{cell}</Table.Th>
              ))}
              <Table.Th>
                <Trans>From</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>To</Trans>
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((period) => {
              const current = periodContains(period, nowMs)
              return (
                <Table.Tr key={period.start} data-current={current || undefined}>
                  {period.cells.map((cell, i) => (
                    <Table.Td key={i} fw={current && i === 0 ? 700 : undefined}>
                      {cell}
                    </Table.Td>
                  ))}
                  <Table.Td>{date(period.start)}</Table.Td>
                  <Table.Td>{date(period.end)}</Table.Td>
                  <Table.Td>
                    {current && (
                      <Badge size="sm" color="saffron" variant="filled">
                        <Trans>Now</Trans>
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  )
}
