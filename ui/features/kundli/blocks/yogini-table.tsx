import { useState } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { YoginiDasha, YoginiName, YoginiPeriod } from '../../../../core/jyotish/yogini'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { periodContains } from '../utils/dasha-periods'
import { PeriodTable } from './period-table'

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
export function YoginiTable({ dasha, timeZone }: { dasha: YoginiDasha; timeZone: string }) {
  const { t } = useLingui()
  const names = useYoginiNames()
  const labels = useJyotishLabels()
  const [nowMs] = useState(() => Date.now())
  const running = dasha.periods.find((p) => periodContains(p, nowMs))
  const { yogini, years, months, days } = dasha.balanceAtBirth
  const balance = t`${years}y ${months}m ${days}d`
  const table = (testId: string, rows: readonly YoginiPeriod[]) => (
    <PeriodTable
      testId={testId}
      head={[<Trans key="y">Yogini (planet)</Trans>]}
      periods={rows.map((row) => ({ start: row.start, end: row.end, cells: [`${names[row.yogini]} (${labels.planet(row.planet)})`] }))}
      timeZone={timeZone}
    />
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
